"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { StoredVsRecomputedMismatch } from "@/lib/controller/runs/recompute";
import { staticTableOf } from "../data-table/static-table";
import { formatProbability } from "./format-controller";

const show = (value: number | string | null) => (value === null ? "missing" : typeof value === "number" ? formatProbability(value, 9) : value);
const locate = (m: StoredVsRecomputedMismatch) => [m.scenario ?? "summary", m.policy, m.step === null ? null : `step ${m.step}`].filter(Boolean).join(" · ");

const mismatchColumn = createColumnHelper<StoredVsRecomputedMismatch>();
const mismatchColumns = [
  mismatchColumn.accessor(locate, { id: "where", header: "Where", meta: { rowHeader: true, className: "mono" } }),
  mismatchColumn.accessor("field", { header: "Field", meta: { className: "mono" } }),
  mismatchColumn.accessor((m) => show(m.stored), { id: "stored", header: "Stored", meta: { num: true } }),
  mismatchColumn.accessor((m) => show(m.recomputed), { id: "recomputed", header: "Recomputed", meta: { num: true } }),
];

export const MismatchTable = staticTableOf<StoredVsRecomputedMismatch>({
  columns: mismatchColumns,
  testId: "mismatch-table",
  rowTestId: "mismatch-row",
  caption: "Stored values that disagree with their recomputation",
});
