"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { staticTableOf } from "../data-table/static-table";

type Dist = { recorded: number; counts: Record<string, number> };
export type QuantifierRow = { mode: string; label: string; rows: number; intensity: Dist; scope: Dist; cap: Dist };

type Name = (key: string) => string;
const NAMES: Record<"intensity" | "scope" | "cap", Name> = {
  intensity: (key) => (key === "null" ? "none" : key),
  scope: (key) => key,
  cap: (key) => (key === "null" ? "no cap" : `cap ${key}`),
};

const describeCount = (key: string, n: number, name: Name) => `${name(key)}: ${n.toLocaleString("en")} ${n === 1 ? "row" : "rows"}`;

/** One text span per value: a span for every separator and number made the page's payload several times the text. */
function Distribution({ dist, rows, name }: { dist: Dist; rows: number; name: Name }) {
  if (dist.recorded === 0) return <span className="not-recorded">not recorded</span>;
  return (
    <span className="small">
      {Object.entries(dist.counts).flatMap(([key, n], i) => [
        i > 0 ? " · " : null,
        <span key={key} className="nowrap">
          {describeCount(key, n, name)}
        </span>,
      ])}
      {dist.recorded < rows ? <span className="muted small">{` (${dist.recorded} of ${rows} rows recorded)`}</span> : null}
    </span>
  );
}

const column = createColumnHelper<QuantifierRow>();
const distColumn = (id: "intensity" | "scope" | "cap", header: string) =>
  column.accessor((row) => row[id].recorded, {
    id,
    header,
    enableSorting: false,
    cell: (info) => <Distribution dist={info.row.original[id]} rows={info.row.original.rows} name={NAMES[id]} />,
  });
const columns = [
  column.accessor("label", { header: "Mode", meta: { rowHeader: true } }),
  distColumn("intensity", "Intensity"),
  distColumn("scope", "Scope hint"),
  distColumn("cap", "Claim cap"),
];

export const QuantifierDistribution = staticTableOf<QuantifierRow>({
  columns,
  testId: "quantifier-modes",
  rowTestId: (row) => `quantifier-row-${row.mode}`,
  caption: "Quantifier telemetry per mode",
});
