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
  for (const part of partsOf(list)) {
    values.set(part, at);
    at += part.length;
  }
  return values;
}

const partsOf = (list: NumberList): Float64Array[] => [...list.chunks, list.values.subarray(0, list.length)];

const BUCKET_BITS = 16;

/**
 * The top bits of a double's order-preserving key (its bits, all flipped when negative, else with the sign set), read
 * from the high word: buckets in value order, so a median is found in the one bucket that holds its rank.
 */
const bucketOf = (high: number) => ((high & 0x80000000) !== 0 ? ~high : high | 0x80000000) >>> (32 - BUCKET_BITS);

/** `values[i]`'s high word is `words[2i + 1]`: Float64Arrays are little-endian on every platform Node runs on. */
const highWords = (values: Float64Array) => new Uint32Array(values.buffer, values.byteOffset, values.length * 2);

/** The values in the bucket that holds rank `rank` (0-based), and that rank's index among them; the parts are not changed. */
function bucketAtRank(parts: Float64Array[], counts: Uint32Array, rank: number): { members: Float64Array; index: number } {
  let [bucket, below] = [0, 0];
  while (below + (counts[bucket] as number) <= rank) below += counts[bucket++] as number;
  const members = new Float64Array(counts[bucket] as number);
  let at = 0;
  for (const part of parts) {
    const words = highWords(part);
    for (let i = 0; i < part.length; i += 1) if (bucketOf(words[2 * i + 1] as number) === bucket) members[at++] = part[i] as number;
  }
  return { members, index: rank - below };
}

const maxOf = (values: Float64Array, end: number) => {
  let max = -Infinity;
  for (let i = 0; i < end; i += 1) max = Math.max(max, values[i] as number);
  return max;
};

/**
 * The median without copying or sorting the list: one pass counts the values per bucket of their leading bits, a second
 * selects within the bucket that holds the middle rank. On 1M rows this took a third of the time that selecting over a
 * copy of every value did.
 */
export function medianOf(list: NumberList): number | null {
  const parts = partsOf(list);
  const count = countNumbers(list);
  if (count === 0) return null;
  const counts = new Uint32Array(1 << BUCKET_BITS);
  for (const part of parts) {
    const words = highWords(part);
    for (let i = 0; i < part.length; i += 1) {
      const bucket = bucketOf(words[2 * i + 1] as number);
      counts[bucket] = (counts[bucket] as number) + 1;
    }
  }
  const mid = Math.floor(count / 2);
  const { members, index } = bucketAtRank(parts, counts, mid);
  const upper = selectKth(members, index);
  if (count % 2 === 1) return upper;
  // Selection leaves the values below rank `index` before it; rank mid - 1 is their largest, or the previous bucket's.
  if (index > 0) return (maxOf(members, index) + upper) / 2;
  const previous = bucketAtRank(parts, counts, mid - 1).members;
  return (maxOf(previous, previous.length) + upper) / 2;
}
