import { resolveConfig, type ControllerConfigOverride } from "./config";
import type { BranchMetrics } from "./metrics";

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/** docs/controller.md, "Score": independence discounted by the strongest correlation signal. */
export function computeEffectiveIndependence(metrics: BranchMetrics): number {
  const correlation = Math.max(metrics.shared_assumption_ratio, metrics.semantic_similarity_to_leader);
  return clamp01(metrics.independence * (1 - correlation));
}

/** docs/controller.md, "Score": the reference support score, clamped to [0, 1]. */
export function computeSupportScore(metrics: BranchMetrics, override?: ControllerConfigOverride): number {
  const weights = resolveConfig(override).weights;
  // Terms are summed in the spec's order, then added to the base, so floats (and thus
  // tie-breaks between equal scores) agree with the reference implementation.
  const terms = [
    weights.evidence * metrics.evidence,
    weights.verification * metrics.verification,
    weights.effectiveIndependence * computeEffectiveIndependence(metrics),
    weights.informationGain * metrics.information_gain,
    weights.contradiction * metrics.contradiction,
    weights.unresolvedAssumptions * metrics.unresolved_assumptions,
    weights.normalizedCost * metrics.normalized_cost,
  ];
  return clamp01(weights.base + terms.reduce((sum, term) => sum + term, 0));
}
