"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { RowItem } from "@/lib/bench/cells/cell-rows";
import { modeLabel } from "@/lib/bench/runs/format";

/** A row of the file read back, with the mode it was asked for. */
export type SampleRow = { mode: string; row: RowItem };

const text = (value: unknown) =>
  value === undefined ? <span className="not-recorded">not recorded</span> : typeof value === "string" ? value : JSON.stringify(value);
const fixed = (value: unknown, digits: number, unit = "") => (typeof value === "number" ? `${value.toFixed(digits)}${unit}` : text(value));
const numeric = (value: unknown) => (typeof value === "number" ? value : -1);

const column = createColumnHelper<SampleRow>();

export const SAMPLE_COLUMNS = [
  column.accessor((r) => r.row.line, { id: "line", header: "Line", meta: { num: true } }),
  column.accessor("mode", { header: "Mode", cell: (info) => <span className="nowrap">{modeLabel(info.getValue())}</span> }),
  column.accessor((r) => numeric(r.row.sample), { id: "sample", header: "Sample", meta: { num: true }, cell: (info) => text(info.row.original.row.sample) }),
  column.accessor((r) => String(r.row.audit_mode ?? ""), {
    id: "verdict",
    header: "Verdict",
    cell: (info) => {
      const { row } = info.row.original;
      return "error" in row ? <span className="bad">{String(row.error)}</span> : text(row.audit_mode);
    },
  }),
  column.accessor((r) => numeric(r.row.n_verified), {
    id: "verified",
    header: "Verified / quotes",
    meta: { num: true },
    cell: (info) => (
      <>
        {text(info.row.original.row.n_verified)} / {text(info.row.original.row.n_quotes)}
      </>
    ),
  }),
  column.accessor((r) => numeric(r.row.ratio), { id: "ratio", header: "Ratio", meta: { num: true }, cell: (info) => fixed(info.row.original.row.ratio, 3) }),
  column.accessor((r) => numeric(r.row.latency_s), {
    id: "latency",
    header: "Latency",
    meta: { num: true },
    cell: (info) => fixed(info.row.original.row.latency_s, 1, "s"),
  }),
  column.accessor((r) => String(r.row.format_collapsed ?? ""), {
    id: "collapsed",
    header: "Format collapsed",
    cell: (info) => {
      const value = info.row.original.row.format_collapsed;
      return value === undefined ? text(undefined) : value ? "yes" : "no";
    },
  }),
  column.accessor((r) => (Array.isArray(r.row.violation_kinds) ? r.row.violation_kinds.join(", ") : ""), {
    id: "kinds",
    header: "Violation kinds",
    cell: (info) => {
      const kinds = info.row.original.row.violation_kinds;
      return <span className="mono small">{Array.isArray(kinds) ? kinds.join(", ") || "none" : text(kinds)}</span>;
    },
  }),
];
