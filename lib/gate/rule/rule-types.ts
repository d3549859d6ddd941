import type { ClaimCountBucket } from "../../bench/rows/claim-buckets";

export type { ClaimCountBucket };

/** `recorded` = rows that carried the field; a count over zero recorded rows is "not recorded", never 0. */
export type RecordedCount = { count: number; recorded: number };

/** Per-mode aggregate of one run (one cell of the A/B/D design). */
export type ModeArm = {
  rows: number;
  strict: number;
  hybrid: number;
  ungrounded: number;
  formatCollapsed: RecordedCount;
  /** Rows with NO_EVIDENCE_POINTER among rows that recorded violation_kinds. */
  pointerLoss: RecordedCount;
  tooManyClaims: RecordedCount;
  meanRatio: number | null;
  claimCountBuckets: Record<ClaimCountBucket, number>;
};

/** One run's arms keyed by answer mode (quote, claim_lattice_pointer, claim_lattice, ...). */
export type ModeCell = Readonly<Record<string, ModeArm>>;

export type RateMetric = "strictRate" | "hybridRate" | "ungroundedRate" | "formatCollapseRate" | "pointerLossRate" | "tooManyClaimsRate";
export type ShiftMetric = "verdictShiftPp" | "claimCountShiftPp";
export type MetricKey = RateMetric | ShiftMetric | "meanRatio";

export type MetricComparison = {
  /** Fractions; null for shift metrics and for anything not recorded. */
  baseline: number | null;
  treatment: number | null;
  /** Treatment - baseline in the metric's own unit: a share for rates, a ratio for mean ratio; null for shifts. */
  delta: number | null;
  /** delta x 100 for rates; for shift metrics the total variation distance in pp; null for mean ratio, which is not a share. */
  deltaPp: number | null;
  /** Newcombe hybrid-score 95% interval of the delta, in pp (rate metrics only). */
  ci95Pp: [number, number] | null;
  /** Fisher exact two-sided (rate metrics only). */
  pValue: number | null;
  n: { baseline: number; treatment: number };
  recorded: boolean;
};

export type ModeComparison = Record<MetricKey, MetricComparison>;

export type CellId = "baseline" | "cap_only" | "reminder_only" | "cap_reminder";
export type OptionId = "A" | "B" | "D";

export type Criterion = {
  metric: MetricKey;
  against: CellId;
  /** Treatment minus the reference cell, pp; null when not recorded in either. */
  deltaPp: number | null;
  /** deltaPp signed so that positive is the rule's direction. */
  favorablePp: number | null;
  meets: boolean;
};

export type Regression = { mode: string; metric: "strictRate" | "ungroundedRate"; against: CellId; deltaPp: number };

/** One mode's treatment compared with one reference cell. */
export type ReferenceComparison = { against: CellId; comparison: ModeComparison };

/** The cells one option compares; D's regressions are also checked against baseline when it was run. */
export type GateCells =
  | { option: "A" | "B"; baseline: ModeCell; treatment: ModeCell }
  | { option: "D"; capOnly: ModeCell; reminderOnly: ModeCell; both: ModeCell; baseline?: ModeCell };

export type GateResult = {
  mode: string;
  option: OptionId;
  verdict: "MET" | "NOT_MET";
  ruleMet: boolean;
  decidedBy: { metric: MetricKey; against: CellId; deltaPp: number; favorablePp: number } | null;
  criteria: Criterion[];
  worseThanSingle: Criterion[];
  /** Regressions in ANY mode: one anywhere means no mode is green. */
  regressions: Regression[];
  explanation: string;
};

/** A comparison with a run still being written: the numbers so far, and no verdict until both runs are complete. */
export type Interim = { running: Array<"baseline" | "treatment">; rows: { baseline: number; treatment: number }; note: string };

export type ComparisonGate = {
  thresholdPp: number;
  interim: Interim | null;
  option: OptionId | null;
  /** Why no per-mode gate was evaluated for this pair (null when it was). */
  optionNote: string | null;
  gates: Record<string, GateResult>;
  regressions: Regression[];
  recommendation: string;
};
