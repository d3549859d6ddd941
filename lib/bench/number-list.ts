import { grownCapacity } from "./capacity";

/**
 * Growable Float64 buffer: 8 bytes a value, so medians over a million rows stay small. Lists appended whole (a range
 * read's, in a merge) are kept as chunks, not copied, until a median needs every value in one array; the values are
 * then in no particular order, which a median does not need.
 */
export type NumberList = { values: Float64Array; length: number; chunks: Float64Array[] };

export function createNumberList(): NumberList {
  return { values: new Float64Array(64), length: 0, chunks: [] };
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

/** The filled part only, so a transfer moves no spare capacity. */
export const trimNumbers = (list: NumberList): NumberList => ({ values: list.values.slice(0, list.length), length: list.length, chunks: list.chunks });

export function appendNumbers(list: NumberList, more: NumberList): void {
  list.chunks.push(...more.chunks, more.values.length === more.length ? more.values : more.values.slice(0, more.length));
}

/** Values held: the chunks' and the buffer's filled part. */
export const countNumbers = (list: NumberList): number => list.chunks.reduce((sum, chunk) => sum + chunk.length, list.length);

/** Bytes held: the chunks' and the whole buffer's. */
export const numberListBytes = (list: NumberList): number => list.chunks.reduce((sum, chunk) => sum + chunk.byteLength, list.values.byteLength);

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

/** Every value in one new array. */
export function allValues(list: NumberList): Float64Array {
  const values = new Float64Array(countNumbers(list));
  let at = 0;
  for (const chunk of list.chunks) {
    values.set(chunk, at);
    at += chunk.length;
  }
  values.set(list.values.subarray(0, list.length), at);
  return values;
}

export function medianOf(list: NumberList): number | null {
  const values = allValues(list);
  if (values.length === 0) return null;
  const mid = Math.floor(values.length / 2);
  const upper = selectKth(values, mid);
  if (values.length % 2 === 1) return upper;
  let lower = -Infinity;
  for (let i = 0; i < mid; i += 1) lower = Math.max(lower, values[i] as number);
  return (lower + upper) / 2;
}
