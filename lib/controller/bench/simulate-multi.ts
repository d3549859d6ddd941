import { decideCollapse } from "../rules/collapse";
import { isAtLeast, resolveConfig, type ControllerConfigOverride } from "../model/config";
import { countStepTokens, performanceClock, SWITCH_WINDOW_STEPS, type Clock } from "./bench-model";
import { rankSurvivingBranches } from "../rules/ranking";
import type { Scenario } from "./scenario-schema";
import { assembleScenarioResult, buildStepRecord, type PolicyRun, type StepOutcome } from "./scenario-run";
import { reopenBranch, updateBranchState, type TrackedBranch } from "../model/state";

type Branch = TrackedBranch & { id: string };

/** The `multi` policy: the spec's controller applied to every branch at every step. */
export function simulateMultiPolicy(scenario: Scenario, clock: Clock = performanceClock, override?: ControllerConfigOverride): PolicyRun {
  const config = resolveConfig(override);
  const branches = new Map<string, Branch>();
  const reopenable = new Set<string>();
  const outcomes: StepOutcome[] = [];
  let falsifiedStep: number | null = null;
  let truthFirstLeads: number | null = null;
  let wrongLeaderSteps = 0;
  let revivalSeen = false;

  for (const step of scenario.steps) {
    const started = clock();
    const decoy = scenario.decoy_branch === null ? undefined : step.metrics[scenario.decoy_branch];
    if (falsifiedStep === null && decoy !== undefined && isAtLeast(decoy.contradiction, config.rejectContradiction)) {
      falsifiedStep = step.step;
    }

    // `revived_this_step` is the reference runner's bookkeeping: every dormant (or reopened)
    // branch that ends the step active, whether revived or woken by a score back at the
    // threshold. The reference results need the latter (falsification-001 and control-001, step 2).
    const woken: string[] = [];
    const falsified: string[] = [];
    for (const [id, metrics] of Object.entries(step.metrics)) {
      const known = branches.get(id);
      const current: Branch = { id, metrics, state: known?.state ?? "active", previousMetrics: known?.metrics };
      // Re-open only the scenario's designated branch, once its rejection premise is retracted.
      const entering = reopenable.has(id) ? reopenBranch(current) : current;
      const { state } = updateBranchState(entering, config);
      if (entering.state === "dormant" && state === "active") woken.push(id);
      if (entering.state !== "rejected" && state === "rejected") falsified.push(id);
      branches.set(id, { ...entering, state });
    }
    const all = [...branches.values()];

    const target = scenario.revived_branch === null ? undefined : branches.get(scenario.revived_branch);
    if (scenario.revival_step !== null && step.step >= scenario.revival_step && target !== undefined && target.state !== "rejected") {
      revivalSeen = true;
    }
    if (scenario.revived_branch !== null && falsified.includes(scenario.revived_branch)) reopenable.add(scenario.revived_branch);

    const ranked = rankSurvivingBranches(all, config);
    const leader = ranked[0]?.id ?? null;
    if (leader === scenario.truth_branch && truthFirstLeads === null) truthFirstLeads = step.step;
    if (scenario.decoy_branch !== null && leader === scenario.decoy_branch) wrongLeaderSteps += 1;

    const active = all.filter((branch) => branch.state === "active").length;
    const dormant = all.filter((branch) => branch.state === "dormant").length;
    const collapse = decideCollapse(all, config);
    outcomes.push(
      buildStepRecord(scenario, step, {
        leader,
        leaderScore: ranked[0]?.score ?? 0,
        scores: new Map(ranked.map((branch) => [branch.id, branch.score])),
        counts: { active, dormant, rejected: all.length - active - dormant },
        woken,
        falsified,
        collapsed: collapse.canCollapse,
        collapseReason: collapse.reason,
        tokens: countStepTokens(active, dormant),
        latencyMs: clock() - started,
      }),
    );
  }

  return assembleScenarioResult(scenario, "multi", outcomes, {
    finalAnswer: outcomes.at(-1)?.record.leader ?? null,
    ...judgeSwitch(scenario, falsifiedStep, truthFirstLeads),
    wrongLeaderSteps,
    revivalSuccess: scenario.revived_branch === null ? null : revivalSeen,
  });
}

/** Switch success: the truth first leads no later than the window after the decoy is falsified. */
function judgeSwitch(scenario: Scenario, falsifiedStep: number | null, truthFirstLeads: number | null) {
  if (scenario.decoy_branch === null || falsifiedStep === null) return { switchSuccess: null, switchDelaySteps: null };
  const delay = truthFirstLeads === null ? null : truthFirstLeads - falsifiedStep;
  return { switchSuccess: delay !== null && delay <= SWITCH_WINDOW_STEPS, switchDelaySteps: delay };
}
