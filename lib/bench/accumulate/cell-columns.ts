import { CLAIM_COUNT_BUCKETS } from "../rows/claim-buckets";
import { grownCapacity } from "./capacity";

/**
 * A cell's integer fields, one row of CELL_STRIDE ints per cell in one Int32Array: a run of 333,000 cells costs a few
 * tens of MB instead of an object graph per cell (a record, its verdicts, buckets, bitmap and kinds map took ~900 bytes).
 */
export const F = {
  question: 0,
  mode: 1,
  rows: 2,
  /** The three verdict counts, in VERDICTS order (a row adds to F.strict + its verdict's index). */
  strict: 3,
  hybrid: 4,
  ungrounded: 5,
  kindsRecorded: 6,
  formatRecorded: 7,
  formatCollapsed: 8,
  sampleCount: 9,
  /** Samples 0 to 30 as bits; larger sample numbers are kept in a set beside the table. */
  sampleBits: 10,
  /** "Last value recorded" fields as codes: NOT_RECORDED, RECORDED_NULL, or an index (a cap's value is in `sums`). */
  intensity: 11,
  scope: 12,
  cap: 13,
  token: 14,
  /** The cell's violation kinds: head of its list in the kind nodes, and how many distinct kinds. */
  kindHead: 15,
  kindCount: 16,
  /** The cell's rows in the row references, first and last (linked in file order). */
  rowHead: 17,
  rowTail: 18,
  buckets: 19,
} as const;
export const CELL_STRIDE = F.buckets + CLAIM_COUNT_BUCKETS.length;
export const VERDICT_FIELD = { STRICT: F.strict, HYBRID: F.hybrid, UNGROUNDED: F.ungrounded } as const;
export const SUM = { ratio: 0, latency: 1, cap: 2 } as const;
export const SUM_STRIDE = 3;
export const [NOT_RECORDED, RECORDED_NULL] = [-1, -2];
export const BITMAP_SAMPLES = 31;

export function growInts(from: Int32Array, size: number, fill = 0): Int32Array {
  const grown = new Int32Array(size);
  if (fill !== 0) grown.fill(fill, from.length);
  grown.set(from);
  return grown;
}

export function growFloats(from: Float64Array, size: number): Float64Array {
  const grown = new Float64Array(size);
  grown.set(from);
  return grown;
}

/** Violation-kind counts of all cells as linked nodes: per cell a short list, kinds named by id. */
export type KindNodes = { names: NameTable; next: Int32Array; kind: Int32Array; count: Int32Array; length: number };

export function createKindNodes(): KindNodes {
  return { names: createNameTable(), next: new Int32Array(256), kind: new Int32Array(256), count: new Int32Array(256), length: 0 };
}

/**
 * Adds `by` to `kind` in the list starting at `head`; returns the list's head, which changes only when the kind is new
 * (a new kind goes first), so the caller learns both from one number without an object per call.
 */
export function countKind(nodes: KindNodes, head: number, kind: number, by = 1): number {
  for (let node = head; node !== -1; node = nodes.next[node] as number) {
    if (nodes.kind[node] === kind) {
      nodes.count[node] = (nodes.count[node] as number) + by;
      return head;
    }
  }
  if (nodes.length === nodes.next.length) {
    const size = grownCapacity(nodes.length, nodes.length + 1);
    [nodes.next, nodes.kind, nodes.count] = [growInts(nodes.next, size), growInts(nodes.kind, size), growInts(nodes.count, size)];
  }
  const node = nodes.length;
  nodes.next[node] = head;
  nodes.kind[node] = kind;
  nodes.count[node] = by;
  nodes.length += 1;
  return node;
}

/** Names that repeat across cells (matched tokens), stored once. */
export type NameTable = { names: string[]; ids: Map<string, number> };

export const createNameTable = (): NameTable => ({ names: [], ids: new Map() });

export function nameIdOf(table: NameTable, name: string): number {
  let id = table.ids.get(name);
  if (id === undefined) {
    id = table.names.push(name) - 1;
    table.ids.set(name, id);
  }
  return id;
}
