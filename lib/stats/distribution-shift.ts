export type Shares = Readonly<Record<string, number>>;

/** Total variation distance, 0.5 * sum |a - b| over the union of keys (missing key = 0), as a fraction. */
export function totalVariationDistance(sharesA: Shares, sharesB: Shares): number {
  let total = 0;
  for (const key of new Set([...Object.keys(sharesA), ...Object.keys(sharesB)])) {
    total += Math.abs((sharesA[key] ?? 0) - (sharesB[key] ?? 0));
  }
  return total / 2;
}

/** Counts to shares; null when there is nothing to share out. */
export function convertCountsToShares(counts: Shares): Record<string, number> | null {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  return Object.fromEntries(Object.entries(counts).map(([key, count]) => [key, count / total]));
}
