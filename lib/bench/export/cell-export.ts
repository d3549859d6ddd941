import type { CellTable } from "../accumulate/cell-table";
import { cellAt } from "../cells/cell-record";
import { toCellView } from "../cells/cell-view";
import { flattenCell, QUESTION_COLUMNS, toCsvLine, toJsonRecord } from "./export-tables";

export type ExportFormat = "csv" | "json";
const CELLS_PER_CHUNK = 1000;

/**
 * The selected cells as CSV or a JSON array, a chunk of cells at a time, so an export of every page of a large run
 * is written as it is read, never held whole.
 */
export function* exportCells(table: CellTable, ids: Int32Array, format: ExportFormat): Generator<string> {
  yield format === "csv" ? toCsvLine(QUESTION_COLUMNS) : "[";
  for (let start = 0; start < ids.length; start += CELLS_PER_CHUNK) {
    const parts: string[] = [];
    for (let i = start; i < Math.min(ids.length, start + CELLS_PER_CHUNK); i += 1) {
      const row = flattenCell(toCellView(table, cellAt(table, ids[i] as number)));
      parts.push(format === "csv" ? toCsvLine(row) : `${i === 0 ? "" : ","}\n${JSON.stringify(toJsonRecord(QUESTION_COLUMNS, row))}`);
    }
    yield parts.join("");
  }
  if (format === "json") yield "\n]\n";
}

/** Every cell as one JSON line, in file order: the `summarize --questions` output for a file of any size. */
export function* exportCellLines(table: CellTable): Generator<string> {
  for (let start = 0; start < table.cellCount; start += CELLS_PER_CHUNK) {
    const parts: string[] = [];
    const end = Math.min(table.cellCount, start + CELLS_PER_CHUNK);
    for (let id = start; id < end; id += 1) parts.push(`${JSON.stringify(toCellView(table, cellAt(table, id)))}\n`);
    yield parts.join("");
  }
}
