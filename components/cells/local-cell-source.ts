import { queryCells, selectCellIdsCached } from "@/lib/bench/cells/cell-query";
import { readCellRows } from "@/lib/bench/cells/cell-rows";
import { exportCells } from "@/lib/bench/export/cell-export";
import type { LocalRun } from "@/lib/bench/local/read-local-file";
import type { CellSource } from "./cell-source";

/** Pages and rows of a file read in this tab: the same queries as the server, rows sliced back out of the File. */
export function localCellSource(run: LocalRun, file: Blob): CellSource {
  const table = run.acc.table;
  return {
    fetchPage: async (query) => queryCells(table, query),
    fetchRows: (query) => readCellRows(async (offset, bytes) => new Uint8Array(await file.slice(offset, offset + bytes).arrayBuffer()), table, query),
    exportTarget: (query, format) => ({
      name: `${run.summary.runId}.questions.${format}`,
      blob: async () =>
        new Blob([...exportCells(table, selectCellIdsCached(table, query), format)], { type: format === "csv" ? "text/csv" : "application/json" }),
    }),
  };
}
