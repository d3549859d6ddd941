import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { assignReliabilityBin, computeBrier, countStepTokens } from "./bench-model";
import { computeSoftmax, roundTo } from "../model/softmax";

describe("bench model", () => {
  itEachCase("puts %s in bin %s (first bin whose upper edge is >= p)", assignReliabilityBin, [
    [0, "0.0-0.2"],
    [0.2, "0.0-0.2"],
    [0.2000001, "0.2-0.4"],
    [0.6, "0.4-0.6"],
    [0.8, "0.6-0.8"],
    [0.95, "0.8-1.0"],
    [1, "0.8-1.0"],
  ]);

  it("counts tokens as 8 + 12 x (active + dormant) + 6 x active", () => {
    expect(countStepTokens(1, 0)).toBe(26);
    expect(countStepTokens(2, 1)).toBe(56);
    expect(countStepTokens(0, 0)).toBe(8);
  });

  it("takes the Brier mean over rows and branches, null without committed rows", () => {
    const row = {
      step: 1,
      truth: "a",
      probabilities: new Map([
        ["a", 0.75],
        ["b", 0.25],
      ]),
    };
    expect(computeBrier([row])).toBeCloseTo(0.0625, 6);
    expect(computeBrier([])).toBeNull();
  });

  it("takes the softmax at temperature 0.15 in sorted id order", () => {
    const probabilities = computeSoftmax(
      new Map([
        ["H_C", 0.3465],
        ["H_A", 0.5875],
        ["H_B", 0.4525],
      ]),
      0.15,
    );
    expect([...probabilities.keys()]).toEqual(["H_A", "H_B", "H_C"]);
    expect(probabilities.get("H_A")).toBeCloseTo(0.622229, 6);
    expect(probabilities.get("H_B")).toBeCloseTo(0.25298, 6);
  });

  it("rounds to six decimals", () => {
    expect(roundTo(0.6222294, 6)).toBe(0.622229);
    expect(roundTo(0.6222296, 6)).toBe(0.62223);
  });
});
