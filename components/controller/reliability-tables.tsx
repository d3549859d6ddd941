"use client";

import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import type { PolicyDiagram, TruthHistogram } from "@/lib/controller/runs/reliability-diagram";
import { StaticTable } from "../data-table/static-table";
import { formatProbability } from "./format-controller";
import { MismatchMark } from "./mismatch-mark";

const f3 = (v: number | null) => formatProbability(v, 3);

type BinRow = { index: number; label: string };
const binColumn = createColumnHelper<BinRow>();

function reliabilityColumns(diagrams: PolicyDiagram[]) {
  return [
    binColumn.accessor("label", {
      header: "Confidence bin",
      meta: { rowHeader: true, className: "mono" },
      footer: "ECE",
    }),
    ...diagrams.map((d) =>
      binColumn.group({
        id: d.policy,
        header: d.policy,
        footer: () => (
          <span data-testid={`ece-${d.policy}`}>
            {f3(d.ece)} ({d.points} steps)
          </span>
        ),
        columns: [
          binColumn.accessor((row) => d.bins[row.index]?.count ?? 0, {
            id: `${d.policy}-n`,
            header: "n (right)",
            meta: { num: true, label: `${d.policy} steps (leader right)` },
            cell: (info) => {
              const bin = d.bins[info.row.original.index];
              return bin ? `${bin.count} (${bin.correct})` : "—";
            },
          }),
          binColumn.accessor((row) => d.bins[row.index]?.meanConfidence ?? -1, {
            id: `${d.policy}-c`,
            header: "conf.",
            meta: { num: true, label: `${d.policy} mean confidence` },
            cell: (info) => f3(d.bins[info.row.original.index]?.meanConfidence ?? null),
          }),
          binColumn.accessor((row) => d.bins[row.index]?.accuracy ?? -1, {
            id: `${d.policy}-a`,
            header: "acc.",
            meta: { num: true, label: `${d.policy} accuracy` },
            cell: (info) => f3(d.bins[info.row.original.index]?.accuracy ?? null),
          }),
        ],
      }),
    ),
  ];
}

/** One row per bin of the first policy (every policy has the same bins), in bin order; test ids `{name}-table`, `{name}-row`. */
function BinTable({ name, bins, columns, caption }: { name: string; bins: { bin: string }[]; columns: ColumnDef<BinRow, any>[]; caption: string }) {
  const rows = bins.map((bin, index) => ({ index, label: bin.bin }));
  return <StaticTable data={rows} columns={columns} sortable={false} testId={`${name}-table`} rowTestId={`${name}-row`} caption={caption} />;
}

export function ReliabilityTable({ diagrams }: { diagrams: PolicyDiagram[] }) {
  const caption = "Reliability diagram: per confidence bin, steps, mean confidence and accuracy per policy";
  return <BinTable name="reliability" bins={diagrams[0]?.bins ?? []} columns={reliabilityColumns(diagrams)} caption={caption} />;
}

function histogramColumns(histograms: TruthHistogram[]) {
  return [
    binColumn.accessor("label", { header: "Truth p bin", meta: { rowHeader: true, className: "mono" } }),
    ...histograms.map((h) =>
      binColumn.accessor((row) => h.bins[row.index]?.stored ?? 0, {
        id: h.policy,
        header: `${h.policy} stored / re-derived`,
        meta: { num: true },
        cell: (info) => {
          const bin = h.bins[info.row.original.index];
          return (
            <>
              {bin ? `${bin.stored} / ${bin.rederived}` : "—"} {bin && bin.stored !== bin.rederived ? <MismatchMark mismatch /> : null}
            </>
          );
        },
      }),
    ),
  ];
}

export function TruthHistogramTable({ histograms }: { histograms: TruthHistogram[] }) {
  const caption = "Stored reliability_bins per truth-probability bin and policy, beside the counts re-derived from the steps";
  return <BinTable name="truth-histogram" bins={histograms[0]?.bins ?? []} columns={histogramColumns(histograms)} caption={caption} />;
}
