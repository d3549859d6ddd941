import type { CellTable } from "../accumulate/cell-table";
import type { WideSamples } from "../accumulate/wide-samples";
import { CELL_STRIDE, SUM_STRIDE } from "../accumulate/cell-columns";

/**
 * A range's cells as the table's own columns cut to size: a worker hands over thousands of cells as a few typed
 * arrays. Kind and token ids index the range's name lists; row ids and list heads are the range's own.
 */
export type PackedTable = {
  count: number;
  ints: Int32Array;
  sums: Float64Array;
  kindNames: string[];
  kindNext: Int32Array;
  kindId: Int32Array;
  kindCount: Int32Array;
  tokenNames: string[];
  wideSamples: [number, WideSamples][];
};

export function packTable(table: CellTable): PackedTable {
  const { kinds } = table;
  return {
    count: table.cellCount,
    ints: table.ints.slice(0, table.cellCount * CELL_STRIDE),
    sums: table.sums.slice(0, table.cellCount * SUM_STRIDE),
    kindNames: kinds.names.names,
    kindNext: kinds.next.slice(0, kinds.length),
    kindId: kinds.kind.slice(0, kinds.length),
    kindCount: kinds.count.slice(0, kinds.length),
    tokenNames: table.tokens.names,
    wideSamples: table.wideSamples.flatMap((samples, cell) => (samples ? [[cell, samples] as [number, WideSamples]] : [])),
  };
}

export function transferablesOfTable(packed: PackedTable): ArrayBuffer[] {
  return [packed.ints, packed.sums, packed.kindNext, packed.kindId, packed.kindCount].map((array) => array.buffer as ArrayBuffer);
}
