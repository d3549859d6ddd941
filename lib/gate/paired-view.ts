import type { Verdict } from "../bench/schema";
import type { RunSummary } from "../bench/summarize-run";
import { clusterBootstrapDiff, type PairedCluster } from "../stats/cluster-bootstrap";
import { DEFAULT_SEED } from "../stats/distribution-shift";
import { mcnemarExact } from "../stats/exact-tests";

export type VerdictLetter = "S" | "H" | "U";
export const VERDICT_LETTERS: readonly VerdictLetter[] = ["S", "H", "U"];
const LETTER: Record<Verdict, VerdictLetter> = { STRICT: "S", HYBRID: "H", UNGROUNDED: "U" };

export type PairItem = { question: string; sample: number };
export type TransitionCell = { from: VerdictLetter; to: VerdictLetter; items: PairItem[] };

export type PairedMode = {
  pairs: number;
  questions: number;
  /** Row-major baseline S/H/U x treatment S/H/U. */
  transitions: TransitionCell[];
  /** Exact McNemar on strict / not strict: b = strict only in baseline, c = strict only in treatment. */
  mcnemar: { b: number; c: number; pValue: number };
  /** Question-level cluster bootstrap of the strict-rate delta over the matched rows, in pp. */
  bootstrap: { estimatePp: number; ci95Pp: [number, number]; resamples: number; seed: number } | null;
};

export type MissingSide = { questions: string[]; rows: number; examples: string[] };

export type PairedView = {
  sharedQuestions: number;
  modes: Record<string, PairedMode>;
  warnings: string[];
  /** What the named run lacks that the other run has. */
  missing: { baseline: MissingSide; treatment: MissingSide };
};

const MAX_EXAMPLES = 20;
type Run = Pick<RunSummary, "questions">;
type Keyed = Map<string, { question: string; mode: string; sample: number; verdict: Verdict }>;

/** Matches rows by (question, mode, sample) over the modes both runs have. */
export function pairRuns(
  baseline: Run,
  treatment: Run,
  modes: readonly string[],
  modelProfiles: [readonly string[], readonly string[]] = [[], []],
): PairedView {
  const left = keyRows(baseline, modes);
  const right = keyRows(treatment, modes);
  const leftQuestions = new Set(baseline.questions.map((q) => q.question));
  const rightQuestions = new Set(treatment.questions.map((q) => q.question));
  const shared = [...leftQuestions].filter((q) => rightQuestions.has(q));
  const result: Record<string, PairedMode> = {};
  for (const mode of modes) {
    const pairs = [...left.values()].flatMap((row) => {
      const other = right.get(rowKey(row.question, mode, row.sample));
      return row.mode === mode && other !== undefined ? [{ row, other }] : [];
    });
    if (pairs.length > 0) result[mode] = summarizePairs(pairs.map(({ row, other }) => ({ ...row, after: other.verdict })));
  }
  const missing = {
    baseline: describeMissing(right, left, [...rightQuestions].filter((q) => !leftQuestions.has(q))),
    treatment: describeMissing(left, right, [...leftQuestions].filter((q) => !rightQuestions.has(q))),
  };
  return { sharedQuestions: shared.length, modes: result, warnings: listWarnings(missing, baseline, treatment, modelProfiles, shared.length), missing };
}

type Pair = { question: string; sample: number; verdict: Verdict; after: Verdict };

function summarizePairs(pairs: readonly Pair[]): PairedMode {
  const transitions: TransitionCell[] = VERDICT_LETTERS.flatMap((from) => VERDICT_LETTERS.map((to) => ({ from, to, items: [] as PairItem[] })));
  const clusters = new Map<string, PairedCluster>();
  let b = 0;
  let c = 0;
  for (const pair of pairs) {
    const cell = transitions.find(({ from, to }) => from === LETTER[pair.verdict] && to === LETTER[pair.after]);
    cell?.items.push({ question: pair.question, sample: pair.sample });
    const before = pair.verdict === "STRICT";
    const after = pair.after === "STRICT";
    if (before && !after) b += 1;
    if (!before && after) c += 1;
    const cluster = clusters.get(pair.question) ?? { baseline: { successes: 0, n: 0 }, treatment: { successes: 0, n: 0 } };
    cluster.baseline.n += 1;
    cluster.treatment.n += 1;
    if (before) cluster.baseline.successes += 1;
    if (after) cluster.treatment.successes += 1;
    clusters.set(pair.question, cluster);
  }
  for (const cell of transitions) cell.items.sort((x, y) => x.question.localeCompare(y.question) || x.sample - y.sample);
  const interval = clusterBootstrapDiff([...clusters.values()], { seed: DEFAULT_SEED, resamples: 2000 });
  return {
    pairs: pairs.length,
    questions: clusters.size,
    transitions,
    mcnemar: { b, c, pValue: mcnemarExact(b, c) },
    bootstrap:
      interval === null
        ? null
        : { estimatePp: interval.estimate * 100, ci95Pp: [interval.ci[0] * 100, interval.ci[1] * 100], resamples: interval.resamples, seed: interval.seed },
  };
}

function rowKey(question: string, mode: string, sample: number): string {
  return `${question}\u0000${mode}\u0000${sample}`;
}

function keyRows(run: Run, modes: readonly string[]): Keyed {
  const keyed: Keyed = new Map();
  for (const cell of run.questions) {
    if (!modes.includes(cell.mode)) continue;
    // A duplicate (question, mode, sample) is a data-quality warning upstream; the first row wins here.
    for (const sample of cell.samples) {
      const key = rowKey(cell.question, cell.mode, sample.sample);
      if (!keyed.has(key)) keyed.set(key, { question: cell.question, mode: cell.mode, sample: sample.sample, verdict: sample.verdict });
    }
  }
  return keyed;
}

function describeMissing(present: Keyed, absent: Keyed, questions: string[]): MissingSide {
  const lacking = [...present.entries()].filter(([key]) => !absent.has(key)).map(([, row]) => `${row.question} · ${row.mode} · sample ${row.sample}`);
  return { questions: questions.sort(), rows: lacking.length, examples: lacking.slice(0, MAX_EXAMPLES) };
}

function listWarnings(
  missing: PairedView["missing"],
  baseline: Run,
  treatment: Run,
  [baselineProfiles, treatmentProfiles]: [readonly string[], readonly string[]],
  shared: number,
): string[] {
  const warnings: string[] = [];
  if (shared === 0) warnings.push("The runs share no question, so no row can be paired.");
  else if (missing.baseline.questions.length > 0 || missing.treatment.questions.length > 0) {
    warnings.push(
      `Question sets differ: ${missing.baseline.questions.length} question(s) only in treatment, ${missing.treatment.questions.length} only in baseline.`,
    );
  }
  const sampleCounts = (run: Run) => [...new Set(run.questions.map((q) => q.samples.length))].sort((x, y) => x - y).join("/");
  const [left, right] = [sampleCounts(baseline), sampleCounts(treatment)];
  if (left.includes("/") || right.includes("/") || left !== right) {
    warnings.push(`Sample counts differ: baseline has ${left || "no"} sample(s) per question and mode, treatment ${right || "no"}.`);
  }
  if (missing.baseline.rows + missing.treatment.rows > 0) {
    warnings.push(`Unmatched rows: ${missing.treatment.rows} baseline row(s) have no treatment partner, ${missing.baseline.rows} treatment row(s) no baseline partner.`);
  }
  const profiles = (list: readonly string[]) => (list.length === 0 ? "not recorded" : [...list].sort().join(", "));
  if (profiles(baselineProfiles) !== profiles(treatmentProfiles)) {
    warnings.push(`Model profiles differ: baseline ${profiles(baselineProfiles)}, treatment ${profiles(treatmentProfiles)}.`);
  }
  return warnings;
}
