/**
 * Holm step-down adjusted p-values (Holm 1979): controls the family-wise error rate over all the
 * p-values given, with no assumption on how the tests depend on each other. Same order as input.
 */
export function adjustHolm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}
