import type { CellTable } from "../accumulate/cell-table";
import { queryCells, type CellPage } from "./cell-query";
import { readCellQuery } from "./cell-url";
import { listCellFacets, type CellFacets } from "./cell-view";

export type RunPages = { facets: CellFacets; drilldown: CellPage; quantifier: CellPage };

/** What a run page shows of its paged tables on first load, for the URL's query (server and local view alike). */
export function buildRunPages(table: CellTable, get: (name: string) => string | null): RunPages {
  return { facets: listCellFacets(table), drilldown: queryCells(table, readCellQuery(get, "")), quantifier: queryCells(table, readCellQuery(get, "qt.")) };
}

/** The unfiltered first pages, as one object: both tables start on it, and a page's payload then carries it once. */
export function buildDefaultRunPages(table: CellTable): RunPages {
  const first = queryCells(
    table,
    readCellQuery(() => null, ""),
  );
  return { facets: listCellFacets(table), drilldown: first, quantifier: first };
}
