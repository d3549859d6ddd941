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

/** A material change relative to the previous measurement (any one suffices), each within 1e-6. */
export function hasMaterialChange(current: BranchMetrics, previous: BranchMetrics, override?: ControllerConfigOverride): boolean {
  const config = resolveConfig(override);
  return (
    isAtLeast(current.evidence - previous.evidence, config.reviveEvidenceDelta) ||
    isAtLeast(current.verification - previous.verification, config.reviveVerificationDelta) ||
    isAtLeast(previous.contradiction - current.contradiction, config.reviveContradictionDrop)
  );
}

/** Classification: reject, else dormant below the score threshold, else active. */
export function classifyBranch(metrics: BranchMetrics, override?: ControllerConfigOverride): BranchState {
  const config = resolveConfig(override);
  if (isAtLeast(metrics.contradiction, config.rejectContradiction)) return "rejected";
  if (!isAtLeast(computeSupportScore(metrics, config), config.dormantScore)) return "dormant";
  return "active";
}

/**
 * One controller step for one branch (docs/controller.md, "State transitions"). Revival comes
 * first: a dormant branch with a material change becomes active whatever its score or
 * contradiction, and `revived` is true exactly then. Every other branch is classified, so a
 * dormant branch whose score is back at the dormant threshold wakes without being `revived`. A
 * rejected branch stays rejected; only `reopenBranch` brings it back.
 */
export function updateBranchState(branch: TrackedBranch, override?: ControllerConfigOverride): StateUpdate {
  if (branch.state === "rejected") return { state: "rejected", revived: false };
  const materiallyChanged =
    branch.state === "dormant" && branch.previousMetrics !== undefined && hasMaterialChange(branch.metrics, branch.previousMetrics, override);
  if (materiallyChanged) return { state: "active", revived: true };
  return { state: classifyBranch(branch.metrics, override), revived: false };
}

/** Explicit reopen, for when the fact that caused a rejection is itself invalidated. */
export function reopenBranch<T extends TrackedBranch>(branch: T): T {
  return branch.state === "rejected" ? { ...branch, state: "dormant" } : branch;
}
