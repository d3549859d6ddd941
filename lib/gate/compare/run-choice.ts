import type { RunIndexRow } from "../../bench/runs/run-index";
import { identifyCell, type CellIdentity } from "../rule/cell-identity";

/** A QA run as the compare and decision pickers offer it. */
export type QaRunChoice = { runId: string; title: string | null; provenance: string; rows: number; identity: CellIdentity };

export function listQaRunChoices(runs: readonly RunIndexRow[]): QaRunChoice[] {
  return runs
    .filter((run) => run.kind === "qa")
    .map((run) => ({ runId: run.runId, title: run.title, provenance: run.provenance, rows: run.rows, identity: identifyCell(run.policy) }));
}
