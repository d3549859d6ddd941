import tCdf from "@stdlib/stats-base-dists-t-cdf";
import tQuantile from "@stdlib/stats-base-dists-t-quantile";

export type PairedT = { n: number; mean: number; sd: number; se: number; pValue: number; ci: [number, number]; level: number };

/**
 * One-sample t over per-cluster differences (here: one difference per question), two-sided p and
 * interval at `level`. The differences of two arms that ask the same questions are symmetric under
 * "no effect", which keeps t calibrated at few clusters. Null below two clusters. `minVariance` is a
 * floor on the variance of one difference: a count that never moved (0 of 27 in both arms) has no
 * spread, yet it does not rule a move out. With zero spread and no floor the interval is the point.
 */
export function pairedT(differences: readonly number[], level: number, minVariance = 0): PairedT | null {
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be in (0, 1), got ${level}`);
  const n = differences.length;
  if (n < 2) return null;
  const mean = differences.reduce((sum, value) => sum + value, 0) / n;
  const variance = Math.max(minVariance, differences.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1));
  const sd = Math.sqrt(variance);
  const se = sd / Math.sqrt(n);
  if (se === 0) return { n, mean, sd, se, pValue: mean === 0 ? 1 : 0, ci: [mean, mean], level };
  const t = mean / se;
  const pValue = Math.min(1, 2 * tCdf(-Math.abs(t), n - 1));
  const half = tQuantile(1 - (1 - level) / 2, n - 1) * se;
  return { n, mean, sd, se, pValue, ci: [mean - half, mean + half], level };
}
