export type ClaimCountBucket = "0" | "1-5" | "6-8" | "9-12" | "13+";

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

export type RateMetric =
  | "strictRate"
  | "hybridRate"
  | "ungroundedRate"
  | "formatCollapseRate"
  | "pointerLossRate"
  | "tooManyClaimsRate";
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
