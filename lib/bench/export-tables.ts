import { formatCsvRow } from "./csv";
import type { ModeSummary } from "./mode-accumulator";
import type { QuestionSummary } from "./question-accumulator";

export type Cell = string | number | null;
export type FlatTable = { columns: string[]; rows: Cell[][] };

export function toCsv(table: FlatTable): string {
  return [table.columns, ...table.rows].map(formatCsvRow).join("\n") + "\n";
}

export function toJsonRecords(table: FlatTable): Record<string, Cell>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c, row[i] ?? null])));
}

export function flattenModes(modes: Record<string, ModeSummary>): FlatTable {
  return {
    columns: ["mode", "rows", "strict", "hybrid", "ungrounded", "strict_rate", "strict_ci95_lo", "strict_ci95_hi", "mean_ratio", "median_ratio", "median_latency_s", "format_collapsed", "format_collapsed_recorded", "mean_brackets", "kinds_recorded"],
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

export function flattenQuestions(questions: QuestionSummary[]): FlatTable {
  return {
    columns: ["question", "mode", "rows", "pattern", "violation_kinds", "mean_ratio", "mean_latency_s", "intensity", "scope_bound_hint", "claim_cap"],
    rows: questions.map((q) => [
      q.question,
      q.mode,
      q.rows,
      q.pattern,
      q.violationKinds.recorded === 0 ? null : Object.entries(q.violationKinds.counts).map(([k, n]) => `${k}:${n}`).join(" "),
      q.meanRatio,
      q.meanLatencyS,
      q.intensityRecorded ? (q.intensity ?? "null") : null,
      q.scopeBoundHint,
      q.claimCapRecorded ? (q.claimCap ?? "null") : null,
    ]),
  };
}
