/** P(X ≥ count) for X ~ Binomial(n, p), summed in log space. */
function upperTail(count: number, n: number, p: number): number {
  if (count <= 0) return 1;
  let logChoose = 0;
  let total = 0;
  for (let k = 0; k <= n; k += 1) {
    if (k > 0) logChoose += Math.log(n - k + 1) - Math.log(k);
    if (k >= count) total += Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log1p(-p));
  }
  return Math.min(1, total);
}

/**
 * Whether `count` of `n` seeded benches is consistent with a share of at most `goal`: it fails only when a one-sided
 * binomial test at 5% says the true share is above the goal, so a test asserts the goal, not a tally.
 */
export function isAtMost(count: number, n: number, goal: number): boolean {
  return upperTail(count, n, goal) >= 0.05;
}

/** Whether `count` of `n` is consistent with a share of at least `goal` (the mirror of isAtMost). */
export function isAtLeast(count: number, n: number, goal: number): boolean {
  return upperTail(n - count, n, 1 - goal) >= 0.05;
}
