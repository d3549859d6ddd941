/**
 * Terms that open with an ordinal or "last" but pick no item by its place: "the first lady", "a second
 * opinion", "the third rail". "the first person to …" is not here: it asks for one. Hyphenated forms
 * ("first-degree burn") are compounds (read/terms/compounds.ts) and need no entry.
 */
export const ORDINAL_TERMS: readonly string[] = [
  ...["lady", "ladies", "aid", "class", "degree", "base", "cousin", "cousins", "language", "name", "impression", "impressions"].map((word) => `first ${word}`),
  ...["responder", "responders", "light", "hand", "world", "world problems", "things first", "come first served"].map((word) => `first ${word}`),
  ...["opinion", "nature", "hand", "language", "cousin", "cousins", "wind", "fiddle", "thoughts", "guessing", "degree", "base", "class"].map(
    (word) => `second ${word}`,
  ),
  ...["rail", "party", "world", "degree", "wheel", "base", "person", "estate", "way"].map((word) => `third ${word}`),
  "fourth wall",
  "fourth estate",
  "fifth column",
  "fifth wheel",
  "sixth sense",
  "seventh heaven",
  "eleventh hour",
  ...["resort", "straw", "minute", "word", "call", "rites", "name", "laugh", "ditch"].map((word) => `last ${word}`),
];
