"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { staticTableOf } from "../data-table/static-table";
import { formatForestInterval, formatSignedPp, type ForestRow } from "./forest-rows";

const column = createColumnHelper<ForestRow>();
const columns = [
  column.accessor((row) => `${row.mode} · ${row.metricLabel}`, {
    id: "metric",
    header: "Mode · metric",
    meta: { rowHeader: true },
    cell: (info) => (
      <>
        {info.row.original.deciding ? <strong>deciding: </strong> : null}
        {info.getValue()}
      </>
    ),
  }),
  column.accessor((row) => (row.role === "rule" ? "rule" : "harm guard"), { id: "role", header: "Role" }),
  column.accessor((row) => row.estimatePp ?? Number.NEGATIVE_INFINITY, {
    id: "change",
    header: "Change (pp)",
    meta: { num: true },
    cell: (info) => (info.row.original.estimatePp === null ? "never fired" : formatSignedPp(info.row.original.estimatePp)),
  }),
  column.accessor(formatForestInterval, { id: "interval", header: "Interval", meta: { className: "nowrap" } }),
  column.accessor("reading", { header: "Reading" }),
];

/** The forest plot's text alternative: every row's numbers and reading, the deciding one marked in words. */
export const ForestTable = staticTableOf<ForestRow>({
  columns,
  testId: "forest-table",
  rowTestId: (row) => `forest-table-row-${row.id}`,
  caption: "Forest plot numbers: change per mode and metric in the favourable direction, percentage points",
});
