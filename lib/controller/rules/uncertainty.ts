import { isAtLeast, resolveConfig, type ControllerConfigOverride } from "../model/config";
import { rankSurvivingBranches, type BranchSnapshot } from "./ranking";

/**
 * Normalized Shannon entropy of non-negative weights: H(p) / ln(n) with n = weights.length.
 * Fewer than two weights carry no uncertainty (0). All-zero weights give no evidence to tell the
 * alternatives apart, so they are treated as uniform (1) and the widest search is recommended.
 */
export function computeNormalizedEntropy(weights: readonly number[]): number {
  if (weights.length < 2) return 0;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return 1;
  const entropy = weights.reduce((sum, weight) => {
    const p = weight / total;
    return p > 0 ? sum - p * Math.log(p) : sum;
  }, 0);
  return Math.min(1, Math.max(0, entropy / Math.log(weights.length)));
}

/** docs/controller.md, "Search width": entropy of the surviving branches' scores. */
export function computeUncertainty(branches: readonly BranchSnapshot[], override?: ControllerConfigOverride): number {
  return computeNormalizedEntropy(rankSurvivingBranches(branches, override).map((branch) => branch.score));
}

/** docs/controller.md, "Search width": [min, max] branches for the next search step. */
export function recommendWidth(uncertainty: number, override?: ControllerConfigOverride): [number, number] {
  const config = resolveConfig(override);
  if (isAtLeast(uncertainty, config.widthHighFrom)) return [...config.widthHigh];
  if (isAtLeast(uncertainty, config.widthMidFrom)) return [...config.widthMid];
  return [...config.widthLow];
}
