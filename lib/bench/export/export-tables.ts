import { formatCsvRow } from "./csv";
import type { ModeSummary } from "../accumulate/run-summary";
import type { CellView } from "../cells/cell-view";

export type Cell = string | number | null;
export type FlatTable = { columns: string[]; rows: Cell[][] };

export function toCsvLine(row: readonly Cell[]): string {
  return `${formatCsvRow(row)}\n`;
}

export function toCsv(table: FlatTable): string {
  return [table.columns, ...table.rows].map(toCsvLine).join("");
}

export function toJsonRecord(columns: readonly string[], row: readonly Cell[]): Record<string, Cell> {
  return Object.fromEntries(columns.map((c, i) => [c, row[i] ?? null]));
}

export function toJsonRecords(table: FlatTable): Record<string, Cell>[] {
  return table.rows.map((row) => toJsonRecord(table.columns, row));
}

export function flattenModes(modes: Record<string, ModeSummary>): FlatTable {
  return {
    columns: [
      "mode",
      "rows",
      "strict",
      "hybrid",
      "ungrounded",
      "strict_rate",
      "strict_ci95_lo",
      "strict_ci95_hi",
      "mean_ratio",
      "median_ratio",
      "median_latency_s",
      "format_collapsed",
      "format_collapsed_recorded",
      "mean_brackets",
      "kinds_recorded",
    ],
    rows: Object.entries(modes).map(([mode, m]) => [
      mode,
      m.rows,
      m.verdicts.STRICT,
      m.verdicts.HYBRID,
      m.verdicts.UNGROUNDED,
      m.strictRate,
      m.strictRateCi95?.[0] ?? null,
      m.strictRateCi95?.[1] ?? null,
      m.meanRatio,
      m.medianRatio,
      m.medianLatencyS,
      m.formatCollapsed.recorded === 0 ? null : m.formatCollapsed.count,
      m.formatCollapsed.recorded,
      m.meanBrackets,
      m.violationKinds.recorded,
    ]),
  };
}

export const QUESTION_COLUMNS = [
  "question",
  "mode",
  "rows",
  "pattern",
  "strict_rate",
  "violation_kinds",
  "mean_ratio",
  "mean_latency_s",
  "intensity",
  "matched_token",
  "scope_bound_hint",
  "claim_cap",
];

/** One CSV/JSON record per cell; "not recorded" is an empty cell, a recorded null is the word null. */
export function flattenCell(q: CellView): Cell[] {
  return [
    q.question,
    q.mode,
    q.rows,
    q.pattern,
    q.strictRate,
    q.violationKinds.recorded === 0
      ? null
      : Object.entries(q.violationKinds.counts)
          .map(([k, n]) => `${k}:${n}`)
          .join(" "),
    q.meanRatio,
    q.meanLatencyS,
    q.intensity === "not-recorded" ? null : q.intensity,
    q.matchedTokenRecorded ? (q.matchedToken ?? "null") : null,
    q.scopeBoundHint === "not-recorded" ? null : q.scopeBoundHint,
    q.claimCapRecorded ? (q.claimCap ?? "null") : null,
  ];
}
