import type { QaRow, RunMeta } from "../bench/rows/schema";
import { compareRuns, type QaRunInput } from "../gate/compare/compare-runs";
import { gateComparison } from "../gate/compare/gate-pair";
import { decideCells, type CellRun } from "../gate/decision/decide-cells";
import { decidePair } from "../gate/decision/decide-pair";
import { resolveSettings } from "../gate/decision/decision-settings";
import type { Decision, DecisionAction, DecisionSettings } from "../gate/decision/decision-types";
import type { DecisionSlot } from "../gate/rule/cell-slots";
import { simulateArms, type BenchShape, type Effects } from "../../scripts/simulate/simulate-bench";
import { readText } from "./summarize-text";

const POLICIES: Record<DecisionSlot, Record<string, boolean>> = {
  baseline: {},
  cap: { quantifier_guard_apply_caps: true },
  reminder: { quantifier_reminder_enabled: true },
  both: { quantifier_guard_apply_caps: true, quantifier_reminder_enabled: true },
};

/** An arm read the way a file is read, with a sidecar placing it in its cell. */
function readArm(rows: readonly QaRow[], slot: DecisionSlot, profile = "simulated-fp8"): QaRunInput {
  const runId = `sim-${slot}`;
  const text = rows.map((row) => JSON.stringify({ ...row, model_profile_id: profile })).join("\n");
  const { summary, acc } = readText(text, `${runId}.jsonl`, runId);
  const meta: RunMeta = { run_id: runId, policy: POLICIES[slot], provenance: "synthetic", model_profile_id: profile };
  return { summary: { ...summary, meta, title: null, provenance: "synthetic" }, table: acc.table };
}

export type SimulationOptions = { settings?: DecisionSettings; profiles?: Partial<Record<DecisionSlot, string>>; running?: readonly DecisionSlot[] };

/**
 * The decision for a simulated baseline → `slot` pair through the code GET /api/compare runs (rows read as a file
 * is read, compared, gated, decided); `npm run bench` measures the same through the API itself.
 */
export function decideSimulatedPair(shape: BenchShape, slot: "cap" | "reminder", effects: Effects, seed: number, options: SimulationOptions = {}): Decision {
  const arms = simulateArms(shape, { baseline: {}, [slot]: effects }, seed);
  const [baseline, treatment] = [
    readArm(arms.baseline ?? [], "baseline", options.profiles?.baseline),
    readArm(arms[slot] ?? [], slot, options.profiles?.[slot]),
  ];
  const { payload, questions } = compareRuns(baseline, treatment);
  const live = (which: DecisionSlot) =>
    options.running?.includes(which)
      ? { state: "running" as const, reason: "sidecar" as const, rows: 0, expectedRows: null, rowsPerMinute: null, etaMinutes: null, lastModified: "" }
      : null;
  const withLive = { ...payload, baseline: { ...payload.baseline, live: live("baseline") }, treatment: { ...payload.treatment, live: live(slot) } };
  const settings = options.settings ?? resolveSettings();
  return decidePair(withLive, gateComparison(withLive, settings.floorPp), questions, settings);
}

/** The four-cell decision for simulated cells (a cell left out of `effects` was not run). */
export function decideSimulatedCells(
  shape: BenchShape,
  effects: Partial<Record<DecisionSlot, Effects>>,
  seed: number,
  options: SimulationOptions = {},
): Decision {
  const arms = simulateArms(shape, effects as Record<string, Effects>, seed);
  const runs: Partial<Record<DecisionSlot, CellRun>> = {};
  for (const slot of Object.keys(effects) as DecisionSlot[]) {
    const input = readArm(arms[slot] ?? [], slot, options.profiles?.[slot]);
    const running = options.running?.includes(slot) ?? false;
    const live = running
      ? {
          state: "running" as const,
          reason: "sidecar" as const,
          rows: input.summary.rows,
          expectedRows: null,
          rowsPerMinute: null,
          etaMinutes: null,
          lastModified: "",
        }
      : null;
    runs[slot] = { runId: `sim-${slot}`, summary: input.summary, table: input.table, live };
  }
  return decideCells(runs, options.settings ?? resolveSettings());
}

export function tallyActions(benches: number, firstSeed: number, decide: (seed: number) => Decision): Record<DecisionAction, number> {
  const tally: Record<DecisionAction, number> = { flip: 0, keep: 0, hold: 0 };
  for (let index = 0; index < benches; index += 1) tally[decide(firstSeed + index).action] += 1;
  return tally;
}
