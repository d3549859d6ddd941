import { describe, expect, it } from "vitest";
import { rederiveReliabilityBins } from "./recompute";
import { buildReliabilityDiagram, collectConfidencePoints, findBinIndex } from "./reliability-diagram";
import type { ControllerResults, Policy, StepRecord } from "../bench/results-schema";

const step = (n: number, leader: string, probabilities: Record<string, number>, committed = true): StepRecord => ({
  step: n,
  leader,
  leader_score: 0.5,
  probabilities,
  answer_committed: committed,
  correct: committed ? leader === "A" : null,
  active_branches: 2,
  dormant_branches: 0,
  rejected_branches: 0,
  revived_this_step: [],
  falsified_this_step: [],
  collapsed: false,
  collapse_reason: "test",
  tokens: 44,
});

const scenario = (policy: Policy, steps: StepRecord[]) => ({
  scenario_id: "s1",
  scenario_type: "control" as const,
  policy,
  final_answer: "A",
  truth: "A",
  correct: true,
  total_tokens: 44 * steps.length,
  switch_success: null,
  switch_delay_steps: null,
  wrong_leader_steps: 0,
  revival_success: null,
  brier: null,
  steps,
});

const policySummary = {
  scenarios: 1,
  accuracy: 1,
  falsification: { scenarios: 0, accuracy: null, decision_switch_success_rate: null },
  revival: { scenarios: 0, accuracy: null, revival_success_rate: null },
  control: { scenarios: 1, accuracy: 1 },
  brier_score: null,
  mean_tokens_per_scenario: 88,
};

// Truth is A everywhere. Committed confidences: single 0.7 (leader B, wrong) and 0.9 (right); multi 0.6 and 1.0 (both right).
const tiny: ControllerResults = {
  suite: "tiny",
  scenario_count: 1,
  policies: ["single", "multi"],
  switch_window_steps: 1,
  token_model: { tokens_per_decision: 8, tokens_per_branch_step: 12, tokens_per_verification_step: 6 },
  summary: { single: policySummary, multi: policySummary },
  per_scenario: [
    scenario("single", [step(1, "A", { A: 0.5, B: 0.5 }, false), step(2, "B", { A: 0.3, B: 0.7 }), step(3, "A", { A: 0.9, B: 0.1 })]),
    scenario("multi", [step(1, "A", { A: 0.6, B: 0.4 }), step(2, "A", { A: 1 })]),
  ],
  reliability_bins: [{ bin: "0.2-0.4", policy: "single", scenario_id: "s1", step: 2, truth_probability: 0.3 }],
};

describe("reliability diagram", () => {
  it("puts a probability on an upper edge into the lower bin", () => {
    const fifths = [0.2, 0.4, 0.6, 0.8, 1];
    expect([0, 0.2, 0.2000001, 0.6, 0.61, 1, 1.2].map((p) => findBinIndex(p, fifths))).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });

  it("takes the leader's probability on committed steps only", () => {
    expect(collectConfidencePoints(tiny)).toEqual([
      { policy: "single", confidence: 0.7, correct: false },
      { policy: "single", confidence: 0.9, correct: true },
      { policy: "multi", confidence: 0.6, correct: true },
      { policy: "multi", confidence: 1, correct: true },
    ]);
  });

  it("bins 0.2 wide with accuracy, mean confidence and ECE per policy", () => {
    const [single, multi] = buildReliabilityDiagram(tiny, rederiveReliabilityBins(tiny)).byWidth["0.2"];
    expect(single?.bins.map((b) => b.bin)).toEqual(["0.0-0.2", "0.2-0.4", "0.4-0.6", "0.6-0.8", "0.8-1.0"]);
    expect(single?.bins.map((b) => [b.count, b.correct, b.meanConfidence, b.accuracy])).toEqual([
      [0, 0, null, null],
      [0, 0, null, null],
      [0, 0, null, null],
      [1, 0, 0.7, 0],
      [1, 1, 0.9, 1],
    ]);
    expect(single?.points).toBe(2);
    expect(single?.ece).toBeCloseTo(0.4, 12); // (0.7 + 0.1) / 2
    expect(multi?.bins.map((b) => b.count)).toEqual([0, 0, 1, 0, 1]);
    expect(multi?.ece).toBeCloseTo(0.2, 12); // (0.4 + 0) / 2
  });

  it("bins 0.1 wide on request", () => {
    const [single, multi] = buildReliabilityDiagram(tiny, rederiveReliabilityBins(tiny)).byWidth["0.1"];
    expect(single?.bins).toHaveLength(10);
    expect(single?.bins.filter((b) => b.count > 0).map((b) => b.bin)).toEqual(["0.6-0.7", "0.8-0.9"]);
    expect(multi?.bins.filter((b) => b.count > 0).map((b) => b.bin)).toEqual(["0.5-0.6", "0.9-1.0"]);
    expect(single?.ece).toBeCloseTo(0.4, 12);
    expect(multi?.ece).toBeCloseTo(0.2, 12);
  });

  it("counts stored and re-derived truth-probability bins per policy", () => {
    const [single, multi] = buildReliabilityDiagram(tiny, rederiveReliabilityBins(tiny)).truthHistogram;
    expect(single?.bins.map((b) => [b.bin, b.stored, b.rederived])).toEqual([
      ["0.0-0.2", 0, 0],
      ["0.2-0.4", 1, 1],
      ["0.4-0.6", 0, 0],
      ["0.6-0.8", 0, 0],
      ["0.8-1.0", 0, 1],
    ]);
    expect(multi?.bins.map((b) => b.rederived)).toEqual([0, 0, 1, 0, 1]);
    expect(multi?.bins.map((b) => b.stored)).toEqual([0, 0, 0, 0, 0]);
  });
});
