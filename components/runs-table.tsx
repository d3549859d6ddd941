"use client";

import Link from "next/link";
import { useMemo } from "react";
import { createColumnHelper, getCoreRowModel, getFilteredRowModel, getSortedRowModel, useReactTable } from "@tanstack/react-table";
import { useUrlParam, writeUrlParams } from "./use-url-state";
import type { RunIndexRow } from "@/lib/bench/run-index";
import { PolicyFlags, ProvenanceBadge } from "./provenance-badge";
import { CompareSelection } from "./compare-selection";
import { SortableTable, useUrlSorting } from "./sortable-table";
import { LiveBadge } from "./live/live-badge";

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
const describeIssues = (errors: number, warnings: number) =>
  [errors > 0 ? count(errors, "error") : "", warnings > 0 ? count(warnings, "warning") : ""].filter(Boolean).join(" · ");

const column = createColumnHelper<RunIndexRow>();
const columns = [
  column.accessor("runId", {
    header: "Run",
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

export function RunsTable({ runs }: { runs: RunIndexRow[] }) {
  const [sorting, onSortingChange] = useUrlSorting("sort");
  const [filterParam, setFilter] = useUrlParam("q");
  const [kindParam, setKind] = useUrlParam("kind");
  const filter = filterParam ?? "";
  const kind = kindParam ?? "";
  const data = useMemo(() => (kind ? runs.filter((r) => r.kind === kind) : runs), [runs, kind]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: filter },
    onSortingChange,
    onGlobalFilterChange: (value: string) => setFilter(value || null),
    globalFilterFn: "includesString",
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const qaRuns = useMemo(() => runs.filter((r) => r.kind === "qa"), [runs]);
  const shown = table.getRowModel().rows.length;
  return (
    <div>
      <div className="row" style={{ marginBottom: "0.75rem" }}>
        <label>
          <span className="sr-only">Filter runs</span>
          <input type="search" placeholder="Filter runs…" value={filter} onChange={(e) => setFilter(e.target.value || null)} data-testid="runs-filter" />
        </label>
        <label className="small">
          Kind{" "}
          <select value={kind} onChange={(e) => setKind(e.target.value || null)} data-testid="runs-kind">
            <option value="">all</option>
            <option value="qa">qa</option>
            <option value="controller">controller</option>
          </select>
        </label>
        <span className="muted small" data-testid="runs-count">
          {shown} of {runs.length} runs
        </span>
      </div>
      <CompareSelection runs={qaRuns} />
      <div className="table-wrap">
        <SortableTable table={table} testId="runs-table" rowTestId="run-row" caption="Bench runs" sortTestIdPrefix="sort-" />
      </div>
      {shown === 0 ? (
        <p className="muted" data-testid="runs-empty">
          No run matches {describeFilter(filter, kind)}.{" "}
          <button type="button" onClick={() => writeUrlParams({ q: null, kind: null })} data-testid="runs-clear-filters">
            Clear filters
          </button>
        </p>
      ) : null}
    </div>
  );
}
