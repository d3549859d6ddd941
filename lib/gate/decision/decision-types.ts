import type { CellId, MetricKey, OptionId } from "../rule/rule-types";

/** What the page headline, the decision record, `/decision`, `npm run gate` and the APIs lead with. */
export type DecisionAction = "flip" | "keep" | "hold";

/** The paired (question-level) evidence for one metric of one mode against one reference cell. */
export type PairedMetricEvidence = {
  metric: MetricKey;
  against: CellId;
  /** Questions asked in both arms of this mode (the unit of the test). */
  questions: number;
  /** Mean samples per question per arm in this mode. */
  samplesPerQuestion: number;
  /** Mean over questions of (treatment share − reference share), pp; positive = treatment higher. */
  meanDiffPp: number;
  /** meanDiffPp signed so that positive is the rule's direction (or, for a regression, the harmful one). */
  favorablePp: number;
  /** Two-sided interval of meanDiffPp at the family-wise level after the multiplicity correction. */
  ciPp: [number, number];
  /** Confidence level of ciPp, e.g. 0.9833 after a Bonferroni split of 0.05 over three tests. */
  ciLevel: number;
  pValue: number;
  /** p after the correction for multiplicity over modes and OR'ed metrics. */
  adjustedPValue: number;
  /** Short name of the test, e.g. "paired t over questions (cluster), Holm over 6". */
  method: string;
  /** improvement: beats zero in the rule's direction; below-floor: the interval excludes a floor-sized move; undecided: neither. */
  reading: "improvement" | "below-floor" | "undecided";
};

/** A strict-rate fall or UNGROUNDED rise that blocks green, with its paired interval. */
export type RegressionEvidence = {
  mode: string;
  metric: "strictRate" | "ungroundedRate";
  against: CellId;
  /** Signed so that positive is harm, pp (rule's number, rows pooled as the ticket writes it). */
  deltaPp: number;
  ciPp: [number, number] | null;
  pValue: number | null;
  /** established when the paired evidence shows harm; otherwise within noise (the block stays). */
  established: boolean;
  /**
   * rule: the §10.8 regression on pooled rows (>= floor). suspected: below the floor on pooled rows, but the
   * paired one-sided upper bound of the harm still reaches it (then ciPp is [mean, bound]); it holds, never keeps.
   */
  source: "rule" | "suspected";
};

/** Power of a bench of `questions` × `samples` to show a floor-sized move in one mode. */
export type PowerCell = { questions: number; samples: number; power: number };

export type ModePlan = {
  /** More questions (at the run's samples per question) for 80% power at the floor; null when none are needed or it cannot be estimated. */
  moreQuestions: number | null;
  samplesPerQuestion: number;
  /** Between-question and within-question variance of the per-question difference, estimated from the runs. */
  betweenVariance: number;
  withinVariance: number;
  table: PowerCell[];
};

export type ModeDecision = {
  mode: string;
  /** The §10.8 rule exactly as the ticket writes it, on pooled rows. */
  ruleMet: boolean;
  status: "improvement-shown" | "below-floor-shown" | "undecided" | "not-measured";
  evidence: PairedMetricEvidence[];
  plan: ModePlan | null;
};

export type Decision = {
  action: DecisionAction;
  option: OptionId | null;
  /** The flag (or flags, for D) the decision is about, without Markdown. */
  flag: string;
  /** flip: the modes to flip; keep: the modes shown not to move (or all, for a regression); hold: the undecided modes. */
  modes: string[];
  /** One sentence a reviewer can act on, e.g. "Hold: … about 140 more questions settle claim_lattice_pointer". */
  headline: string;
  reasons: string[];
  perMode: Record<string, ModeDecision>;
  regressions: RegressionEvidence[];
  /** What would settle a hold: cells not yet run and more questions per undecided mode. */
  needed: { missingCells: CellId[]; moreQuestions: Record<string, number | null> } | null;
};
