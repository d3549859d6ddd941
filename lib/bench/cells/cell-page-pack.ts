import type { CellPage } from "./cell-query";
import type { CellView } from "./cell-view";
import type { RunPages } from "./run-pages";

type Column = keyof CellView;

/**
 * A page of cells as rows of values under one list of field names. A run page hands its first pages to the browser
 * inside the HTML; as objects, every cell repeated its sixteen field names, half of that payload.
 */
export type PackedCellPage = Omit<CellPage, "items"> & { columns: Column[]; rows: CellView[Column][][] };

export function packCellPage({ items, ...page }: CellPage): PackedCellPage {
  const columns = [...new Set(items.flatMap((item) => Object.keys(item) as Column[]))];
  return { ...page, columns, rows: items.map((item) => columns.map((column) => item[column])) };
}

/** The page as it was packed: a field a cell did not have (a question's digest) stays absent. */
export function unpackCellPage({ columns, rows, ...page }: PackedCellPage): CellPage {
  const items = rows.map((row) => Object.fromEntries(columns.flatMap((column, i) => (row[i] === undefined ? [] : [[column, row[i]]]))) as CellView);
  return { ...page, items };
}

export type PackedRunPages = Omit<RunPages, "drilldown" | "quantifier"> & { drilldown: PackedCellPage; quantifier: PackedCellPage };

/** Both tables' first pages; one page shared by both (the unfiltered default) stays one object, sent once. */
export function packRunPages({ drilldown, quantifier, ...rest }: RunPages): PackedRunPages {
  const packed = packCellPage(drilldown);
  return { ...rest, drilldown: packed, quantifier: quantifier === drilldown ? packed : packCellPage(quantifier) };
}
