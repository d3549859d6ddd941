import { describe, expect, it } from "vitest";
import { quantileSorted } from "./descriptive";

describe("quantileSorted (type 7)", () => {
  it("interpolates like R's quantile(c(1, 2, 3, 4), c(0, 0.25, 0.9, 1))", () => {
    expect([0, 0.25, 0.9, 1].map((p) => quantileSorted([1, 2, 3, 4], p))).toEqual([1, 1.75, 3.7, 4]);
  });

  it("rejects empty input and out-of-range p", () => {
    expect(() => quantileSorted([], 0.5)).toThrow(RangeError);
    expect(() => quantileSorted([1], 1.5)).toThrow(RangeError);
  });
});
