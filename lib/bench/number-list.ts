import { grownCapacity } from "./capacity";

/** Growable Float64 buffer: 8 bytes a value, so medians over a million rows stay small. */
export type NumberList = { values: Float64Array; length: number };

export function createNumberList(): NumberList {
  return { values: new Float64Array(64), length: 0 };
}

export function pushNumber(list: NumberList, value: number): void {
  if (list.length === list.values.length) {
    const grown = new Float64Array(grownCapacity(list.values.length, list.length + 1));
    grown.set(list.values);
    list.values = grown;
  }
  list.values[list.length] = value;
  list.length += 1;
}

/** The k-th smallest value (0-based), rearranging `values` in place: Hoare's selection, linear on average. */
function selectKth(values: Float64Array, k: number): number {
  let [lo, hi] = [0, values.length - 1];
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1] as number;
    let [i, j] = [lo, hi];
    while (i <= j) {
      while ((values[i] as number) < pivot) i += 1;
      while ((values[j] as number) > pivot) j -= 1;
      if (i <= j) {
        [values[i], values[j]] = [values[j] as number, values[i] as number];
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

export function medianOf(list: NumberList): number | null {
  if (list.length === 0) return null;
  const values = list.values.slice(0, list.length);
  const mid = Math.floor(values.length / 2);
  const upper = selectKth(values, mid);
  if (values.length % 2 === 1) return upper;
  let lower = -Infinity;
  for (let i = 0; i < mid; i += 1) lower = Math.max(lower, values[i] as number);
  return (lower + upper) / 2;
}
