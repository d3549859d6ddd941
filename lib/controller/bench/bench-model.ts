/** Fixed parameters of the falsification-comparative bench (bench-formats.md §2). */
export const SOFTMAX_TEMPERATURE = 0.15;
export const SWITCH_WINDOW_STEPS = 1;
export const WRITTEN_DECIMALS = 6;
export const TOKEN_MODEL = {
  tokens_per_decision: 8,
  tokens_per_branch_step: 12,
  tokens_per_verification_step: 6,
} as const;

export type Clock = () => number;
export const performanceClock: Clock = () => performance.now();

/** Tokens per step: 8 + 12 x (active + dormant) + 6 x active. */
export function countStepTokens(active: number, dormant: number): number {
  return TOKEN_MODEL.tokens_per_decision + TOKEN_MODEL.tokens_per_branch_step * (active + dormant) + TOKEN_MODEL.tokens_per_verification_step * active;
}

/** Committed-step probability vector with its truth, kept at full precision for Brier and bins. */
export type ProbabilityRow = { step: number; truth: string; probabilities: ReadonlyMap<string, number> };

/** Multiclass Brier: mean over rows and branches of (p - outcome)^2; null without rows. */
export function computeBrier(rows: readonly ProbabilityRow[]): number | null {
  const errors = rows.flatMap((row) => [...row.probabilities].map(([branch, p]) => (p - (branch === row.truth ? 1 : 0)) ** 2));
  return errors.length === 0 ? null : errors.reduce((sum, error) => sum + error, 0) / errors.length;
}

const BIN_EDGES = [0.2, 0.4, 0.6, 0.8, 1.0];

/** 0.2-wide bins; p falls in the first bin whose upper edge is >= p ("0.0-0.2" holds 0.2). */
export function assignReliabilityBin(probability: number): string {
  const index = BIN_EDGES.findIndex((edge) => probability <= edge);
  const upper = index === -1 ? BIN_EDGES.length - 1 : index;
  return `${(upper * 0.2).toFixed(1)}-${((upper + 1) * 0.2).toFixed(1)}`;
}

/** Mean of the recorded values; null when none was recorded. */
export function computeMean(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0) / present.length;
}
