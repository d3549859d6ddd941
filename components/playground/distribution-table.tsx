"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { DistributionComparison, RungDistribution } from "@/lib/quantifier";
import { INTENSITIES, type Intensity } from "@/lib/quantifier/ladder/rungs";
import { formatPercent } from "@/lib/stats/format-rate";
import { StaticTable } from "../data-table/static-table";

const formatDrift = (value: number) => `${value > 0 ? "+" : ""}${value.toFixed(2)} pp`;

type RungRow = { rung: Intensity; count: number; share: number; shareB: number | null; drift: number | null; flagged: boolean };
const column = createColumnHelper<RungRow>();

const LIST_A = [
  column.accessor("rung", { header: "Rung", meta: { rowHeader: true, className: "mono" } }),
  column.accessor("count", { header: "A count", meta: { num: true } }),
  column.accessor("share", { header: "A share", meta: { num: true }, cell: (info) => formatPercent(info.getValue(), 2) }),
];
const LIST_B = [
  column.accessor((row) => row.shareB ?? 0, { id: "shareB", header: "B share", meta: { num: true }, cell: (info) => formatPercent(info.getValue() / 100, 2) }),
  column.accessor((row) => row.drift ?? 0, { id: "drift", header: "Drift", meta: { num: true }, cell: (info) => formatDrift(info.getValue()) }),
  column.accessor("flagged", {
    header: "Flag",
    cell: (info) =>
      info.getValue() ? (
        <span className="badge bad" data-testid="drift-flag">
          moved
        </span>
      ) : (
        <span className="muted small">—</span>
      ),
  }),
];

export function DistributionTable({ a, comparison }: { a: RungDistribution; comparison: DistributionComparison | null }) {
  const rows = INTENSITIES.map((rung, index) => {
    const drift = comparison?.rungs[index];
    return {
      rung,
      count: a.counts[rung],
      share: a.total === 0 ? 0 : a.counts[rung] / a.total,
      shareB: drift?.sharePpB ?? null,
      drift: drift?.driftPp ?? null,
      flagged: comparison?.flagged.includes(rung) ?? false,
    };
  });
  return (
    <div>
      <h3>Rung distribution</h3>
      <p className="muted small" data-testid="batch-summary">
        {a.total} classified question{a.total === 1 ? "" : "s"} in list A
        {comparison === null
          ? ""
          : ` · rungs moving more than ${comparison.thresholdPp} pp are flagged: ${comparison.flagged.length === 0 ? "none" : comparison.flagged.join(", ")}`}
      </p>
      <StaticTable
        data={rows}
        columns={comparison === null ? LIST_A : [...LIST_A, ...LIST_B]}
        sortable={false}
        testId="distribution-table"
        rowTestId={(row) => `distribution-${row.rung}`}
        caption="Rung distribution of list A, and of list B beside it"
      />
    </div>
  );
}
