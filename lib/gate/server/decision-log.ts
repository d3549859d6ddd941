import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describeFirstIssue } from "../../http/describe-issue";
import { resolveSettings } from "../decision/decision-settings";
import type { DecisionSlot } from "../rule/cell-slots";
import { appendLine, AppendError } from "./append-line";
import { decisionEntrySchema, makeDecisionId, toEntryDecision, type DecisionEntry, type EntrySlot, type RecordRequest } from "../log/decision-entry";
import { parseDecisionLog, type DecisionLog } from "../log/read-decision-log";
import { loadCellsDecision, loadPairDecision, type DecisionStore } from "./load-decision";

export const DECISION_LOG_NAME = "decisions.jsonl";
export const decisionLogFile = (benchDir: string) => path.join(/*turbopackIgnore: true*/ benchDir, DECISION_LOG_NAME);

/** Why a decision was not recorded: the status an API answers, the field it names and one line. */
export type RecordProblem = { status: 400 | 404 | 409 | 422 | 503; path: string; message: string };
export type Recorded = { ok: true; entry: DecisionEntry } | { ok: false; problem: RecordProblem };

type Memo = DecisionStore["memo"];

/** The log as parsed, reused while the file's size, time and inode are unchanged; an absent log is empty. */
export async function readDecisionLog(memo: Memo, file: string): Promise<DecisionLog> {
  const info = await stat(file).catch(() => null);
  if (info === null) return { entries: [], problems: [] };
  return memo(`decision-log|${file}`, `${info.size}|${info.mtimeMs}|${info.ino}`, async () => parseDecisionLog(await readFile(file, "utf8")));
}

/** The decision the request names, made now with the one loader, with each run's place. */
async function decideNow(store: DecisionStore, request: RecordRequest) {
  const settings = resolveSettings({ floorPp: request.threshold, confidence: request.confidence, movePp: request.move });
  if (request.treatment !== undefined) {
    const loaded = await loadPairDecision(store, { baseline: request.baseline ?? "", treatment: request.treatment }, settings);
    if (!loaded.ok) return loaded;
    const slotOf = (runId: string): EntrySlot => (runId === request.treatment ? "treatment" : "baseline");
    return { ok: true as const, value: { record: loaded.value.record, interim: loaded.value.interim, slotOf } };
  }
  const runs: Partial<Record<DecisionSlot, string>> = {};
  for (const slot of ["baseline", "cap", "reminder", "both"] as const) if (request[slot] !== undefined) runs[slot] = request[slot];
  const loaded = await loadCellsDecision(store, runs, settings);
  if (!loaded.ok) return loaded;
  const slotOf = (runId: string) => (Object.entries(runs).find(([, id]) => id === runId)?.[0] ?? "baseline") as EntrySlot;
  return { ok: true as const, value: { record: loaded.value.record, interim: loaded.value.interim, slotOf } };
}

/**
 * Records the decision the request names, as the pages show it now: one validated line appended to the log. A
 * decision on a run still being written is interim and is refused, as is one whose run cannot be digested.
 */
export async function recordDecision(store: DecisionStore, file: string, request: RecordRequest, now = new Date()): Promise<Recorded> {
  const decided = await decideNow(store, request);
  if (!decided.ok) return decided;
  const { record, interim, slotOf } = decided.value;
  if (interim.length > 0) {
    const message = `the decision is interim: ${interim.join(", ")} ${interim.length === 1 ? "is" : "are"} still being written; record it once the bench has finished`;
    return { ok: false, problem: { status: 409, path: "runs", message } };
  }
  const unhashed = record.runs.find((run) => run.sha256 === null);
  if (unhashed !== undefined) return { ok: false, problem: { status: 422, path: "runs", message: `${unhashed.runId} could not be read to digest it` } };
  const entry: DecisionEntry = {
    id: makeDecisionId(now, randomBytes(3).toString("hex")),
    time: now.toISOString(),
    by: request.by,
    note: request.note ?? "",
    ...toEntryDecision(record, slotOf),
  };
  const valid = decisionEntrySchema.safeParse(entry);
  if (!valid.success) {
    const issue = describeFirstIssue(valid.error);
    return { ok: false, problem: { status: 400, path: issue.path.replace(/^\$\.?/, "") || "$", message: issue.error } };
  }
  try {
    await appendLine(file, JSON.stringify(valid.data));
  } catch (error) {
    if (error instanceof AppendError) return { ok: false, problem: { status: 503, path: "$", message: error.message } };
    throw error;
  }
  return { ok: true, entry: valid.data };
}
