/** Closed-class words the reader leans on: determiners, hedges before a number, and words that open a count. */
export const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their", "our", "my", "your"]);

/** Possessors that name no one ("what's", "today's", "the world's"): contractions, times, pronouns, people at large. */
export const COMMON_POSSESSOR_STEMS: ReadonlySet<string> = new Set([
  ...["what", "it", "that", "there", "here", "who", "where", "how", "when", "why", "let", "he", "she", "this"],
  ...["today", "tonight", "tomorrow", "yesterday", "everyone", "everybody", "someone", "somebody", "nobody", "anyone", "one"],
  ...["world", "earth", "year", "week", "month", "day", "mom", "dad", "man", "woman", "people", "child", "children"],
]);

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
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
  "last",
]);

/** Forms of "be": after a question word they make the rest a predicate ("what are the three ..."). */
export const COPULAS: ReadonlySet<string> = new Set(["is", "are", "was", "were", "be", "been"]);

/** Words around a number that make it an operand: "9 plus 16", "add 12 and 30", "3 squared". */
export const ARITHMETIC_WORDS: ReadonlySet<string> = new Set(["plus", "minus", "times", "divided", "multiplied", "squared", "cubed", "x", "+", "<", ">"]);
export const ARITHMETIC_VERBS: ReadonlySet<string> = new Set(["add", "subtract", "multiply", "divide", "calculate", "compute", "sum", "product"]);

/** The last word of an address: "221B Baker Street", "1600 Pennsylvania Avenue". */
export const STREET_WORDS: ReadonlySet<string> = new Set([
  "street",
  "st",
  "avenue",
  "ave",
  "road",
  "rd",
  "drive",
  "lane",
  "way",
  "plaza",
  "place",
  "boulevard",
  "square",
  "court",
  "terrace",
  "crescent",
  "close",
  "row",
  "parkway",
  "highway",
]);

/** Words a counted noun phrase never starts with: after a number one of these means the number is not counting it. */
export const NOT_A_HEAD: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "these",
  "those",
  "in",
  "on",
  "at",
  "for",
  "by",
  "with",
  "from",
  "and",
  "or",
  "but",
  "than",
  "as",
  "into",
  "to",
  "stand",
  "mean",
  "refer",
  "is",
  "was",
]);

/**
 * Verbs that ask for one computed value: a sentence they open with a number in it is a computation,
 * its numbers operands ("Work out the square root of 2025", "Calculate the payment at 6% over 5 years").
 */
export const COMPUTING_VERBS: readonly string[] = [
  ...["calculate", "compute", "solve", "simplify", "evaluate", "factor", "factorise", "factorize", "round"],
  ...["split", "divide", "multiply", "convert"],
  ...["work out", "figure out"],
  // A chance asked for is computed from the numbers in it: "What are the odds of rolling two sixes with two dice?".
  ...["what's the chance of", "what is the chance of", "what's the probability of", "what is the probability of"],
  ...["what are the odds of", "what are the chances of", "what's the likelihood of", "what is the likelihood of"],
  ...["what's the probability that", "what is the probability that", "what are the odds that", "what are the chances that"],
];
