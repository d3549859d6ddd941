import { describe, expect, it } from "vitest";
import { DEFAULT_CONTROLLER_CONFIG, resolveConfig } from "./config";
import { makeMetrics } from "../../test-support/metrics-fixture";
import { computeEffectiveIndependence, computeSupportScore } from "./score";

describe("computeEffectiveIndependence", () => {
  it("discounts independence by the larger correlation signal", () => {
    expect(computeEffectiveIndependence(makeMetrics({ independence: 0.8, shared_assumption_ratio: 0.25 }))).toBeCloseTo(0.6, 6);
    expect(computeEffectiveIndependence(makeMetrics({ independence: 0.8, shared_assumption_ratio: 0.25, semantic_similarity_to_leader: 0.5 }))).toBeCloseTo(
      0.4,
      6,
    );
    expect(computeEffectiveIndependence(makeMetrics({ independence: 0.9, semantic_similarity_to_leader: 1 }))).toBeCloseTo(0, 6);
  });
});

describe("computeSupportScore", () => {
  it("applies the spec weights and base 0.15", () => {
    // falsification-001 step 1, H_A: the reference results record 0.5875.
    const metrics = makeMetrics({
      evidence: 0.72,
      verification: 0.45,
      independence: 0.8,
      information_gain: 0.55,
      contradiction: 0.05,
      unresolved_assumptions: 0.35,
      normalized_cost: 0.1,
    });
    expect(computeSupportScore(metrics)).toBeCloseTo(0.5875, 6);
  });

  it("uses effective, not declared, independence", () => {
    expect(computeSupportScore(makeMetrics({ independence: 1, shared_assumption_ratio: 0.5 }))).toBeCloseTo(0.225, 6);
  });

  it("clamps to [0, 1]", () => {
    expect(computeSupportScore(makeMetrics({ contradiction: 1, unresolved_assumptions: 1, normalized_cost: 1 }))).toBe(0);
    expect(computeSupportScore(makeMetrics({ evidence: 1 }), { weights: { base: 0.9 } })).toBe(1);
  });

  it("takes a partial weight override and keeps the other defaults", () => {
    expect(computeSupportScore(makeMetrics({ evidence: 1, verification: 1 }), { weights: { evidence: 0.5 } })).toBeCloseTo(0.9, 6);
  });
});

describe("resolveConfig", () => {
  it("returns the spec defaults without an override", () => {
    expect(resolveConfig()).toEqual(DEFAULT_CONTROLLER_CONFIG);
    expect(DEFAULT_CONTROLLER_CONFIG.weights.base).toBe(0.15);
  });

  it("merges top-level and weight overrides, ignoring undefined values", () => {
    const config = resolveConfig({ dormantScore: 0.4, collapseMargin: undefined, weights: { evidence: 0.3 } });
    expect(config.dormantScore).toBe(0.4);
    expect(config.collapseMargin).toBe(0.12);
    expect(config.weights).toEqual({ ...DEFAULT_CONTROLLER_CONFIG.weights, evidence: 0.3 });
  });
});
