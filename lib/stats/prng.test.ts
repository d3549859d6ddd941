import { describe, expect, it } from "vitest";
import { drawIndex, mulberry32 } from "./prng";

describe("mulberry32", () => {
  // Expected streams come from an independent 32-bit re-implementation (Python) of the reference code.
  it.each([
    [0, [0.26642920868471265, 0.0003297457005828619, 0.2232720274478197]],
    [42, [0.6011037519201636, 0.44829055899754167, 0.8524657934904099]],
    [20260503, [0.007480195490643382, 0.4038346854504198, 0.690058167790994]],
  ])("seed %i gives a fixed stream", (seed, expected) => {
    const random = mulberry32(seed);
    expect([random(), random(), random()]).toEqual(expected);
  });

  it("draws indices inside the bound", () => {
    const random = mulberry32(7);
    const draws = Array.from({ length: 1000 }, () => drawIndex(random, 3));
    expect(new Set(draws)).toEqual(new Set([0, 1, 2]));
  });
});
