import { describe, expect, it } from "vitest";
import { powerTwoProportions, sampleSizeTwoProportions } from "./sample-size";

// R Core Team, stats::power.prop.test documentation examples (the same uncorrected Fleiss formula):
//   power.prop.test(p1 = .50, p2 = .75, power = .90)  # => n = 76.7 per group
//   power.prop.test(n = 50, p1 = .50, p2 = .75)       # => power = 0.7401659
describe("sampleSizeTwoProportions", () => {
  it("matches power.prop.test: 0.50 vs 0.75 at 90% power needs 76.7, i.e. 77 rows per arm", () => {
    expect(sampleSizeTwoProportions(0.5, 0.25, 0.05, 0.9)).toBe(77);
  });

  it("uses the direction that stays inside [0, 1]", () => {
    // Only 0.98 -> 0.93 is admissible (n = 268.66); only 0 -> 0.05 is admissible (n = 151.87).
    expect(sampleSizeTwoProportions(0.98, 0.05)).toBe(269);
    expect(sampleSizeTwoProportions(0, 0.05)).toBe(152);
  });

  it("takes the larger n when both directions are admissible", () => {
    // 9/27 -> 9/27 + 0.05 needs 1442.58; 9/27 -> 9/27 - 0.05 needs 1337.93.
    expect(sampleSizeTwoProportions(9 / 27, 0.05)).toBe(1443);
  });

  it("rejects impossible inputs", () => {
    expect(() => sampleSizeTwoProportions(1.2, 0.05)).toThrow(RangeError);
    expect(() => sampleSizeTwoProportions(0.5, 0)).toThrow(RangeError);
    expect(() => sampleSizeTwoProportions(0.5, 0.6)).toThrow(RangeError);
  });
});

describe("powerTwoProportions", () => {
  it("matches power.prop.test: n = 50, 0.50 vs 0.75 gives power 0.7401659", () => {
    expect(powerTwoProportions(0.5, 0.25, 50)).toBeCloseTo(0.7401659, 7);
  });

  it("reaches the requested power at the returned sample size", () => {
    expect(powerTwoProportions(9 / 27, 0.05, 1443)).toBeGreaterThanOrEqual(0.8);
    expect(powerTwoProportions(9 / 27, 0.05, 1442)).toBeLessThan(0.8);
  });

  it("is certain for a move from 0 to 1", () => {
    expect(powerTwoProportions(0, 1, 1)).toBe(1);
  });
});
