import "server-only";
import { getStore } from "./store";
import { loadComparison } from "./compare";
import type { DecisionSlot } from "@/lib/gate/rule/cell-slots";
import type { Decision } from "@/lib/gate/decision/decision-types";
import { gateComparison } from "@/lib/gate/compare/gate-pair";
import { decidePair } from "@/lib/gate/decision/decide-pair";
import { decideStoredCells } from "@/lib/gate/server/decide-stored";

/** The flip / keep / hold decision for a pair, from the same cached comparison GET /api/compare serves; null when a run is unknown. */
export async function loadPairDecision(baselineId: string, treatmentId: string, thresholdPp: number): Promise<Decision | null> {
  const loaded = await loadComparison(baselineId, treatmentId);
  if (loaded.status === "not_found") return null;
  const { payload, questions } = loaded.comparison;
  return decidePair(payload, gateComparison(payload, thresholdPp), questions);
}

/** The decision for the four cells (a slot left out was not run). */
export function loadCellsDecision(runs: Partial<Record<DecisionSlot, string>>, thresholdPp: number): Promise<Decision> {
  return decideStoredCells(getStore(), runs, thresholdPp);
}
