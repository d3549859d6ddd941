import { decideCollapse, type CollapseDecision } from "./collapse";
import { resolveConfig } from "../model/config";
import type { ControllerDocument } from "../model/document";
import { rankByScore } from "./ranking";
import { computeEffectiveIndependence, computeSupportScore } from "../model/score";
import { reopenBranch, updateBranchState, type BranchState } from "../model/state";
import { computeUncertainty, recommendWidth } from "./uncertainty";

export type EvaluatedBranch = {
  id: string;
  score: number;
  effectiveIndependence: number;
  state: BranchState;
  revived: boolean;
};

export type ControllerEvaluation = {
  branches: EvaluatedBranch[];
  uncertainty: number;
  width: [number, number];
  collapse: CollapseDecision;
};

/**
 * The controller over one document: reopen requested rejected branches, update every branch's
 * state, then rank, measure uncertainty and decide collapse over the updated set. Branches are
 * listed surviving first (ranked), then rejected ones (ranked), so the leader is always first.
 * Takes a parsed document (`parseControllerDocument`) so input is validated once, where it enters.
 */
export function evaluateController(document: ControllerDocument): ControllerEvaluation {
  const config = resolveConfig(document.thresholds);
  const updated = document.branches.map((branch) => {
    const reopened = branch.reopen ? reopenBranch(branch) : branch;
    const { state, revived } = updateBranchState(reopened, config);
    return { id: branch.id, metrics: branch.metrics, state, revived };
  });
  const scored = updated.map((branch) => ({
    id: branch.id,
    score: computeSupportScore(branch.metrics, config),
    effectiveIndependence: computeEffectiveIndependence(branch.metrics),
    state: branch.state,
    revived: branch.revived,
  }));
  const uncertainty = computeUncertainty(updated, config);
  return {
    branches: [...rankByScore(scored.filter((branch) => branch.state !== "rejected")), ...rankByScore(scored.filter((branch) => branch.state === "rejected"))],
    uncertainty,
    width: recommendWidth(uncertainty, config),
    collapse: decideCollapse(updated, config),
  };
}
