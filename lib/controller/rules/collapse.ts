import { z } from "zod";
import { isAtLeast, isAtMost, resolveConfig, type ControllerConfig, type ControllerConfigOverride } from "../model/config";
import { rankSurvivingBranches, type BranchSnapshot, type ScoredBranch } from "./ranking";

const collapseCheckIdSchema = z.enum(["leader_score", "leader_verification", "leader_contradiction", "high_information_runner_up", "leader_margin"]);
const collapseCheckStatusSchema = z.enum(["pass", "fail", "not_reached", "not_applicable"]);

export type CollapseCheckId = z.infer<typeof collapseCheckIdSchema>;
export type CollapseCheckStatus = z.infer<typeof collapseCheckStatusSchema>;
export type CollapseCheck = {
  id: CollapseCheckId;
  label: string;
  /** pass and fail for the checks run up to the first failure; the checks after it are not_reached (not evaluated at this step). */
  status: CollapseCheckStatus;
  value: number | null;
  threshold: number;
  /** Whether the value meets the threshold, also for a check not reached: a reader sees it would not have stopped the collapse. */
  meetsThreshold: boolean;
};
export type CollapseDecision = {
  canCollapse: boolean;
  reason: string;
  leader: string | null;
  checks: CollapseCheck[];
};

type CheckOutcome = { id: CollapseCheckId; label: string; passed: boolean; value: number | null; threshold: number; failReason: string };

/** docs/controller.md, "Collapse checks", in the spec's order: check 4 (unresolved runner-up) before check 5 (margin). */
export function decideCollapse(branches: readonly BranchSnapshot[], override?: ControllerConfigOverride): CollapseDecision {
  const config = resolveConfig(override);
  const ranked = rankSurvivingBranches(branches, config);
  const [leader, runnerUp] = ranked;
  const outcomes = evaluateChecks(leader, runnerUp, config);
  if (leader === undefined) {
    const checks = outcomes.map((outcome) => toCheck(outcome, "not_applicable"));
    return { canCollapse: false, reason: "no surviving branch", leader: null, checks };
  }
  const failedAt = outcomes.findIndex((outcome) => !outcome.passed);
  const checks = outcomes.map((outcome, index) => {
    if (failedAt === -1 || index < failedAt) return toCheck(outcome, "pass");
    return toCheck(outcome, index === failedAt ? "fail" : "not_reached");
  });
  const failed = outcomes[failedAt];
  const reason = failed === undefined ? "collapse criteria satisfied" : failed.failReason;
  return { canCollapse: failed === undefined, reason, leader: leader.id, checks };
}

function evaluateChecks(leader: ScoredBranch | undefined, runnerUp: ScoredBranch | undefined, config: ControllerConfig): CheckOutcome[] {
  const margin = leader !== undefined && runnerUp !== undefined ? leader.score - runnerUp.score : null;
  const runnerUpGain = runnerUp?.metrics.information_gain ?? null;
  const unresolvedRunnerUp =
    runnerUpGain !== null &&
    margin !== null &&
    isAtLeast(runnerUpGain, config.unresolvedInformationGain) &&
    isAtMost(margin, config.unresolvedNearLeaderMargin);
  return [
    {
      id: "leader_score",
      label: `leader score ≥ ${config.collapseScore}`,
      passed: leader !== undefined && isAtLeast(leader.score, config.collapseScore),
      value: leader?.score ?? null,
      threshold: config.collapseScore,
      failReason: "leader score below collapse threshold",
    },
    {
      id: "leader_verification",
      label: `leader verification ≥ ${config.collapseVerification}`,
      passed: leader !== undefined && isAtLeast(leader.metrics.verification, config.collapseVerification),
      value: leader?.metrics.verification ?? null,
      threshold: config.collapseVerification,
      failReason: "leader verification below collapse threshold",
    },
    {
      id: "leader_contradiction",
      label: `leader contradiction ≤ ${config.collapseMaxContradiction}`,
      passed: leader !== undefined && isAtMost(leader.metrics.contradiction, config.collapseMaxContradiction),
      value: leader?.metrics.contradiction ?? null,
      threshold: config.collapseMaxContradiction,
      failReason: "leader contradiction remains too high",
    },
    {
      id: "high_information_runner_up",
      label: `no runner-up with information_gain ≥ ${config.unresolvedInformationGain} within margin ≤ ${config.unresolvedNearLeaderMargin}`,
      passed: !unresolvedRunnerUp,
      value: runnerUpGain,
      threshold: config.unresolvedInformationGain,
      failReason: "high-information alternative remains unresolved",
    },
    {
      id: "leader_margin",
      label: `leader margin over runner-up ≥ ${config.collapseMargin}`,
      passed: margin === null || isAtLeast(margin, config.collapseMargin),
      value: margin,
      threshold: config.collapseMargin,
      failReason: "leader margin is too small",
    },
  ];
}

function toCheck(outcome: CheckOutcome, status: CollapseCheckStatus): CollapseCheck {
  const { id, label, value, threshold, passed } = outcome;
  return { id, label, status, value, threshold, meetsThreshold: passed };
}
