import { assignReliabilityBin, performanceClock, SWITCH_WINDOW_STEPS, TOKEN_MODEL, type Clock } from "./bench-model";
import { summarizeBench } from "./bench-summary";
import type { ControllerConfigOverride } from "../model/config";
import type { ControllerResults, Policy, ReliabilityBin } from "./results-schema";
import type { PolicyRun } from "./scenario-run";
import type { ScenarioSuite } from "./scenario-schema";
import { simulateMultiPolicy } from "./simulate-multi";
import { simulateSinglePolicy } from "./simulate-single";

const POLICIES: Policy[] = ["single", "multi"];

function simulatePolicy(policy: Policy, ...args: Parameters<typeof simulateMultiPolicy>): PolicyRun {
  return policy === "single" ? simulateSinglePolicy(...args) : simulateMultiPolicy(...args);
}

/** Run both policies over every scenario and assemble the results.json document. */
export function runControllerBench(suite: ScenarioSuite, clock: Clock = performanceClock, override?: ControllerConfigOverride): ControllerResults {
  const runs = suite.scenarios.flatMap((scenario) => POLICIES.map((policy) => simulatePolicy(policy, scenario, clock, override)));
  return {
    suite: suite.suite,
    scenario_count: suite.scenarios.length,
    policies: POLICIES,
    switch_window_steps: SWITCH_WINDOW_STEPS,
    token_model: { ...TOKEN_MODEL },
    summary: summarizeBench(runs),
    per_scenario: runs.map((run) => run.result),
    reliability_bins: runs.flatMap(collectReliabilityBins),
  };
}

function collectReliabilityBins(run: PolicyRun): ReliabilityBin[] {
  return run.rows.map((row) => {
    const truthProbability = row.probabilities.get(row.truth) ?? 0;
    return {
      bin: assignReliabilityBin(truthProbability),
      policy: run.result.policy,
      scenario_id: run.result.scenario_id,
      step: row.step,
      truth_probability: truthProbability,
    };
  });
}
