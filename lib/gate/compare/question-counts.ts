import type { CellTable } from "../../bench/accumulate/cell-table";
import { allCells } from "../../bench/cells/cell-record";
import type { MetricKey } from "../rule/rule-types";

/** One question's rows in one mode of one run, pooled over its samples. */
export type QuestionCounts = {
  rows: number;
  strict: number;
  hybrid: number;
  ungrounded: number;
  formatRecorded: number;
  formatCollapsed: number;
  kindsRecorded: number;
  pointerLoss: number;
  tooManyClaims: number;
  claimBuckets: readonly number[];
  /** Sum of the rows' verified ratios (their mean is the mean ratio). */
  ratioSum: number;
};

/** Per mode, per question: what the paired evidence reads. Kept on the server; it grows with the questions. */
export type QuestionTable = ReadonlyMap<string, ReadonlyMap<string, QuestionCounts>>;

/** Both arms of a compared pair. */
export type PairQuestions = { baseline: QuestionTable; treatment: QuestionTable };

export function tabulateQuestions(table: CellTable): QuestionTable {
  const byMode = new Map<string, Map<string, QuestionCounts>>();
  for (const cell of allCells(table)) {
    const [mode, question] = [table.modes[cell.mode], table.questions[cell.question]];
    if (mode === undefined || question === undefined || cell.rows === 0) continue;
    let questions = byMode.get(mode);
    if (!questions) byMode.set(mode, (questions = new Map()));
    questions.set(question, {
      rows: cell.rows,
      strict: cell.verdict("STRICT"),
      hybrid: cell.verdict("HYBRID"),
      ungrounded: cell.verdict("UNGROUNDED"),
      formatRecorded: cell.formatRecorded,
      formatCollapsed: cell.formatCollapsed,
      kindsRecorded: cell.kindsRecorded,
      pointerLoss: cell.kindTotal("NO_EVIDENCE_POINTER"),
      tooManyClaims: cell.kindTotal("TOO_MANY_CLAIMS"),
      claimBuckets: cell.claimBuckets,
      ratioSum: cell.ratioSum,
    });
  }
  return byMode;
}

type CountKey = Exclude<keyof QuestionCounts, "claimBuckets" | "ratioSum">;

/** Each rate metric's hits and the rows that recorded them; the other metrics are no rate of a count. */
const RATE_COUNTS: Partial<Record<MetricKey, readonly [hits: CountKey, n: CountKey]>> = {
  strictRate: ["strict", "rows"],
  hybridRate: ["hybrid", "rows"],
  ungroundedRate: ["ungrounded", "rows"],
  formatCollapseRate: ["formatCollapsed", "formatRecorded"],
  pointerLossRate: ["pointerLoss", "kindsRecorded"],
  tooManyClaimsRate: ["tooManyClaims", "kindsRecorded"],
};

/** A question's count of one rate metric over the rows that recorded it; null when none did, or for a metric that is no rate. */
export function countRate(counts: QuestionCounts, metric: MetricKey): { hits: number; n: number } | null {
  const keys = RATE_COUNTS[metric];
  if (keys === undefined || counts[keys[1]] === 0) return null;
  return { hits: counts[keys[0]], n: counts[keys[1]] };
}

/** A question's share vector for a shift metric (verdicts S/H/U, or claim-count buckets). */
export function shareVector(counts: QuestionCounts, metric: "verdictShiftPp" | "claimCountShiftPp"): number[] {
  const raw = metric === "verdictShiftPp" ? [counts.strict, counts.hybrid, counts.ungrounded] : [...counts.claimBuckets];
  return raw.map((value) => value / counts.rows);
}

/** Questions asked in both tables, in any mode. */
export function countSharedQuestions(left: QuestionTable, right: QuestionTable): number {
  const asked = new Set<string>();
  for (const questions of left.values()) for (const question of questions.keys()) asked.add(question);
  const shared = new Set<string>();
  for (const questions of right.values()) for (const question of questions.keys()) if (asked.has(question)) shared.add(question);
  return shared.size;
}

/** The median rows one question has in one mode: the samples per question a run used. */
export function medianSamples(tables: readonly QuestionTable[]): number {
  const counts: number[] = [];
  for (const table of tables) for (const questions of table.values()) for (const cell of questions.values()) counts.push(cell.rows);
  if (counts.length === 0) return 1;
  counts.sort((a, b) => a - b);
  return Math.max(1, counts[Math.floor(counts.length / 2)] ?? 1);
}
