import { describe, expect, it } from "vitest";
import { boundMean, summarizeDifferences, testMeanOneSided } from "./paired-mean";

describe("paired mean, one-sided bounds and tests", () => {
  // [1, 2, 3, 4]: mean 2.5, sample sd √(5/3), se √(5/12) ≈ 0.645497; t(0.95, 3) = 2.353363 (tables).
  const summary = summarizeDifferences([1, 2, 3, 4])!;

  it("summarizes the differences", () => {
    expect(summary).toMatchObject({ n: 4, mean: 2.5, df: 3 });
    expect(summary.se).toBeCloseTo(Math.sqrt(5 / 12), 12);
  });

  it("bounds the mean on one side at the confidence asked", () => {
    expect(boundMean(summary, 0.95, 1)).toBeCloseTo(2.5 + 2.353363 * 0.645497, 4);
    expect(boundMean(summary, 0.95, -1)).toBeCloseTo(2.5 - 2.353363 * 0.645497, 4);
  });

  it("tests one side: t = 3.873 on 3 df is p ≈ 0.0152 upward and ≈ 0.985 downward", () => {
    expect(testMeanOneSided(summary, 1)).toBeCloseTo(0.01523, 4);
    expect(testMeanOneSided(summary, -1)).toBeCloseTo(0.98477, 4);
  });

  it("floors the variance of a difference that never moved, and needs two differences", () => {
    expect(summarizeDifferences([0, 0, 0], 0.04)?.se).toBeCloseTo(Math.sqrt(0.04 / 3), 12);
    expect(summarizeDifferences([1])).toBeNull();
  });
});
