"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { formatRate, formatSeconds } from "@/lib/bench/runs/format";
import { formatRateInterval, formatRateWithCount } from "@/lib/stats/format-rate";
import { numberColumn, StaticTable } from "./data-table/static-table";

/** What the per-mode table shows of a mode, and nothing more: the rest of a mode's summary stays on the server. */
export type ModeRow = {
  mode: string;
  label: string;
  strict: number;
  hybrid: number;
  ungrounded: number;
  rows: number;
  strictRate: number | null;
  ci: [number, number] | null;
  meanRatio: number | null;
  medianRatio: number | null;
  medianLatencyS: number | null;
};

const column = createColumnHelper<ModeRow>();
const columns = [
  column.accessor("label", { header: "Mode", meta: { rowHeader: true } }),
  column.accessor((row) => row.strictRate ?? -1, {
    id: "strict",
    header: "Strict rate",
    meta: { num: true, className: "wrap-narrow" },
    cell: (info) => <span data-testid="strict-rate">{formatRateWithCount(info.row.original.strict, info.row.original.rows)}</span>,
  }),
  column.accessor((row) => row.ci?.[0] ?? -1, {
    id: "ci",
    header: "95% CI (Wilson)",
    meta: { num: true, className: "wrap-narrow" },
    cell: (info) => <span data-testid="strict-ci">{info.row.original.ci === null ? "—" : formatRateInterval(info.row.original.ci)}</span>,
  }),
  column.accessor("rows", { header: "n", meta: { num: true, phoneHidden: true } }),
  column.accessor("strict", {
    id: "shu",
    header: "S / H / U",
    enableSorting: false,
    meta: { num: true, phoneHidden: true },
    cell: (info) => (
      <span data-testid="shu">
        {info.row.original.strict} / {info.row.original.hybrid} / {info.row.original.ungrounded}
      </span>
    ),
  }),
  numberColumn(
    "meanRatio",
    "Mean ratio",
    (row: ModeRow) => row.meanRatio,
    (ratio) => formatRate(ratio, 3),
  ),
  numberColumn(
    "medianRatio",
    "Median ratio",
    (row: ModeRow) => row.medianRatio,
    (ratio) => formatRate(ratio, 3),
    { phoneHidden: true },
  ),
  numberColumn("latency", "Median latency", (row: ModeRow) => row.medianLatencyS, formatSeconds, { phoneHidden: true }),
];

export function ModeSummaryRows({ rows }: { rows: ModeRow[] }) {
  // The page's answer: at phone width the deciding columns (mode, strict rate, interval, mean ratio) stay a table, the rest step aside.
  return (
    <StaticTable data={rows} columns={columns} phone="scroll" testId="mode-summary" rowTestId={(row) => `mode-row-${row.mode}`} caption="Per-mode summary" />
  );
}
