/** Arithmetic mean; null for no values so "not recorded" never reads as 0. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let total = 0;
  for (const value of values) total += value;
  return total / values.length;
}

/** Median (average of the middle pair for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return quantileSorted([...values].sort((a, b) => a - b), 0.5);
}

/** Quantile of ascending values by linear interpolation (Hyndman & Fan 1996 type 7, R's default). */
export function quantileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("quantileSorted needs at least one value");
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be in [0, 1], got ${p}`);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? Number.NaN;
  return lower + (upper - lower) * (position - below);
}
