/** Closed-class words the reader leans on: determiners, hedges before a number, and words that open a count. */
export const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "our", "my", "your"]);

export const HEDGES = new Set(["about", "around", "roughly", "approximately", "nearly", "almost", "some", "exactly"]);

export const COUNT_PREFIXES = new Set(["top", "first", "last", "next", ...HEDGES]);

export const ORDINAL_WORDS = new Set([
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "last",
]);
