/** Bounds written before a number (docs/classifier.md, Counts and bounds): "at least 3", "no fewer than five", "a maximum of 8". */
export const LEADING_BOUNDS: readonly string[] = [
  "at least",
  "at most",
  "at the most",
  "at the least",
  "at minimum",
  "at maximum",
  "at a minimum",
  "at a maximum",
  "more than",
  "fewer than",
  "less than",
  "greater than",
  "no more than",
  "no fewer than",
  "no less than",
  "not more than",
  "not fewer than",
  "not less than",
  "up to",
  "upwards of",
  "upward of",
  "as many as",
  "as few as",
  "a maximum of",
  "a minimum of",
  "a max of",
  "a min of",
  "maximum of",
  "minimum of",
  "under",
  "over",
];

/** Bounds written after a number: "ten or more", "three or fewer", "ten at most", "6 max". */
export const TRAILING_BOUNDS: readonly string[] = [
  "or more",
  "or fewer",
  "or less",
  "or over",
  "or above",
  "or under",
  "or greater",
  "or higher",
  "or lower",
  "at most",
  "at the most",
  "at least",
  "at minimum",
  "max",
  "maximum",
  "minimum",
  "tops",
];

/** Words that may open a range of counts: "anywhere from 4 to 7", "somewhere between two and five", "from 3 to 5". */
export const RANGE_OPENERS: readonly string[] = ["between", "from", "anywhere from", "anywhere between", "somewhere between", "somewhere from"];
export const RANGE_JOINERS: ReadonlySet<string> = new Set(["and", "to", "through"]);
