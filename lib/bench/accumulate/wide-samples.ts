/**
 * Sample numbers past a cell's 31-bit bitmap, for the cells that have them (a bench of thousands of samples per
 * question): a bitmap of one bit per sample up to 65,535, growing as needed, and a set for any beyond it.
 */
export type WideSamples = { bits: Uint8Array; beyond: Set<number> | null };

/** Each cell's entry by cell id (holes for cells without one): a lookup per row costs an index, not a hash. */
export type WideSampleIndex = (WideSamples | undefined)[];

const BITMAP_LIMIT = 1 << 16;

/**
 * An empty index already holey and holding objects: V8 never turns an array back to a narrower elements kind, so the
 * code it optimized for one read's index (which became holey with its first entry) also fits the next read's.
 */
export function createWideSampleIndex(): WideSampleIndex {
  const index = new Array<WideSamples | undefined>(1);
  index[0] = undefined;
  index.length = 0;
  return index;
}

function growBits(bits: Uint8Array, bytes: number): Uint8Array {
  if (bytes <= bits.length) return bits;
  const grown = new Uint8Array(Math.max(bytes, bits.length * 2));
  grown.set(bits);
  return grown;
}

/** Remembers `sample` in the cell's entry; returns whether the cell had it already. */
export function addWideSample(index: WideSampleIndex, cell: number, sample: number): boolean {
  let entry = index[cell];
  if (entry === undefined) index[cell] = entry = { bits: new Uint8Array(8), beyond: null };
  if (sample >= BITMAP_LIMIT) {
    entry.beyond ??= new Set();
    if (entry.beyond.has(sample)) return true;
    entry.beyond.add(sample);
    return false;
  }
  const byte = sample >> 3;
  const bit = 1 << (sample & 7);
  if (byte >= entry.bits.length) entry.bits = growBits(entry.bits, byte + 1);
  const bits = entry.bits[byte] as number;
  entry.bits[byte] = bits | bit;
  return (bits & bit) !== 0;
}

/** Adds a later range's samples of one cell; false when the two share one (the merge must then be refused). */
export function mergeWideSamples(index: WideSampleIndex, cell: number, source: WideSamples): boolean {
  const entry = index[cell] ?? { bits: new Uint8Array(8), beyond: null };
  index[cell] = entry;
  entry.bits = growBits(entry.bits, source.bits.length);
  for (let i = 0; i < source.bits.length; i += 1) {
    if (((entry.bits[i] as number) & (source.bits[i] as number)) !== 0) return false;
    entry.bits[i] = (entry.bits[i] as number) | (source.bits[i] as number);
  }
  for (const sample of source.beyond ?? []) {
    entry.beyond ??= new Set();
    if (entry.beyond.has(sample)) return false;
    entry.beyond.add(sample);
  }
  return true;
}

export const wideSampleBytes = (entry: WideSamples) => entry.bits.byteLength + (entry.beyond?.size ?? 0) * 40;
