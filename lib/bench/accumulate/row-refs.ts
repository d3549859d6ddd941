import { F } from "./cell-columns";
import { grownCapacity } from "./capacity";

/** Where each accepted row sits in the file, so one cell's rows can be read back without holding them. */
export type RowRefs = {
  offset: Float64Array;
  bytes: Int32Array;
  line: Int32Array;
  sample: Float64Array;
  verdict: Uint8Array;
  /** The next row of the same cell, or -1: each cell's rows form a list in file order. */
  next: Int32Array;
  length: number;
};

export function createRowRefs(capacity: number): RowRefs {
  return {
    offset: new Float64Array(capacity),
    bytes: new Int32Array(capacity),
    line: new Int32Array(capacity),
    sample: new Float64Array(capacity),
    verdict: new Uint8Array(capacity),
    next: new Int32Array(capacity),
    length: 0,
  };
}

function growRowRefs(refs: RowRefs, capacity = grownCapacity(refs.offset.length, refs.length + 1)): RowRefs {
  const grown = createRowRefs(capacity);
  grown.offset.set(refs.offset);
  grown.bytes.set(refs.bytes);
  grown.line.set(refs.line);
  grown.sample.set(refs.sample);
  grown.verdict.set(refs.verdict);
  grown.next.set(refs.next);
  grown.length = refs.length;
  return grown;
}

export type RowPlace = { line: number; offset: number; bytes: number };

/**
 * Records where the row sits, its sample and verdict (index in VERDICTS), and links it after its cell's last row (the
 * cell's ints start at `cellAt`).
 */
export function appendRowRef(rowRefs: RowRefs, ints: Int32Array, cellAt: number, sample: number, verdict: number, place: RowPlace): RowRefs {
  const refs = rowRefs.length === rowRefs.offset.length ? growRowRefs(rowRefs) : rowRefs;
  const id = refs.length;
  refs.offset[id] = place.offset;
  refs.bytes[id] = place.bytes;
  refs.line[id] = place.line;
  refs.sample[id] = sample;
  refs.verdict[id] = verdict;
  refs.next[id] = -1;
  refs.length += 1;
  const tail = ints[cellAt + F.rowTail] as number;
  if (tail === -1) ints[cellAt + F.rowHead] = id;
  else refs.next[tail] = id;
  ints[cellAt + F.rowTail] = id;
  return refs;
}

/** The filled part only, so a transfer moves no spare capacity. */
export function trimRowRefs(refs: RowRefs): RowRefs {
  const part = <T extends Float64Array | Int32Array | Uint8Array>(array: T) => array.slice(0, refs.length) as T;
  return {
    offset: part(refs.offset),
    bytes: part(refs.bytes),
    line: part(refs.line),
    sample: part(refs.sample),
    verdict: part(refs.verdict),
    next: part(refs.next),
    length: refs.length,
  };
}

/** Appends a later range's references: its lines follow `lineOffset` lines, its row ids follow this table's. */
export function appendRowRefs(target: RowRefs, source: RowRefs, lineOffset: number): RowRefs {
  const base = target.length;
  const needed = base + source.length;
  const refs = needed > target.offset.length ? growRowRefs(target, grownCapacity(target.offset.length, needed)) : target;
  refs.offset.set(source.offset.subarray(0, source.length), base);
  refs.bytes.set(source.bytes.subarray(0, source.length), base);
  refs.sample.set(source.sample.subarray(0, source.length), base);
  refs.verdict.set(source.verdict.subarray(0, source.length), base);
  for (let i = 0; i < source.length; i += 1) {
    refs.line[base + i] = (source.line[i] as number) + lineOffset;
    const next = source.next[i] as number;
    refs.next[base + i] = next === -1 ? -1 : next + base;
  }
  refs.length = needed;
  return refs;
}
