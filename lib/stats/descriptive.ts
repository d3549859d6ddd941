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
