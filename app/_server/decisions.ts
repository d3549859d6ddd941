import "server-only";
import { getStore } from "./store";
import type { RecordRequest } from "@/lib/gate/log/decision-entry";
import { decisionLogFile, recordDecision, type Recorded } from "@/lib/gate/server/decision-log";
import { findDecision, listDecisions } from "@/lib/gate/server/verify-decisions";
import type { DecisionsPage, VerifiedEntry } from "@/lib/gate/log/verify-entry";
import type { LogProblem } from "@/lib/gate/log/read-decision-log";

/** The log beside the runs: BENCH_DATA_DIR/decisions.jsonl. */
export const decisionLogPath = () => decisionLogFile(getStore().benchDir);

/** Records a decision as /compare or /decision shows it now (the page's form, POST /api/decisions). */
export function recordDecisionNow(request: RecordRequest): Promise<Recorded> {
  return recordDecision(getStore(), decisionLogPath(), request);
}

/** A page of the history, newest first, each entry verified (/decisions and GET /api/decisions). */
export function loadDecisionsPage(page: { offset: number; limit: number }): Promise<DecisionsPage> {
  return listDecisions(getStore(), decisionLogPath(), page);
}

/** One entry, verified (/decisions/<id> and GET /api/decisions/<id>). */
export function loadDecisionEntry(id: string): Promise<{ found: VerifiedEntry | null; problems: LogProblem[] }> {
  return findDecision(getStore(), decisionLogPath(), id);
}
