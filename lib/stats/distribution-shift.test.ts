import { describe, expect, it } from "vitest";
import { convertCountsToShares, totalVariationDistance } from "./distribution-shift";

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
