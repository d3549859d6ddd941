import type { CellId, MetricKey } from "../rule/rule-types";

/** How one rule metric of one mode reads against one reference, after the multiplicity correction. */
export type RuleReading = "improvement" | "below-floor" | "never-fired" | "not-recorded" | "undecided";

/** The paired (question-level) evidence for one rule metric of one mode against one reference. */
export type RuleEvidence = {
  mode: string;
  metric: MetricKey;
  /** +1: a rise helps; −1: a fall helps (for a distribution shift, any shift counts). */
  direction: 1 | -1;
  against: CellId;
  /** Questions asked in both arms that recorded the metric: the unit of the test. */
  questions: number;
  samplesPerQuestion: number;
  /** Treatment − reference, pp (for a distribution shift: its total variation distance). */
  estimatePp: number;
  /** estimatePp signed so that positive is the rule's direction. */
  favorablePp: number;
  /** Two-sided interval of favorablePp at `level`; its lower end above 0 is the one-sided test at (1 − level) / 2. */
  intervalPp: [number, number] | null;
  level: number;
  /** One-sided p of "no change" against a move in the rule's direction; pAdjusted after Bonferroni over `familySize`. */
  pValue: number;
  pAdjusted: number;
  familySize: number;
  method: string;
  /** The rule's own pooled-rows move against this reference (favourable pp), and whether it reaches the floor. */
  pooledPp: number | null;
  pooledMeets: boolean;
  /** The reference arm's pooled rate (share), for a rate metric; null for a shift. */
  referenceRate: number | null;
  reading: RuleReading;
  /** Per-question variance of the difference (for a shift, implied by its interval), for the planner. */
  variance: number;
};

export type GuardMetric = "strictRate" | "ungroundedRate";

/** Non-inferiority of one guard metric (strict rate must not fall, UNGROUNDED must not rise) of one mode. */
export type GuardEvidence = {
  mode: string;
  metric: GuardMetric;
  against: CellId;
  questions: number;
  /** Harm, pp: positive is worse (a strict fall or an UNGROUNDED rise). */
  harmPp: number;
  /** One-sided upper bound of the harm at `confidence`: the harm is at most this. */
  boundPp: number;
  confidence: number;
  /** The rule's pooled-rows harm, pp, and whether it reaches the floor (the ticket's regression). */
  pooledHarmPp: number;
  /** Neither arm ever had this verdict in this mode. */
  neverFired: boolean;
  /** ruled-out: bound under the floor. established: the rule's regression with its lower bound above 0. */
  status: "ruled-out" | "not-ruled-out" | "established";
  /** Lower bound of the harm at the Bonferroni level over every guard (read for "established"). */
  lowerPp: number;
  /** Per-question variance of the harm difference, for the planner. */
  variance: number;
};
