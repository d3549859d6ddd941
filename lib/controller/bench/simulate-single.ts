import { resolveConfig, type ControllerConfigOverride } from "../model/config";
import { countStepTokens, performanceClock, type Clock } from "./bench-model";
import type { Scenario } from "./scenario-schema";
import { assembleScenarioResult, buildStepRecord, type PolicyRun, type StepOutcome } from "./scenario-run";
import { computeSupportScore } from "../model/score";

const NEVER_RECONSIDERS = "single-hypothesis policy never reconsiders";

/**
 * The `single` policy: commit at step 1 to the highest-scoring branch (ties: first id in sorted
 * order) and never reconsider. Probabilities still cover every branch (nothing is ever rejected).
 */
export function simulateSinglePolicy(scenario: Scenario, clock: Clock = performanceClock, override?: ControllerConfigOverride): PolicyRun {
  const config = resolveConfig(override);
  const committed = chooseCommittedBranch(scenario, config);
  const outcomes: StepOutcome[] = scenario.steps.map((step) => {
    const started = clock();
    const scores = new Map(Object.entries(step.metrics).map(([id, metrics]) => [id, computeSupportScore(metrics, config)]));
    return buildStepRecord(scenario, step, {
      leader: committed,
      leaderScore: scores.get(committed) ?? 0,
      scores,
      counts: { active: 1, dormant: 0, rejected: 0 },
      woken: [],
      falsified: [],
      collapsed: false,
      collapseReason: NEVER_RECONSIDERS,
      tokens: countStepTokens(1, 0),
      latencyMs: clock() - started,
    });
  });
  const decoy = scenario.decoy_branch;
  const switched = decoy === null ? null : committed !== decoy;
  return assembleScenarioResult(scenario, "single", outcomes, {
    finalAnswer: committed,
    switchSuccess: switched,
    switchDelaySteps: switched === true ? 0 : null,
    // As in the reference suite: the single policy makes no per-step leader decision to count.
    wrongLeaderSteps: 0,
    revivalSuccess: scenario.revived_branch === null ? null : committed === scenario.revived_branch,
  });
}

function chooseCommittedBranch(scenario: Scenario, config: ControllerConfigOverride): string {
  const entries = Object.entries(scenario.steps[0]?.metrics ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let best: { id: string; score: number } | undefined;
  for (const [id, metrics] of entries) {
    const score = computeSupportScore(metrics, config);
    if (best === undefined || score > best.score) best = { id, score };
  }
  if (best === undefined) throw new Error(`scenario ${scenario.id}: step 1 has no branch`);
  return best.id;
}
