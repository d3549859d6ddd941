import type { CellTable, RowRefs } from "../../bench/accumulate/cell-table";
import { allCells, findCell, type CellRecord } from "../../bench/cells/cell-record";
import { VERDICT_LETTERS, type VerdictLetter } from "../../bench/rows/schema";
import { mcnemarExact } from "../../stats/exact-tests";

export type PairItem = { question: string; sample: number };
export type TransitionCell = { from: VerdictLetter; to: VerdictLetter; count: number };

export type PairedMode = {
  pairs: number;
  questions: number;
  /** Row-major baseline S/H/U x treatment S/H/U. */
  transitions: TransitionCell[];
  /** Exact McNemar on strict / not strict: b = strict only in baseline, c = strict only in treatment. */
  mcnemar: { b: number; c: number; pValue: number };
};

export type MissingSide = { questionCount: number; questions: string[]; rows: number; examples: string[] };

/** What the page shows of the pairing: counts only, whatever the size of the runs. */
export type PairedView = {
  sharedQuestions: number;
  modes: Record<string, PairedMode>;
  warnings: string[];
  /** What the named run lacks that the other run has. */
  missing: { baseline: MissingSide; treatment: MissingSide };
};

/** The rows behind each transition count, kept on the server and paged out (key: `mode:S>H`). */
export type PairItems = Map<string, PairItem[]>;

const MAX_EXAMPLES = 20;
export const transitionKey = (mode: string, from: string, to: string) => `${mode}:${from}>${to}`;

/** The first row of each sample of a cell (a duplicate sample is a warning upstream; the first row wins here). */
function verdictsBySample(cell: CellRecord, refs: RowRefs): Map<number, VerdictLetter> {
  const bySample = new Map<number, VerdictLetter>();
  for (const id of cell.rowIds) {
    const sample = refs.sample[id] ?? 0;
    if (!bySample.has(sample)) bySample.set(sample, VERDICT_LETTERS[refs.verdict[id] ?? 0] ?? "S");
  }
  return bySample;
}

type Pair = { question: string; sample: number; before: VerdictLetter; after: VerdictLetter };

function summarizePairs(mode: string, pairs: readonly Pair[], items: PairItems): PairedMode {
  const counts = new Map<string, number>();
  const questions = new Set<string>();
  let b = 0;
  let c = 0;
  for (const pair of pairs) {
    const key = transitionKey(mode, pair.before, pair.after);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    let list = items.get(key);
    if (!list) items.set(key, (list = []));
    list.push({ question: pair.question, sample: pair.sample });
    const [before, after] = [pair.before === "S", pair.after === "S"];
    if (before && !after) b += 1;
    if (!before && after) c += 1;
    questions.add(pair.question);
  }
  const transitions = VERDICT_LETTERS.flatMap((from) => VERDICT_LETTERS.map((to) => ({ from, to, count: counts.get(transitionKey(mode, from, to)) ?? 0 })));
  return {
    pairs: pairs.length,
    questions: questions.size,
    transitions,
    mcnemar: { b, c, pValue: mcnemarExact(b, c) },
  };
}

function pairMode(baseline: CellTable, treatment: CellTable, mode: string, missing: { baseline: string[]; treatment: string[] }): Pair[] {
  const pairs: Pair[] = [];
  const [left, right] = [baseline.rowRefs as RowRefs, treatment.rowRefs as RowRefs];
  const modeId = baseline.modeIds.get(mode);
  for (const cell of allCells(baseline)) {
    if (cell.mode !== modeId) continue;
    const question = baseline.questions[cell.question] ?? "";
    const other = findCell(treatment, question, mode);
    const after = other === null ? new Map<number, VerdictLetter>() : verdictsBySample(other, right);
    const before = verdictsBySample(cell, left);
    for (const [sample, verdict] of before) {
      const partner = after.get(sample);
      if (partner === undefined) missing.treatment.push(`${question} · ${mode} · sample ${sample}`);
      else pairs.push({ question, sample, before: verdict, after: partner });
    }
    for (const sample of after.keys()) if (!before.has(sample)) missing.baseline.push(`${question} · ${mode} · sample ${sample}`);
  }
  const treatmentModeId = treatment.modeIds.get(mode);
  for (const cell of allCells(treatment)) {
    const question = treatment.questions[cell.question] ?? "";
    if (cell.mode !== treatmentModeId || findCell(baseline, question, mode) !== null) continue;
    for (const sample of verdictsBySample(cell, right).keys()) missing.baseline.push(`${question} · ${mode} · sample ${sample}`);
  }
  pairs.sort((x, y) => (x.question < y.question ? -1 : x.question > y.question ? 1 : x.sample - y.sample));
  return pairs;
}

/** Matches rows by (question, mode, sample) over the modes both runs have; both tables must track rows. */
export function pairRuns(
  baseline: CellTable,
  treatment: CellTable,
  modes: readonly string[],
  modelProfiles: [readonly string[], readonly string[]] = [[], []],
) {
  const items: PairItems = new Map();
  const lacking = { baseline: [] as string[], treatment: [] as string[] };
  const result: Record<string, PairedMode> = {};
  for (const mode of modes) {
    const pairs = pairMode(baseline, treatment, mode, lacking);
    if (pairs.length > 0) result[mode] = summarizePairs(mode, pairs, items);
  }
  const onlyIn = (table: CellTable, other: CellTable) => table.questions.filter((question) => !other.questionIds.has(question));
  const missing = {
    baseline: describeMissing(onlyIn(treatment, baseline), lacking.baseline),
    treatment: describeMissing(onlyIn(baseline, treatment), lacking.treatment),
  };
  const shared = baseline.questions.reduce((n, question) => n + (treatment.questionIds.has(question) ? 1 : 0), 0);
  const view: PairedView = { sharedQuestions: shared, modes: result, warnings: listWarnings(missing, baseline, treatment, modelProfiles, shared), missing };
  return { view, items };
}

function describeMissing(questions: string[], rows: string[]): MissingSide {
  return {
    questionCount: questions.length,
    questions: questions.sort().slice(0, MAX_EXAMPLES),
    rows: rows.length,
    examples: rows.sort().slice(0, MAX_EXAMPLES),
  };
}

function listWarnings(
  missing: PairedView["missing"],
  baseline: CellTable,
  treatment: CellTable,
  [baselineProfiles, treatmentProfiles]: [readonly string[], readonly string[]],
  shared: number,
): string[] {
  const warnings: string[] = [];
  if (shared === 0) warnings.push("The runs share no question, so no row can be paired.");
  else if (missing.baseline.questionCount > 0 || missing.treatment.questionCount > 0) {
    warnings.push(
      `Question sets differ: ${missing.baseline.questionCount} question(s) only in treatment, ${missing.treatment.questionCount} only in baseline.`,
    );
  }
  const sampleCounts = (table: CellTable) => [...new Set(Array.from(allCells(table), (cell) => cell.sampleCount))].sort((x, y) => x - y).join("/");
  const [left, right] = [sampleCounts(baseline), sampleCounts(treatment)];
  if (left.includes("/") || right.includes("/") || left !== right) {
    warnings.push(`Sample counts differ: baseline has ${left || "no"} sample(s) per question and mode, treatment ${right || "no"}.`);
  }
  if (missing.baseline.rows + missing.treatment.rows > 0) {
    warnings.push(
      `Unmatched rows: ${missing.treatment.rows} baseline row(s) have no treatment partner, ${missing.baseline.rows} treatment row(s) no baseline partner.`,
    );
  }
  const profiles = (list: readonly string[]) => (list.length === 0 ? "not recorded" : [...list].sort().join(", "));
  if (profiles(baselineProfiles) !== profiles(treatmentProfiles)) {
    warnings.push(`Model profiles differ: baseline ${profiles(baselineProfiles)}, treatment ${profiles(treatmentProfiles)}.`);
  }
  return warnings;
}
