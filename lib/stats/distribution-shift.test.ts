import { describe, expect, it } from "vitest";
import { convertCountsToShares, permutationTvdPValue, totalVariationDistance } from "./distribution-shift";

describe("totalVariationDistance", () => {
  it("is half the L1 distance over the union of keys", () => {
    expect(totalVariationDistance({ a: 0.5, b: 0.5 }, { a: 0.2, c: 0.8 })).toBeCloseTo(0.8, 6);
    expect(totalVariationDistance({ a: 1 }, { a: 1 })).toBe(0);
    expect(totalVariationDistance({ a: 1 }, { b: 1 })).toBe(1);
  });

  it("measures the ticket's pointer-mode verdict shift (0/18/9 -> 0/21/6) as 3/27", () => {
    const before = convertCountsToShares({ STRICT: 0, HYBRID: 18, UNGROUNDED: 9 });
    const after = convertCountsToShares({ STRICT: 0, HYBRID: 21, UNGROUNDED: 6 });
    expect(totalVariationDistance(before ?? {}, after ?? {})).toBeCloseTo(3 / 27, 6);
  });
});

describe("convertCountsToShares", () => {
  it("normalises counts and returns null for an empty tally", () => {
    expect(convertCountsToShares({ a: 1, b: 3 })).toEqual({ a: 0.25, b: 0.75 });
    expect(convertCountsToShares({ a: 0 })).toBeNull();
  });
});

describe("permutationTvdPValue", () => {
  // Exact values cross-checked with an independent Python re-implementation (same seed and shuffle).
  it("is deterministic for the default seed", () => {
    expect(permutationTvdPValue({ STRICT: 0, HYBRID: 18, UNGROUNDED: 9 }, { STRICT: 0, HYBRID: 21, UNGROUNDED: 6 })).toBe(0.55872063968016);
    expect(permutationTvdPValue({ STRICT: 5, HYBRID: 15, UNGROUNDED: 7 }, { STRICT: 6, HYBRID: 20, UNGROUNDED: 1 })).toBe(0.14842578710644677);
  });

  it("never reports 0: a complete separation gives 1 / (1 + resamples)", () => {
    expect(permutationTvdPValue({ a: 20, b: 0 }, { a: 0, b: 20 })).toBe(1 / 2001);
  });

  it("returns null when an arm is empty", () => {
    expect(permutationTvdPValue({ a: 0 }, { a: 3 })).toBeNull();
  });
});
