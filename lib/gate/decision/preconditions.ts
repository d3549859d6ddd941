import type { LiveStatus } from "../../bench/runs/live-status";
import { countSharedQuestions, type QuestionTable } from "../compare/question-counts";

/** One run a decision reads, as the checks need it. */
export type CheckedRun = {
  /** How the page names its place: "baseline", "treatment", "cap only cell", … */
  role: string;
  runId: string;
  live: LiveStatus | null;
  modelProfiles: readonly string[];
  /** Why the run does not sit in the cell its place needs; null when it does. */
  cellProblem: string | null;
  questions: QuestionTable;
};

/** The least number of shared questions a paired test can run on. */
export const MIN_SHARED_QUESTIONS = 2;

function describeProfiles(runs: readonly CheckedRun[]): string | null {
  const recorded = runs.filter((run) => run.modelProfiles.length > 0);
  const counts = new Map<string, number>();
  for (const run of recorded) counts.set(run.modelProfiles.join(" + "), (counts.get(run.modelProfiles.join(" + ")) ?? 0) + 1);
  if (counts.size <= 1) return null;
  const [common] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [""];
  const odd = recorded.filter((run) => run.modelProfiles.join(" + ") !== common);
  return `the ${odd.map((run) => run.role).join(" and ")} ran on another model profile (${odd[0]?.modelProfiles.join(" + ")}; the rest on ${common})`;
}

function describeModes(treatment: CheckedRun, references: readonly CheckedRun[]): string[] {
  const runs = [treatment, ...references];
  const modes = [...new Set(runs.flatMap((run) => [...run.questions.keys()]))];
  return modes.flatMap((mode) => {
    const lacking = runs.filter((run) => !run.questions.has(mode));
    if (lacking.length === 0) return [];
    return [`${mode} is missing from the ${lacking.map((run) => run.role).join(" and ")}, so its harm cannot be checked`];
  });
}

/** Each run finished, all on one model profile, each in the cell its place needs. */
export function checkEachRun(runs: readonly CheckedRun[]): string[] {
  const problems: string[] = [];
  for (const run of runs) {
    if (run.live?.state === "running")
      problems.push(`the ${run.role} (${run.runId}) is still being written, ${run.live.rows.toLocaleString("en")} rows so far`);
  }
  const profiles = describeProfiles(runs);
  if (profiles !== null) problems.push(profiles);
  for (const run of runs) if (run.cellProblem !== null) problems.push(run.cellProblem);
  return problems;
}

/** The treatment shares questions and modes with every reference. */
export function checkPairing(treatment: CheckedRun, references: readonly CheckedRun[]): string[] {
  const problems: string[] = [];
  for (const reference of references) {
    const shared = countSharedQuestions(reference.questions, treatment.questions);
    if (shared < MIN_SHARED_QUESTIONS)
      problems.push(
        `the ${treatment.role} and the ${reference.role} share ${shared} question${shared === 1 ? "" : "s"}; a paired test needs at least ${MIN_SHARED_QUESTIONS}`,
      );
  }
  return [...problems, ...describeModes(treatment, references)];
}

/**
 * Every path that can say "flip" asks the same of the runs it read: each finished, all on one model profile, each in
 * the cell its place needs, and the treatment sharing questions and modes with every reference.
 */
export function checkRuns(treatment: CheckedRun, references: readonly CheckedRun[]): string[] {
  return [...checkEachRun([...references, treatment]), ...checkPairing(treatment, references)];
}
