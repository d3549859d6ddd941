import type { BranchMetrics } from "../controller/model/metrics";
import type { ControllerConfigOverride } from "../controller/model/config";

/** Test metrics: every field 0 unless given. */
export function makeMetrics(values: Partial<BranchMetrics> = {}): BranchMetrics {
  return {
    evidence: 0,
    verification: 0,
    independence: 0,
    information_gain: 0,
    contradiction: 0,
    unresolved_assumptions: 0,
    normalized_cost: 0,
    shared_assumption_ratio: 0,
    semantic_similarity_to_leader: 0,
    ...values,
  };
}

/** Weights under which a branch's score equals its evidence, to place scores exactly in tests. */
export const SCORE_IS_EVIDENCE: ControllerConfigOverride = {
  weights: {
    base: 0,
    evidence: 1,
    verification: 0,
    effectiveIndependence: 0,
    informationGain: 0,
    contradiction: 0,
    unresolvedAssumptions: 0,
    normalizedCost: 0,
  },
};
