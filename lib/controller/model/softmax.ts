/** Softmax of scores at a temperature, keyed in sorted id order (the bench's probability vector). */
export function computeSoftmax(scores: ReadonlyMap<string, number>, temperature: number): Map<string, number> {
  const ids = [...scores.keys()].sort();
  const scaled = ids.map((id) => (scores.get(id) ?? 0) / temperature);
  const top = Math.max(...scaled);
  const exps = scaled.map((value) => Math.exp(value - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return new Map(ids.map((id, index) => [id, (exps[index] ?? 0) / total]));
}

/** Round half away from zero on the exact decimal expansion, to a fixed number of decimals. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
