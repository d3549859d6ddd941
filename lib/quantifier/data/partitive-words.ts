/**
 * Words of partitives and fractions (docs/classifier.md, Proportions): "the greater part of", "a
 * large share of", "the preponderance of", "three-fifths of", "one in every four".
 */

/** Denominators in words: "a tenth of", "three-fifths of", "two thirds of". */
export const FRACTION_WORDS: ReadonlySet<string> = new Set([
  "half",
  "halves",
  "third",
  "thirds",
  "quarter",
  "quarters",
  "fourth",
  "fourths",
  "fifth",
  "fifths",
  "sixth",
  "sixths",
  "seventh",
  "sevenths",
  "eighth",
  "eighths",
  "ninth",
  "ninths",
  "tenth",
  "tenths",
  "twelfth",
  "twelfths",
  "twentieth",
  "twentieths",
  "hundredth",
  "hundredths",
  "thousandth",
  "thousandths",
]);

/** Nouns that name a part of a whole whatever the adjective: "the preponderance of", "a plurality of", "what percentage of". */
export const PART_NOUNS: ReadonlySet<string> = new Set([
  "preponderance",
  "majority",
  "minority",
  "plurality",
  "bulk",
  "proportion",
  "percentage",
  "percent",
  "fraction",
  "sliver",
  "remainder",
]);

/** Nouns that name a part only with a size adjective or "what": "a large share of", "the greater part of", "what share of". */
export const SIZED_PART_NOUNS: ReadonlySet<string> = new Set(["part", "share", "portion", "chunk", "slice", "segment", "swath", "swathe", "section"]);

/** Size adjectives that make a part noun a proportion: "a significant portion of", "the better part of", "a minority share of". */
export const PART_SIZES: ReadonlySet<string> = new Set([
  "greater",
  "larger",
  "bigger",
  "better",
  "best",
  "main",
  "major",
  "largest",
  "biggest",
  "greatest",
  "vast",
  "large",
  "big",
  "good",
  "great",
  "significant",
  "sizeable",
  "sizable",
  "substantial",
  "considerable",
  "hefty",
  "huge",
  "enormous",
  "high",
  "small",
  "smaller",
  "smallest",
  "tiny",
  "minor",
  "lesser",
  "low",
  "modest",
  "fair",
  "decent",
  "healthy",
  "majority",
  "minority",
  "lion's",
  "overwhelming",
  "predominant",
  "dominant",
]);

/** Nouns "majority" and "minority" modify as a compound, naming a role or a kind: "the Senate majority leader", "a minority government". */
export const MAJORITY_COMPOUND_HEADS: ReadonlySet<string> = new Set([
  ...["leader", "leaders", "whip", "whips", "owner", "owners", "shareholder", "shareholders", "stake", "stakes", "government"],
  ...["governments", "party", "parties", "report", "opinion", "rule", "language", "languages", "group", "groups", "partner"],
]);
