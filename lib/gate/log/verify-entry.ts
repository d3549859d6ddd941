import type { DecisionAction } from "../decision/decision-types";
import type { DecisionEntry, EntryDecision, EntryFigure, EntryRun } from "./decision-entry";
import type { LoggedEntry, LogProblem } from "./read-decision-log";

/** What recomputing an entry from the files found: runs gone, a decision that can no longer be made, or a decision. */
export type Recomputed = { kind: "missing"; runs: EntryRun[] } | { kind: "problem"; message: string } | { kind: "decided"; decision: EntryDecision };

/** One thing that differs between the recorded decision and the one the files give now. */
export type Change = { subject: string; old: string; new: string };

export type VerificationStatus = "holds" | "changed" | "missing";
export const VERIFICATION_LABELS: Record<VerificationStatus, string> = { holds: "still holds", changed: "evidence changed", missing: "run missing" };

export type Verification = {
  status: VerificationStatus;
  /** One line: what changed, naming the run, the figure and the old and new action. */
  summary: string;
  changes: Change[];
  action: { old: DecisionAction; new: DecisionAction | null };
};

/** An entry as the history shows it: the entry, its check now, and links to its view and its own page. */
export type VerifiedEntry = { entry: LoggedEntry; verification: Verification; links: { view: string; page: string } };
export type DecisionsPage = { total: number; offset: number; limit: number; entries: VerifiedEntry[]; problems: LogProblem[] };

const TOLERANCE = 1e-9;
const short = (hash: string | null) => (hash === null ? "none" : `${hash.slice(0, 12)}…`);
const samePp = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= TOLERANCE);
const pp = (value: number | null) => (value === null ? "never fired" : `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}pp`);
const describeFigure = (figure: EntryFigure | undefined) => {
  if (figure === undefined) return "not weighed";
  const bounds =
    figure.lowPp === null && figure.highPp === null
      ? ""
      : ` [${figure.lowPp === null ? "…" : pp(figure.lowPp)}, ${figure.highPp === null ? "…" : pp(figure.highPp)}]`;
  return `${pp(figure.estimatePp)}${bounds}`;
};

function compareRuns(recorded: readonly EntryRun[], now: readonly EntryRun[]): Change[] {
  return recorded.flatMap((run) => {
    const current = now.find((item) => item.slot === run.slot);
    const name = `${run.runId} (${run.slot})`;
    if (current === undefined || current.runId !== run.runId) return [{ subject: `the ${run.slot} run`, old: run.runId, new: current?.runId ?? "none" }];
    const changes: Change[] = [];
    if (current.sha256 !== run.sha256) changes.push({ subject: `${name}: JSONL sha256`, old: short(run.sha256), new: short(current.sha256) });
    if (current.metaSha256 !== run.metaSha256) changes.push({ subject: `${name}: sidecar sha256`, old: short(run.metaSha256), new: short(current.metaSha256) });
    if (current.cell !== run.cell) changes.push({ subject: `${name}: cell`, old: run.cell, new: current.cell });
    return changes;
  });
}

function compareFigures(recorded: readonly EntryFigure[], now: readonly EntryFigure[]): Change[] {
  const ids = [...new Set([...recorded.map((figure) => figure.id), ...now.map((figure) => figure.id)])];
  return ids.flatMap((id) => {
    const [before, after] = [recorded.find((figure) => figure.id === id), now.find((figure) => figure.id === id)];
    const same =
      before !== undefined &&
      after !== undefined &&
      samePp(before.estimatePp, after.estimatePp) &&
      samePp(before.lowPp, after.lowPp) &&
      samePp(before.highPp, after.highPp);
    if (same) return [];
    const figure = (before ?? after) as EntryFigure;
    return [{ subject: `${figure.metricLabel} in ${figure.mode}`, old: describeFigure(before), new: describeFigure(after) }];
  });
}

function compareText(subject: string, recorded: readonly string[], now: readonly string[]): Change[] {
  if (recorded.length === now.length && recorded.every((item, index) => item === now[index])) return [];
  const at = recorded.findIndex((item, index) => item !== now[index]);
  const index = at === -1 ? recorded.length : at;
  return [{ subject, old: recorded[index] ?? "(none)", new: now[index] ?? "(none)" }];
}

/** Every difference between the recorded decision and the recomputed one, runs first. */
export function diffDecisions(recorded: EntryDecision, now: EntryDecision): Change[] {
  const changes = [...compareRuns(recorded.runs, now.runs)];
  if (recorded.action !== now.action) changes.push({ subject: "action", old: recorded.action, new: now.action });
  if (recorded.option !== now.option) changes.push({ subject: "option", old: recorded.option ?? "none", new: now.option ?? "none" });
  if (recorded.flag !== now.flag) changes.push({ subject: "flag", old: recorded.flag, new: now.flag });
  changes.push(...compareText("modes", recorded.modes, now.modes), ...compareFigures(recorded.figures, now.figures));
  if (JSON.stringify(recorded.plan) !== JSON.stringify(now.plan)) {
    const plan = (value: EntryDecision["plan"]) => (value === null ? "none" : `${value.questions} questions × ${value.samples} samples per arm`);
    changes.push({ subject: "plan", old: plan(recorded.plan), new: plan(now.plan) });
  }
  if (recorded.headline !== now.headline) changes.push({ subject: "headline", old: recorded.headline, new: now.headline });
  return [...changes, ...compareText("reasons", recorded.reasons, now.reasons)];
}

function summarize(changes: readonly Change[], oldAction: DecisionAction, newAction: DecisionAction | null): string {
  const named = changes.filter((change) => change.subject !== "action").slice(0, 3);
  const more = changes.length - named.length - (changes.some((change) => change.subject === "action") ? 1 : 0);
  const parts = named.map((change) => `${change.subject} ${change.old} → ${change.new}`);
  const action =
    newAction === null ? `${oldAction} → no decision` : oldAction === newAction ? `action still ${newAction}` : `action ${oldAction} → ${newAction}`;
  return `${parts.join("; ")}${more > 0 ? `; and ${more} more` : ""}; ${action}`;
}

/** Whether the entry still holds: every run present, every digest unchanged, the recomputed decision equal to the recorded one. */
export function verifyEntry(entry: DecisionEntry, recomputed: Recomputed): Verification {
  if (recomputed.kind === "missing") {
    const names = recomputed.runs.map((run) => `${run.runId} (${run.slot})`);
    return {
      status: "missing",
      summary: `${names.join(", ")} ${names.length === 1 ? "is" : "are"} no longer in the data folder`,
      changes: recomputed.runs.map((run) => ({ subject: `the ${run.slot} run`, old: run.runId, new: "missing" })),
      action: { old: entry.action, new: null },
    };
  }
  if (recomputed.kind === "problem") {
    const change = { subject: "decision", old: entry.action, new: `cannot be made: ${recomputed.message}` };
    return {
      status: "changed",
      summary: `the runs can no longer be decided on (${recomputed.message}); ${entry.action} → no decision`,
      changes: [change],
      action: { old: entry.action, new: null },
    };
  }
  const changes = diffDecisions(entry, recomputed.decision);
  if (changes.length === 0)
    return {
      status: "holds",
      summary: "every run present, every digest unchanged, the same decision",
      changes,
      action: { old: entry.action, new: entry.action },
    };
  return {
    status: "changed",
    summary: summarize(changes, entry.action, recomputed.decision.action),
    changes,
    action: { old: entry.action, new: recomputed.decision.action },
  };
}
