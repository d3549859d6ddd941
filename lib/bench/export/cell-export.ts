import type { CellTable } from "../accumulate/cell-table";
import { cellAt } from "../cells/cell-record";
import { toCellView } from "../cells/cell-view";
import { flattenCell, QUESTION_COLUMNS, toCsvLine, toJsonRecord } from "./export-tables";

export type ExportFormat = "csv" | "json";
export const CELLS_PER_CHUNK = 1000;

export const exportHead = (format: ExportFormat) => (format === "csv" ? toCsvLine(QUESTION_COLUMNS) : "[");
export const exportTail = (format: ExportFormat) => (format === "json" ? "\n]\n" : "");

/** The export's text for the selected cells at positions [start, end) of `ids`. */
export function exportCellRange(table: CellTable, ids: Int32Array, start: number, end: number, format: ExportFormat): string {
  const parts: string[] = [];
  for (let i = start; i < Math.min(ids.length, end); i += 1) {
    const row = flattenCell(toCellView(table, cellAt(table, ids[i] as number)));
    parts.push(format === "csv" ? toCsvLine(row) : `${i === 0 ? "" : ","}\n${JSON.stringify(toJsonRecord(QUESTION_COLUMNS, row))}`);
  }
  return parts.join("");
}

/**
 * The selected cells as CSV or a JSON array, a chunk of cells at a time, so an export of every page of a large run
 * is written as it is read, never held whole.
 */
export function* exportCells(table: CellTable, ids: Int32Array, format: ExportFormat): Generator<string> {
  yield exportHead(format);
  for (let start = 0; start < ids.length; start += CELLS_PER_CHUNK) yield exportCellRange(table, ids, start, start + CELLS_PER_CHUNK, format);
  const tail = exportTail(format);
  if (tail !== "") yield tail;
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
