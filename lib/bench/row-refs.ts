import { VERDICTS, type QaRow } from "./schema";
import { F } from "./cell-columns";

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

function growRowRefs(refs: RowRefs): RowRefs {
  const grown = createRowRefs(refs.offset.length * 2);
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

/** Records where the row sits and links it after its cell's last row (the cell's ints start at `cellAt`). */
export function appendRowRef(rowRefs: RowRefs, ints: Int32Array, cellAt: number, row: QaRow, place: RowPlace): RowRefs {
  const refs = rowRefs.length === rowRefs.offset.length ? growRowRefs(rowRefs) : rowRefs;
  const id = refs.length;
  refs.offset[id] = place.offset;
  refs.bytes[id] = place.bytes;
  refs.line[id] = place.line;
  refs.sample[id] = row.sample;
  refs.verdict[id] = VERDICTS.indexOf(row.audit_mode);
  refs.next[id] = -1;
  refs.length += 1;
  const tail = ints[cellAt + F.rowTail] as number;
  if (tail === -1) ints[cellAt + F.rowHead] = id;
  else refs.next[tail] = id;
  ints[cellAt + F.rowTail] = id;
  return refs;
}
