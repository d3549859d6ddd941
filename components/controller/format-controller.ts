export function formatProbability(value: number | null | undefined, digits = 6): string {
  return value === null || value === undefined ? "—" : value.toFixed(digits);
}

export function formatDifference(stored: number | null, recomputed: number | null): string {
  if (stored === null || recomputed === null) return "—";
  const gap = Math.abs(stored - recomputed);
  return gap === 0 ? "0" : gap.toExponential(1);
}

export function formatYesNo(value: boolean | null): string {
  return value === null ? "n/a" : value ? "yes" : "no";
}

/** Fields beyond the schema (e.g. mean_switch_delay_steps) come through as unknown. */
export function readNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
