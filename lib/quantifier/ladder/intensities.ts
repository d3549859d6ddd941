/** The ten rungs of the quantifier ladder, weakest to strongest (docs/spec.md §2); zod-free for browser code. */
export const INTENSITIES = [
  "ABSENT",
  "SINGULAR",
  "PROPORTIONAL",
  "SMALL_NUM_EXPLICIT",
  "COMPARATIVE_BOUND",
  "FEW",
  "MANY",
  "ALL",
  "COMPREHENSIVE",
  "OPEN_REQUEST",
] as const;
