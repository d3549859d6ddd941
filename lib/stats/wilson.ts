/** The normal quantile at 1 - ALPHA / 2, written out: every 95% interval uses this exact value. */
export const Z95 = 1.959963984540054;

/** Wilson score interval for a binomial proportion; null when nothing was observed. */
export function wilsonInterval(successes: number, n: number, z = Z95): [number, number] | null {
  if (n === 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
