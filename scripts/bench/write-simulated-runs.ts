import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { QaRow, RunMeta } from "../../lib/bench/rows/schema";
import type { DecisionSlot } from "../../lib/gate/rule/cell-slots";
import { SIMULATED_MODES, simulateArms, type BenchShape, type Effects } from "../simulate/simulate-bench";

const POLICIES: Record<DecisionSlot, Record<string, boolean>> = {
  baseline: {},
  cap: { quantifier_guard_apply_caps: true },
  reminder: { quantifier_reminder_enabled: true },
  both: { quantifier_guard_apply_caps: true, quantifier_reminder_enabled: true },
};

export type WriteOptions = { profiles?: Partial<Record<DecisionSlot, string>>; running?: readonly DecisionSlot[] };

function writeRun(qaDir: string, runId: string, rows: readonly QaRow[], meta: RunMeta): void {
  writeFileSync(path.join(qaDir, `${runId}.jsonl`), rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
  writeFileSync(path.join(qaDir, `${runId}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
}

/**
 * Writes one simulated bench as runs under `benchDir/qa/`, `${prefix}-${slot}` per cell: QA JSONL rows and a sidecar
 * whose policy places the run in its cell, marked synthetic (and "running" for the slots named so).
 */
export function writeSimulatedCells(
  benchDir: string,
  prefix: string,
  shape: BenchShape,
  effects: Partial<Record<DecisionSlot, Effects>>,
  seed: number,
  options: WriteOptions = {},
): Record<string, string> {
  const qaDir = path.join(benchDir, "qa");
  mkdirSync(qaDir, { recursive: true });
  const arms = simulateArms(shape, effects as Record<string, Effects>, seed);
  const ids: Record<string, string> = {};
  for (const slot of Object.keys(effects) as DecisionSlot[]) {
    const runId = `${prefix}-${slot}`;
    const profile = options.profiles?.[slot] ?? "simulated-fp8";
    const rows = (arms[slot] ?? []).map((row) => ({ ...row, model_profile_id: profile }));
    writeRun(qaDir, runId, rows, {
      run_id: runId,
      title: `Simulated ${slot} (${shape.questions} × ${shape.samples})`,
      samples_per_question: shape.samples,
      question_count: shape.questions,
      modes: [...(shape.modes ?? SIMULATED_MODES)],
      model_profile_id: profile,
      policy: POLICIES[slot],
      provenance: "synthetic",
      status: options.running?.includes(slot) ? "running" : "done",
      source: "scripts/simulate (seeded clustered-bench simulator)",
    });
    ids[slot] = runId;
  }
  return ids;
}

export function removeRuns(benchDir: string, ids: Record<string, string>): void {
  for (const runId of Object.values(ids)) {
    for (const suffix of [".jsonl", ".meta.json"]) rmSync(path.join(benchDir, "qa", `${runId}${suffix}`), { force: true });
  }
}
