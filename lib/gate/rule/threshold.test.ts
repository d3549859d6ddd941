import { describe, expect, it } from "vitest";
import { meetsThreshold, parseThreshold } from "./threshold";

describe("parseThreshold", () => {
  it("parses thresholds in (0, 100] and refuses the rest", () => {
    expect(parseThreshold(null)).toBe(5);
    expect(parseThreshold(" ")).toBe(5);
    expect(parseThreshold("2.5")).toBe(2.5);
    expect(parseThreshold("100")).toBe(100);
    for (const bad of ["0", "-1", "101", "abc", "NaN", "Infinity"]) expect(parseThreshold(bad)).toBeNull();
  });
});

describe("meetsThreshold", () => {
  it("counts a move that floating point computes just under the floor, and nothing further below", () => {
    expect(meetsThreshold((6 / 20 - 7 / 20) * -100, 5)).toBe(true);
    expect(meetsThreshold(4.999, 5)).toBe(false);
  });
});
