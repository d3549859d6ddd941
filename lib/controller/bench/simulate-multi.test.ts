import { describe, expect, it } from "vitest";
import type { BranchMetrics } from "../model/metrics";
import { makeMetrics } from "../../test-support/metrics-fixture";
import type { Scenario } from "./scenario-schema";
import { simulateMultiPolicy } from "./simulate-multi";

const strong = makeMetrics({ evidence: 1, verification: 1 });

function makeScenario(weakSteps: Partial<BranchMetrics>[]): Scenario {
  return {
    id: "probe",
    scenario_type: "control",
    truth_branch: "lead",
    decoy_branch: null,
    falsified_at_step: null,
    revival_step: null,
    revived_branch: null,
    steps: weakSteps.map((weak, index) => ({
      step: index + 1,
      answer_known_from: true,
      metrics: { lead: strong, weak: makeMetrics(weak) },
    })),
  };
}

const trace = (scenario: Scenario) =>
  simulateMultiPolicy(scenario, () => 0).result.steps.map((step) => [step.active_branches, step.dormant_branches, step.revived_this_step]);

describe("simulateMultiPolicy", () => {
  it("makes a dormant branch with a material change active although its score stays below 0.35", () => {
    // weak scores 0.15, then 0.2 (evidence +0.2), then 0.2 again (no change, so dormant again).
    expect(trace(makeScenario([{}, { evidence: 0.2 }, { evidence: 0.2 }]))).toEqual([
      [1, 1, []],
      [2, 0, ["weak"]],
      [1, 1, []],
    ]);
  });

  it("lists a dormant branch woken by its score (no material change) in revived_this_step, as the reference runner does", () => {
    // evidence 0.7 -> 0.8 is +0.1, not material; the score reaches 0.35.
    expect(trace(makeScenario([{ evidence: 0.7 }, { evidence: 0.8 }]))).toEqual([
      [1, 1, []],
      [2, 0, ["weak"]],
    ]);
  });

  it("keeps a dormant branch without a material change dormant", () => {
    expect(trace(makeScenario([{ evidence: 0.5 }, { evidence: 0.6 }]))).toEqual([
      [1, 1, []],
      [1, 1, []],
    ]);
  });
});
