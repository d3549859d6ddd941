import type { RunFile } from "../../bench/runs/run-file";
import type { QaRunData, RunStore } from "../../bench/server/run-store";
import { describeLive } from "../../bench/runs/live-status";
import { decideCells, type CellRun } from "../cells-decision";
import { compareRuns, withLiveStatus } from "../compare-runs";
import type { DecisionSlot } from "../decision-cells";
import type { Decision } from "../decision-types";
import { gateComparison } from "../gate-comparison";
import { decidePair } from "../pair-decision";

export type QaStore = Pick<RunStore<unknown>, "findRun" | "withDataOf">;
export type PairOutcome = { status: "ok"; decision: Decision } | { status: "not_found"; missing: Array<"baseline" | "treatment"> };

function findQa(store: QaStore, runId: string): RunFile | null {
  const run = store.findRun(runId);
  return run?.kind === "qa" ? run : null;
}

const toInput = (runId: string, data: QaRunData): CellRun => ({ runId, summary: data.summary, table: data.state.acc.table });

/** The pair decision from a run store, as GET /api/compare makes it (npm run gate reads the same folder this way). */
export async function decideStoredPair(store: QaStore, baselineId: string, treatmentId: string, thresholdPp: number): Promise<PairOutcome> {
  const [baseline, treatment] = [findQa(store, baselineId), findQa(store, treatmentId)];
  if (baseline === null || treatment === null) {
    return { status: "not_found", missing: [...(baseline === null ? ["baseline" as const] : []), ...(treatment === null ? ["treatment" as const] : [])] };
  }
  return store.withDataOf([baseline, treatment], ([left, right]) => {
    const [b, t] = [left as QaRunData, right as QaRunData];
    const compared = compareRuns(toInput(baselineId, b), toInput(treatmentId, t));
    const now = Date.now();
    const payload = withLiveStatus(compared.payload, { baseline: describeLive(b.summary, baseline, now), treatment: describeLive(t.summary, treatment, now) });
    const gate = gateComparison(payload, thresholdPp);
    return { status: "ok" as const, decision: decidePair(payload, gate, compared.questions) };
  });
}

/** The four-cell decision from a run store; an id that names no QA run holds the decision and says so. */
export async function decideStoredCells(store: QaStore, runs: Partial<Record<DecisionSlot, string>>, thresholdPp: number): Promise<Decision> {
  const found: Array<[DecisionSlot, string, RunFile]> = [];
  const unknown: string[] = [];
  for (const [slot, runId] of Object.entries(runs) as Array<[DecisionSlot, string]>) {
    const run = findQa(store, runId);
    if (run === null) unknown.push(`no QA run with id "${runId}" for the ${slot} cell`);
    else found.push([slot, runId, run]);
  }
  return store.withDataOf(
    found.map(([, , run]) => run),
    (data) => {
      const inputs: Partial<Record<DecisionSlot, CellRun>> = {};
      found.forEach(([slot, runId], index) => {
        const loaded = data[index];
        if (loaded !== undefined) inputs[slot] = toInput(runId, loaded);
      });
      return decideCells(inputs, thresholdPp, unknown);
    },
  );
}
