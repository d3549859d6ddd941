"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { formatRate, formatSeconds } from "@/lib/bench/runs/format";
import { numberColumn, staticTableOf } from "../data-table/static-table";

/** A mode's format-collapse figures; null counts are "not recorded" (the harness did not write the field). */
export type CollapseRow = {
  mode: string;
  label: string;
  shu: string;
  collapsed: number | null;
  recorded: number;
  meanBrackets: number | null;
  medianRatio: number | null;
  medianLatencyS: number | null;
};

const notRecorded = <span className="not-recorded">not recorded</span>;
const column = createColumnHelper<CollapseRow>();
const columns = [
  column.accessor("label", { header: "Mode", meta: { rowHeader: true } }),
  column.accessor("shu", { header: "S / H / U", enableSorting: false, meta: { num: true } }),
  column.accessor((row) => (row.collapsed === null || row.recorded === 0 ? -1 : row.collapsed / row.recorded), {
    id: "collapse",
    header: "Format collapse",
    meta: { num: true },
    cell: (info) => (
      <span data-testid="format-collapse">
        {info.row.original.recorded === 0 ? notRecorded : `${info.row.original.collapsed} / ${info.row.original.recorded}`}
      </span>
    ),
  }),
  column.accessor((row) => row.meanBrackets ?? -1, {
    id: "brackets",
    header: "Mean brackets (raw)",
    meta: { num: true },
    cell: (info) => (
      <span data-testid="mean-brackets">{info.row.original.meanBrackets === null ? notRecorded : info.row.original.meanBrackets.toFixed(1)}</span>
    ),
  }),
  numberColumn(
    "ratio",
    "Median ratio",
    (row: CollapseRow) => row.medianRatio,
    (ratio) => formatRate(ratio, 3),
  ),
  numberColumn("latency", "Median latency", (row: CollapseRow) => row.medianLatencyS, formatSeconds),
];

export const CollapseTable = staticTableOf<CollapseRow>({
  columns,
  testId: "collapse-table",
  rowTestId: (row) => `collapse-row-${row.mode}`,
  caption: "Format collapse and brackets per mode",
});
