import type { RunStore } from "../lib/bench/server/run-store";
import { ACTION_LABELS } from "../lib/gate/decision/decision-labels";
import type { RecordRequest } from "../lib/gate/log/decision-entry";
import { sortNewestFirst } from "../lib/gate/log/read-decision-log";
import { VERIFICATION_LABELS } from "../lib/gate/log/verify-entry";
import { decisionLogFile, readDecisionLog, recordDecision } from "../lib/gate/server/decision-log";
import { verifyEntries } from "../lib/gate/server/verify-decisions";

/** Exit status of --record when the decision was not recorded (interim, a read-only folder, a held lock). */
export const NOT_RECORDED = 5;
/** Exit status of --verify when a recorded decision no longer holds or a line of the log is not a decision. */
export const NO_LONGER_HOLDS = 1;

type Out = { stdout: (text: string) => void; stderr: (text: string) => void };

/** `--record`: the decision as the pages show it now, appended to BENCH_DATA_DIR/decisions.jsonl. */
export async function recordFromCli(store: RunStore<unknown>, request: RecordRequest, out: Out): Promise<number> {
  const recorded = await recordDecision(store, decisionLogFile(store.benchDir), request);
  if (!recorded.ok) {
    out.stderr(`gate: not recorded: ${recorded.problem.path === "$" ? "" : `${recorded.problem.path}: `}${recorded.problem.message}\n`);
    return recorded.problem.status === 409 || recorded.problem.status === 503 ? NOT_RECORDED : 2;
  }
  const { entry } = recorded;
  out.stdout(`recorded ${entry.id}: ${ACTION_LABELS[entry.action].toUpperCase()} ${entry.flag} by ${entry.by} (${decisionLogFile(store.benchDir)})\n`);
  return 0;
}

/** `--verify`: every recorded decision re-checked against the files; non-zero when one no longer holds. */
export async function verifyFromCli(store: RunStore<unknown>, out: Out): Promise<number> {
  const file = decisionLogFile(store.benchDir);
  const log = await readDecisionLog(store.memo, file);
  for (const problem of log.problems) out.stderr(`gate: ${file} line ${problem.line}: ${problem.message}\n`);
  const verified = await verifyEntries(store, sortNewestFirst(log.entries));
  for (const { entry, verification } of verified) {
    const detail = verification.status === "holds" ? "" : `: ${verification.summary}`;
    out.stdout(`${VERIFICATION_LABELS[verification.status]}  ${entry.id}  ${ACTION_LABELS[entry.action]} ${entry.flag} by ${entry.by}${detail}\n`);
  }
  const failing = verified.filter((item) => item.verification.status !== "holds").length;
  out.stdout(
    `${verified.length - failing} of ${verified.length} recorded decisions still hold${log.problems.length > 0 ? `; ${log.problems.length} unreadable line(s)` : ""}\n`,
  );
  return failing > 0 || log.problems.length > 0 ? NO_LONGER_HOLDS : 0;
}
