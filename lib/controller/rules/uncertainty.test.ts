import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { makeMetrics, SCORE_IS_EVIDENCE } from "../../test-support/metrics-fixture";
import { computeNormalizedEntropy, computeUncertainty, recommendWidth } from "./uncertainty";

describe("computeNormalizedEntropy", () => {
  it("is 0 with no branch and with one branch", () => {
    expect(computeNormalizedEntropy([])).toBe(0);
    expect(computeNormalizedEntropy([0.7])).toBe(0);
    expect(computeNormalizedEntropy([0])).toBe(0);
  });

  it("treats all-zero scores as uniform (1): nothing tells the alternatives apart", () => {
    expect(computeNormalizedEntropy([0, 0])).toBe(1);
    expect(computeNormalizedEntropy([0, 0, 0])).toBe(1);
  });

  it("is 1 for equal scores and 0 when one branch holds all the weight", () => {
    expect(computeNormalizedEntropy([0.4, 0.4, 0.4])).toBeCloseTo(1, 6);
    expect(computeNormalizedEntropy([0.6, 0])).toBe(0);
  });

  it("divides by ln(n) over all surviving branches, zeros included", () => {
    expect(computeNormalizedEntropy([0.75, 0.25])).toBeCloseTo(0.8112781244591328, 6);
    expect(computeNormalizedEntropy([0.5, 0.5, 0])).toBeCloseTo(Math.log(2) / Math.log(3), 6);
  });
});

describe("computeUncertainty", () => {
  it("uses surviving branches only", () => {
    const branches = [
      { id: "a", state: "active" as const, metrics: makeMetrics({ evidence: 0.5 }) },
      { id: "b", state: "dormant" as const, metrics: makeMetrics({ evidence: 0.5 }) },
      { id: "c", state: "rejected" as const, metrics: makeMetrics({ evidence: 0.9 }) },
    ];
    expect(computeUncertainty(branches, SCORE_IS_EVIDENCE)).toBeCloseTo(1, 6);
    expect(computeUncertainty(branches.slice(2), SCORE_IS_EVIDENCE)).toBe(0);
  });
});

describe("recommendWidth", () => {
  itEachCase("uncertainty %s -> %o", recommendWidth, [
    [0, [2, 3]],
    [0.2499, [2, 3]],
    [0.25, [4, 6]],
    [0.2501, [4, 6]],
    [0.5499, [4, 6]],
    [0.55, [6, 10]],
    [0.5501, [6, 10]],
    [1, [6, 10]],
  ]);

  it("takes band overrides", () => {
    expect(recommendWidth(0.3, { widthMidFrom: 0.35 })).toEqual([2, 3]);
    expect(recommendWidth(0.9, { widthHigh: [5, 7] })).toEqual([5, 7]);
  });
});
