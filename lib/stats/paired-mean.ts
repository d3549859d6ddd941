import tCdf from "@stdlib/stats-base-dists-t-cdf";
import tQuantile from "@stdlib/stats-base-dists-t-quantile";

/** The mean of per-question differences with its standard error; the unit of every paired test here. */
export type PairedMean = { n: number; mean: number; se: number; df: number };

/**
 * Mean and standard error of `differences`; null below two. `minVariance` floors the variance of one
 * difference: a count that never moved has no spread, yet that does not make its mean exact.
 */
export function summarizeDifferences(differences: readonly number[], minVariance = 0): PairedMean | null {
  const n = differences.length;
  if (n < 2) return null;
  let sum = 0;
  for (const value of differences) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of differences) squares += (value - mean) ** 2;
  const variance = Math.max(minVariance, squares / (n - 1));
  return { n, mean, se: Math.sqrt(variance / n), df: n - 1 };
}

/** Student t quantile; at or above 1e6 degrees of freedom the normal one. */
export function tCritical(probability: number, df: number): number {
  return tQuantile(probability, Math.min(df, 1e6));
}

/** One-sided bound at `confidence`: the mean is at most this (side +1) or at least this (side −1). */
export function boundMean(summary: PairedMean, confidence: number, side: 1 | -1): number {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  return summary.mean + side * tCritical(confidence, summary.df) * summary.se;
}

/** One-sided p of "the mean is zero" against "the mean lies in `direction`". */
export function testMeanOneSided(summary: PairedMean, direction: 1 | -1): number {
  if (summary.se === 0) return summary.mean * direction > 0 ? 0 : 1;
  return 1 - tCdf((summary.mean * direction) / summary.se, Math.min(summary.df, 1e6));
}
