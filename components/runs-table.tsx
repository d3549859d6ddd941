"use client";

import Link from "next/link";
import { useMemo } from "react";
import { createColumnHelper, getCoreRowModel, useReactTable, type OnChangeFn, type SortingState } from "@tanstack/react-table";
import { useUrlSearch, writeUrlParams } from "./use-url-state";
import type { RunIndexRow } from "@/lib/bench/runs/run-index";
import type { CompareChoice, RunsPage } from "@/lib/bench/runs/run-index-query";
import { pickRunIndexParams } from "@/lib/bench/runs/run-index-params";
import { RunsPager } from "./runs-pager";
import { useRunsPage } from "./use-runs-page";
import { PolicyFlags, ProvenanceBadge } from "./provenance-badge";
import { CompareSelection } from "./compare-selection";
import { DataTable, useUrlSorting } from "./data-table/data-table";
import { LiveBadge } from "./live/live-badge";

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
const describeIssues = (errors: number, warnings: number) =>
  [errors > 0 ? count(errors, "error") : "", warnings > 0 ? count(warnings, "warning") : ""].filter(Boolean).join(" · ");

const column = createColumnHelper<RunIndexRow>();
const columns = [
  column.accessor("runId", {
    header: "Run",
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        <Link href={`/runs/${encodeURIComponent(info.getValue())}`} className="mono nowrap" data-testid="run-link">
          {info.getValue()}
        </Link>
        <LiveBadge live={info.row.original.live} detail />
      </>
    ),
  }),
  column.accessor("kind", { header: "Kind" }),
  column.accessor((row) => row.title ?? "", { id: "title", header: "Title" }),
  column.accessor("provenance", { header: "Provenance", cell: (info) => <ProvenanceBadge provenance={info.getValue()} /> }),
  column.accessor((row) => JSON.stringify(row.policy), {
    id: "policy",
    header: "Policy (non-default)",
    cell: (info) => (info.row.original.kind === "controller" ? <span className="muted">—</span> : <PolicyFlags policy={info.row.original.policy} />),
  }),
  column.accessor("rows", { header: "Rows", meta: { num: true } }),
  column.accessor((row) => row.modes.join(", "), { id: "modes", header: "Modes / policies" }),
  column.accessor("questions", { header: "Questions", meta: { num: true } }),
  column.accessor((row) => row.dataQuality.errors * 1e6 + row.dataQuality.warnings, {
    id: "quality",
    header: "Data quality",
    cell: (info) => {
      const { errors, warnings } = info.row.original.dataQuality;
      if (errors === 0 && warnings === 0) return <span className="muted small">clean</span>;
      return <span className={`badge ${errors > 0 ? "bad" : "unknown"}`}>{describeIssues(errors, warnings)}</span>;
    },
  }),
];

function describeFilter(text: string, kind: string): string {
  return [text ? `the filter “${text}”` : "", kind ? `kind ${kind}` : ""].filter(Boolean).join(" with ");
}

type Props = { initial: RunsPage; initialKey: string; compareChoices: CompareChoice[] };

/** One page of runs; filter, sort and page live in the URL and apply to every run on the server. */
export function RunsTable({ initial, initialKey, compareChoices }: Props) {
  const search = useUrlSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const { page, loading, error } = useRunsPage(
    pickRunIndexParams((name) => params.get(name)),
    initial,
    initialKey,
  );
  const [sorting] = useUrlSorting("sort");
  const filter = params.get("q") ?? "";
  const kind = params.get("kind") ?? "";
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const first = (typeof updater === "function" ? updater(sorting) : updater)[0];
    writeUrlParams({ sort: first ? `${first.id}.${first.desc ? "desc" : "asc"}` : null, page: null });
  };
  const table = useReactTable({
    data: page.runs,
    columns,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: page.matched,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div aria-busy={loading}>
      <div className="row" style={{ marginBottom: "0.75rem" }}>
        <label>
          <span className="sr-only">Filter runs</span>
          <input
            type="search"
            placeholder="Filter runs…"
            value={filter}
            onChange={(e) => writeUrlParams({ q: e.target.value || null, page: null })}
            data-testid="runs-filter"
          />
        </label>
        <label className="small">
          Kind{" "}
          <select value={kind} onChange={(e) => writeUrlParams({ kind: e.target.value || null, page: null })} data-testid="runs-kind">
            <option value="">all</option>
            <option value="qa">qa</option>
            <option value="controller">controller</option>
          </select>
        </label>
      </div>
      <CompareSelection runs={compareChoices} />
      <RunsPager
        page={page}
        loading={loading}
        onPage={(next) => writeUrlParams({ page: next > 1 ? String(next) : null }, "push")}
        onSize={(size) => writeUrlParams({ limit: String(size), page: null })}
      />
      {error ? (
        <p className="banner bad" role="alert">
          Could not load this page of runs: {error}
        </p>
      ) : null}
      <div className="table-wrap">
        <DataTable table={table} testId="runs-table" rowTestId="run-row" caption="Bench runs" sortTestIdPrefix="sort-" />
      </div>
      {page.matched === 0 ? (
        <p className="muted" data-testid="runs-empty">
          No run matches {describeFilter(filter, kind)}.{" "}
          <button type="button" onClick={() => writeUrlParams({ q: null, kind: null, page: null })} data-testid="runs-clear-filters">
            Clear filters
          </button>
        </p>
      ) : null}
    </div>
  );
}
