import { resolveConfig, type ControllerConfigOverride } from "../model/config";
import type { BranchMetrics } from "../model/metrics";
import { computeSupportScore } from "../model/score";
import type { BranchState } from "../model/state";

export type BranchSnapshot = { id: string; state: BranchState; metrics: BranchMetrics };
export type ScoredBranch = BranchSnapshot & { score: number };

/** Score descending; ties keep input order (Array.prototype.sort is stable). */
export function rankByScore<T extends { score: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.score - a.score);
}

/** Surviving (non-rejected) branches with their scores, ranked. */
export function rankSurvivingBranches(branches: readonly BranchSnapshot[], override?: ControllerConfigOverride): ScoredBranch[] {
  const config = resolveConfig(override);
  const surviving = branches.filter((branch) => branch.state !== "rejected");
  return rankByScore(surviving.map((branch) => ({ ...branch, score: computeSupportScore(branch.metrics, config) })));
}
