"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { BinComparisonRow, BrierComparisonRow } from "@/lib/controller/runs/stored-vs-recomputed";
import { numberColumn, staticTableOf } from "../data-table/static-table";
import { formatDifference, formatProbability } from "./format-controller";
import { MismatchMark } from "./mismatch-mark";
import styles from "./controller.module.css";

const brierColumn = createColumnHelper<BrierComparisonRow>();
const brierColumns = [
  brierColumn.accessor((row) => row.scenario ?? "", {
    id: "scenario",
    header: "Scenario",
    meta: { rowHeader: true, className: `mono ${styles.id}` },
    cell: (info) => info.row.original.scenario ?? <strong>policy mean</strong>,
  }),
  brierColumn.accessor("policy", { header: "Policy" }),
  numberColumn("stored", "Stored", (row: BrierComparisonRow) => row.stored, formatProbability),
  numberColumn("recomputed", "Recomputed", (row: BrierComparisonRow) => row.recomputed, formatProbability),
  brierColumn.display({
    id: "delta",
    header: "|Δ|",
    meta: { num: true },
    cell: (info) => formatDifference(info.row.original.stored, info.row.original.recomputed),
  }),
  brierColumn.accessor("mismatch", { header: "Check", cell: (info) => <MismatchMark mismatch={info.getValue()} /> }),
];

export const BrierComparisonTable = staticTableOf<BrierComparisonRow>({
  columns: brierColumns,
  testId: "brier-comparison",
  rowTestId: "brier-row",
  caption: "Stored and recomputed Brier scores",
});

const binColumn = createColumnHelper<BinComparisonRow>();
const binColumns = [
  binColumn.accessor("scenario", { header: "Scenario", meta: { rowHeader: true, className: `mono ${styles.id}` } }),
  binColumn.accessor("policy", { header: "Policy" }),
  binColumn.accessor("step", { header: "Step", meta: { num: true } }),
  binColumn.accessor((row) => `${row.storedBin ?? "missing"} / ${row.rederivedBin ?? "no committed step"}`, {
    id: "bin",
    header: "Bin stored / re-derived",
    meta: { className: "mono" },
  }),
  numberColumn("stored", "Truth p stored", (row: BinComparisonRow) => row.storedProbability, formatProbability),
  numberColumn("rederived", "Truth p re-derived", (row: BinComparisonRow) => row.rederivedProbability, formatProbability),
  binColumn.accessor("mismatch", { header: "Check", cell: (info) => <MismatchMark mismatch={info.getValue()} /> }),
];

export const BinComparisonTable = staticTableOf<BinComparisonRow>({
  columns: binColumns,
  testId: "bin-comparison",
  rowTestId: "bin-row",
  caption: "Stored and re-derived reliability bins",
});
