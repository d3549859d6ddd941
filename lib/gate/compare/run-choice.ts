import type { RunIndexRow } from "../../bench/runs/run-index";
import { identifyCell, type CellIdentity } from "../rule/cell-identity";

/** A QA run as the compare and decision pickers offer it. */
export type QaRunChoice = { runId: string; title: string | null; provenance: string; rows: number; identity: CellIdentity };

export function listQaRunChoices(runs: readonly RunIndexRow[]): QaRunChoice[] {
  return runs
    .filter((run) => run.kind === "qa")
    .map((run) => ({ runId: run.runId, title: run.title, provenance: run.provenance, rows: run.rows, identity: identifyCell(run.policy) }));
}

const PROVENANCE_ORDER: Record<string, number> = { measured: 0, reconstructed: 1, synthetic: 2 };

/**
 * The run of the baseline (dry-run) cell to compare a run with: one of its own provenance first (a synthetic run
 * against synthetic data), then measured before reconstructed, most rows, newest. Null when the run is itself in
 * the baseline cell or in no cell, or no run is.
 */
export function pickBaselineRun(run: Pick<QaRunChoice, "runId" | "provenance" | "identity">, choices: readonly QaRunChoice[]): string | null {
  if (run.identity.cell === "unknown" || run.identity.cell === "baseline") return null;
  const rank = (choice: QaRunChoice) => (choice.provenance === run.provenance ? -1 : (PROVENANCE_ORDER[choice.provenance] ?? 9));
  const baselines = choices
    .filter((choice) => choice.runId !== run.runId && choice.identity.cell === "baseline" && !choice.identity.rejectBroad)
    .sort((a, b) => rank(a) - rank(b) || b.rows - a.rows || b.runId.localeCompare(a.runId));
  return baselines[0]?.runId ?? null;
}
