import type { PairQuestions, QuestionTable } from "../compare/question-counts";
import { readArm, SIDE_DIRECTIONS, type ArmReading, type SideMetric } from "./side-metrics";

export const SIDE_OUTCOMES = ["improved", "regressed", "unchanged", "not-recorded"] as const;
export type SideOutcome = (typeof SIDE_OUTCOMES)[number];
export const SIDE_SHOWS = ["all", "improved", "regressed", "unchanged", "only-baseline", "only-treatment"] as const;
export type SideShow = (typeof SIDE_SHOWS)[number];
export const SIDE_SORTS = ["difference", "baseline", "treatment", "question", "samples"] as const;
export type SideSort = (typeof SIDE_SORTS)[number];

/** One shared question of one mode: each arm's reading, treatment − baseline, and which way that went. */
export type SideRow = { question: string; baseline: ArmReading; treatment: ArmReading; difference: number | null; outcome: SideOutcome };
/** A question asked in only one arm of the mode, with its samples there. */
export type OneArmRow = { question: string; samples: number };

export type SideQuery = { mode: string; metric: SideMetric; show: SideShow; text?: string; sort: SideSort; dir: "asc" | "desc"; offset: number; limit: number };
export type SideCounts = Record<SideOutcome, number> & { shared: number; onlyBaseline: number; onlyTreatment: number };
export type SidePage = { counts: SideCounts; matched: number; offset: number; limit: number; rows: SideRow[]; oneArm: OneArmRow[] };

/** Differences this small are rounding, not a move. */
const TOLERANCE = 1e-12;
type ModeIndex = { shared: Map<SideMetric, SideRow[]>; onlyBaseline: OneArmRow[]; onlyTreatment: OneArmRow[] };
const built = new WeakMap<PairQuestions, Map<string, ModeIndex>>();
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function listOneArm(mine: QuestionTable, other: QuestionTable, mode: string): OneArmRow[] {
  const theirs = other.get(mode);
  return [...(mine.get(mode) ?? new Map()).entries()]
    .filter(([question]) => theirs?.has(question) !== true)
    .map(([question, counts]) => ({ question, samples: counts.rows }))
    .sort((a, b) => collator.compare(a.question, b.question));
}

function buildRows(questions: PairQuestions, mode: string, metric: SideMetric): SideRow[] {
  const after = questions.treatment.get(mode);
  const rows: SideRow[] = [];
  for (const [question, counts] of questions.baseline.get(mode) ?? []) {
    const other = after?.get(question);
    if (other === undefined) continue;
    const [baseline, treatment] = [readArm(counts, metric), readArm(other, metric)];
    const difference = baseline.share === null || treatment.share === null ? null : treatment.share - baseline.share;
    const favourable = difference === null ? null : difference * SIDE_DIRECTIONS[metric];
    const outcome: SideOutcome =
      favourable === null ? "not-recorded" : favourable > TOLERANCE ? "improved" : favourable < -TOLERANCE ? "regressed" : "unchanged";
    rows.push({ question, baseline, treatment, difference, outcome });
  }
  return rows;
}

/** The mode's rows of one metric, built once per compared pair (the pair's question counts are reused until a run changes). */
function indexOf(questions: PairQuestions, mode: string, metric: SideMetric): { rows: SideRow[]; index: ModeIndex } {
  let modes = built.get(questions);
  if (!modes) built.set(questions, (modes = new Map()));
  let index = modes.get(mode);
  if (!index) {
    index = {
      shared: new Map(),
      onlyBaseline: listOneArm(questions.baseline, questions.treatment, mode),
      onlyTreatment: listOneArm(questions.treatment, questions.baseline, mode),
    };
    modes.set(mode, index);
  }
  let rows = index.shared.get(metric);
  if (!rows) index.shared.set(metric, (rows = buildRows(questions, mode, metric)));
  return { rows, index };
}

const KEYS: Record<SideSort, (row: SideRow) => number | string | null> = {
  difference: (row) => row.difference,
  baseline: (row) => row.baseline.share,
  treatment: (row) => row.treatment.share,
  question: (row) => row.question,
  samples: (row) => row.baseline.samples + row.treatment.samples,
};

/** Sorted by the key, a missing value last either way, then by question so a page boundary is stable. */
function sortRows(rows: readonly SideRow[], sort: SideSort, dir: "asc" | "desc"): SideRow[] {
  const key = KEYS[sort];
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? collator.compare(a.question, b.question) : x === null ? 1 : -1;
    const order = typeof x === "string" || typeof y === "string" ? collator.compare(String(x), String(y)) : x - y;
    return order * sign || collator.compare(a.question, b.question);
  });
}

function countOutcomes(rows: readonly SideRow[], index: ModeIndex): SideCounts {
  const counts: SideCounts = {
    improved: 0,
    regressed: 0,
    unchanged: 0,
    "not-recorded": 0,
    shared: rows.length,
    onlyBaseline: index.onlyBaseline.length,
    onlyTreatment: index.onlyTreatment.length,
  };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** Every row the query's filters select, in its order (the CSV export writes all of them; a page slices them). */
export function selectSideRows(
  questions: PairQuestions,
  query: Omit<SideQuery, "offset" | "limit">,
): { rows: SideRow[]; oneArm: OneArmRow[]; counts: SideCounts } {
  const { rows, index } = indexOf(questions, query.mode, query.metric);
  const needle = query.text?.toLowerCase();
  const matches = (question: string) => needle === undefined || question.toLowerCase().includes(needle);
  const counts = countOutcomes(rows, index);
  if (query.show === "only-baseline" || query.show === "only-treatment") {
    const oneArm = (query.show === "only-baseline" ? index.onlyBaseline : index.onlyTreatment).filter((row) => matches(row.question));
    return { rows: [], oneArm, counts };
  }
  const kept = rows.filter((row) => (query.show === "all" || row.outcome === query.show) && matches(row.question));
  return { rows: sortRows(kept, query.sort, query.dir), oneArm: [], counts };
}

/** One page of the side-by-side: the same cost for a run of 20,000 questions as for one of 9, once the mode is indexed. */
export function pageSideBySide(questions: PairQuestions, query: SideQuery): SidePage {
  const { rows, oneArm, counts } = selectSideRows(questions, query);
  const end = query.offset + query.limit;
  return {
    counts,
    matched: rows.length + oneArm.length,
    offset: query.offset,
    limit: query.limit,
    rows: rows.slice(query.offset, end),
    oneArm: oneArm.slice(query.offset, end),
  };
}
