import { describe, expect, it } from "vitest";
import { mean, median, quantileSorted } from "./descriptive";

describe("mean and median", () => {
  it("return null for no values", () => {
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
  });

  it("compute exact values", () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("do not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("quantileSorted (type 7)", () => {
  it("interpolates like R's quantile(c(1, 2, 3, 4), c(0, 0.25, 0.9, 1))", () => {
    expect([0, 0.25, 0.9, 1].map((p) => quantileSorted([1, 2, 3, 4], p))).toEqual([1, 1.75, 3.7, 4]);
  });

  it("rejects empty input and out-of-range p", () => {
    expect(() => quantileSorted([], 0.5)).toThrow(RangeError);
    expect(() => quantileSorted([1], 1.5)).toThrow(RangeError);
  });
});
