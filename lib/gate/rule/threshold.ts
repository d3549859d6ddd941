/** The decision tree's signal floor (docs/decision-tree.md), in percentage points. */
export const DEFAULT_THRESHOLD_PP = 5;

/** Deltas are differences of floats: an exact -5.0pp may compute as -4.9999999999. */
const PP_EPSILON = 1e-9;

export function meetsThreshold(favorablePp: number, thresholdPp: number): boolean {
  return favorablePp >= thresholdPp - PP_EPSILON;
}

/** Threshold from a query value: a number in (0, 100]; anything else is refused, not clamped. */
export function parseThreshold(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return DEFAULT_THRESHOLD_PP;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 && parsed <= 100 ? parsed : null;
}
