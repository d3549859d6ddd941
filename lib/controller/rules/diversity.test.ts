import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { computeDiversityRatio } from "./diversity";
import { ControllerInputError } from "../model/input-error";

describe("computeDiversityRatio", () => {
  it("is null when no pair was measured", () => {
    expect(computeDiversityRatio([])).toBeNull();
  });

  itEachCase("%o -> %s (redundant at >= 0.85)", computeDiversityRatio, [
    [[0.8499], 1],
    [[0.85], 0],
    [[0.8501], 0],
    [[0.1, 0.9, 0.5, 0.85], 0.5],
  ]);

  it("takes a duplicate-threshold override", () => {
    expect(computeDiversityRatio([0.7, 0.8], { duplicateSimilarity: 0.75 })).toBe(0.5);
  });

  it("rejects similarities outside [0, 1] with their index", () => {
    expect(() => computeDiversityRatio([0.2, 1.5])).toThrow(new ControllerInputError("[1]", "must be a number in [0, 1], got 1.5"));
  });
});
