import { z } from "zod";
import { isAtLeast, resolveConfig, type ControllerConfigOverride } from "./config";
import type { BranchMetrics } from "./metrics";
import { computeSupportScore } from "./score";

export const branchStateSchema = z.enum(["active", "dormant", "rejected"]);
export type BranchState = z.infer<typeof branchStateSchema>;

export type TrackedBranch = {
  state: BranchState;
  metrics: BranchMetrics;
  previousMetrics?: BranchMetrics | undefined;
};

export type StateUpdate = { state: BranchState; revived: boolean };

/** Spec §4: a material change relative to the previous measurement (any one suffices). */
export function hasMaterialChange(
  current: BranchMetrics,
  previous: BranchMetrics,
  override?: ControllerConfigOverride,
): boolean {
  const config = resolveConfig(override);
  return (
    isAtLeast(current.evidence - previous.evidence, config.reviveEvidenceDelta) ||
    isAtLeast(current.verification - previous.verification, config.reviveVerificationDelta) ||
    isAtLeast(previous.contradiction - current.contradiction, config.reviveContradictionDrop)
  );
}

/** Spec §4 classification: reject, else dormant below the score threshold, else active. */
export function classifyBranch(metrics: BranchMetrics, override?: ControllerConfigOverride): BranchState {
  const config = resolveConfig(override);
  if (isAtLeast(metrics.contradiction, config.rejectContradiction)) return "rejected";
  if (!isAtLeast(computeSupportScore(metrics, config), config.dormantScore)) return "dormant";
  return "active";
}

/**
 * One controller step for one branch. A rejected branch stays rejected (only `reopenBranch`
 * brings it back). The revival check runs before classification and the revived branch is then
 * classified like any other, so a revived branch that is still contradicted is rejected.
 */
export function updateBranchState(branch: TrackedBranch, override?: ControllerConfigOverride): StateUpdate {
  if (branch.state === "rejected") return { state: "rejected", revived: false };
  const revived =
    branch.state === "dormant" &&
    branch.previousMetrics !== undefined &&
    hasMaterialChange(branch.metrics, branch.previousMetrics, override);
  return { state: classifyBranch(branch.metrics, override), revived };
}

/** Explicit reopen, for when the fact that caused a rejection is itself invalidated. */
export function reopenBranch<T extends TrackedBranch>(branch: T): T {
  return branch.state === "rejected" ? { ...branch, state: "dormant" } : branch;
}
