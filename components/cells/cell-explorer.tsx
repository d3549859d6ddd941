"use client";

import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import { getCoreRowModel, useReactTable, type SortingState, type Updater } from "@tanstack/react-table";
import { unpackCellPage, type PackedCellPage } from "@/lib/bench/cells/cell-page-pack";
import type { CellFacets, CellView } from "@/lib/bench/cells/cell-view";
import { readCellQuery, writeCellQuery, type CellQueryChange } from "@/lib/bench/cells/cell-url";
import { CELL_SORTS, type CellSort } from "@/lib/bench/cells/cell-params";
import { useUrlSearchFrom, writeUrlParams } from "../use-url-state";
import { DataTable } from "../data-table/data-table";
import { buildCellColumns, type CellColumnSet } from "./cell-columns";
import { CellFilters } from "./cell-filters";
import { CellPager } from "./cell-pager";
import { CellExportLinks } from "./cell-export-links";
import { useCellSource } from "./cell-source-context";
import { useCellPage } from "./use-cell-page";

// A question's rows load with their panel, only once one is opened.
const CellRowsPanel = dynamic(() => import("./cell-rows-panel").then((m) => m.CellRowsPanel), { loading: () => <p className="muted small">loading rows…</p> });

/** `serverSearch`: the query `initialPage` was built for ("" when the page may come from the page cache). */
type Props = {
  facets: CellFacets;
  initialPage: PackedCellPage | null;
  serverSearch?: string;
  columns: CellColumnSet;
  prefix?: string;
  refresh?: number;
  caption: string;
};

const FILTERS = { drilldown: ["mode", "verdict", "kind", "intensity"], quantifier: ["mode", "intensity", "scope"] } as const;
const isSort = (id: string): id is CellSort => (CELL_SORTS as readonly string[]).includes(id);

/** One page of (question, mode) cells at a time, filtered and sorted by the server; its whole state is in the URL. */
export function CellExplorer({ facets, initialPage, serverSearch = "", columns, prefix = "", refresh = 0, caption }: Props) {
  const source = useCellSource();
  const search = useUrlSearchFrom(serverSearch);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => readCellQuery((name) => params.get(name), prefix), [params, prefix]);
  const selectedText = params.get(`${prefix}question`);
  const selectedSha = params.get(`${prefix}questionSha256`) ?? undefined;
  const unpacked = useMemo(() => (initialPage ? unpackCellPage(initialPage) : null), [initialPage]);
  const { page, loading, error } = useCellPage(source, query, unpacked, refresh);

  const change = useCallback(
    (next: CellQueryChange) => writeUrlParams(writeCellQuery({ ...next, size: next.size ?? query.limit }, prefix), next.page ? "push" : "replace"),
    [prefix, query.limit],
  );
  // Counts the user's opens, so the panel takes focus for a click or Enter but not for a question already in a loaded URL.
  const [opens, setOpens] = useState(0);
  // The row pressed, so the panel opens under it (a question has a row per mode); a loaded URL opens under its first row.
  const [pressed, setPressed] = useState<string | null>(null);
  const open = useCallback(
    (cell: CellView) => {
      setOpens((count) => count + 1);
      setPressed(`${cell.question}\u0000${cell.mode}`);
      writeUrlParams({ [`${prefix}question`]: cell.question, [`${prefix}questionSha256`]: cell.questionSha256 ?? null }, "push");
    },
    [prefix],
  );
  const sorting = useMemo<SortingState>(() => (query.sort ? [{ id: query.sort, desc: query.dir === "desc" }] : []), [query.sort, query.dir]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
      change(first && isSort(first.id) ? { sort: first.id, dir: first.desc ? "desc" : "asc" } : { sort: undefined });
    },
    [change, sorting],
  );
  const testPrefix = prefix.replace(/\W/g, "-");
  const tableColumns = useMemo(() => buildCellColumns(columns, open, testPrefix), [columns, open, testPrefix]);
  const table = useReactTable({
    data: page?.items ?? [],
    columns: tableColumns,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    rowCount: page?.total ?? 0,
    getCoreRowModel: getCoreRowModel(),
  });
  const close = () => writeUrlParams({ [`${prefix}question`]: null, [`${prefix}questionSha256`]: null });
  const panel = selectedText ? (
    <CellRowsPanel
      key={selectedSha ?? selectedText}
      selected={{ question: selectedText, questionSha256: selectedSha }}
      modes={facets.modes}
      focusRequest={opens}
      onClose={close}
    />
  ) : null;
  const items = page?.items ?? [];
  const anchor =
    items.find((cell) => `${cell.question}\u0000${cell.mode}` === pressed && cell.question === selectedText) ??
    items.find((cell) => cell.question === selectedText);
  return (
    <div data-testid={`${testPrefix}cell-explorer`} aria-busy={loading}>
      <CellFilters facets={facets} query={query} onChange={change} filters={FILTERS[columns]} testPrefix={testPrefix} />
      <div className="row" style={{ justifyContent: "space-between" }}>
        <CellPager
          offset={query.offset}
          shownOffset={page?.offset ?? query.offset}
          limit={query.limit}
          total={page?.total ?? 0}
          shown={page?.items.length ?? 0}
          loading={loading}
          onPage={(next) => change({ ...query, page: next })}
          onSize={(size) => change({ ...query, size })}
          testPrefix={testPrefix}
        />
        <CellExportLinks query={query} testPrefix={testPrefix} />
      </div>
      {error ? (
        <p className="banner bad" role="alert">
          Could not load this page: {error}
        </p>
      ) : null}
      <div className="table-wrap">
        <DataTable
          table={table}
          className="cells-table"
          testId={`${testPrefix}question-table`}
          rowTestId={`${testPrefix}question-row`}
          caption={caption}
          renderDetail={(cell) => (cell === anchor ? panel : null)}
        />
        {page && page.total === 0 ? (
          <p className="muted small" data-testid={`${testPrefix}no-match`}>
            No rows match these filters.
          </p>
        ) : null}
      </div>
      {anchor === undefined ? panel : null}
    </div>
  );
}
