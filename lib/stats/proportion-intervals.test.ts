import { describe, expect, it } from "vitest";
import { newcombeDiffInterval } from "./proportion-intervals";

// Published figures are given to 4 dp: toBeCloseTo(x, 4) checks them to half a unit of the 4th decimal.

describe("newcombeDiffInterval (method 10)", () => {
  // Newcombe RG (1998) Interval estimation for the difference between independent proportions:
  // comparison of eleven methods. Statistics in Medicine 17:873-890, Table II, method 10.
  // The paper reports p1 - p2 for x1/m vs x2/n; this function returns p2 - p1, so the
  // paper's first arm is passed second.
  it.each([
    ["(a)", 56, 70, 48, 80, 0.0524, 0.3339],
    ["(b)", 9, 10, 3, 10, 0.1705, 0.809],
    ["(d)", 5, 56, 0, 29, -0.0381, 0.1926],
    ["(e)", 0, 10, 0, 20, -0.1611, 0.2775],
    ["(f)", 0, 10, 0, 10, -0.2775, 0.2775],
    ["(g)", 10, 10, 0, 20, 0.6791, 1],
    ["(h)", 10, 10, 0, 10, 0.6075, 1],
  ])("example %s %i/%i vs %i/%i -> %s to %s", (_label, a, m, b, n, lo, hi) => {
    const ci = newcombeDiffInterval(b, n, a, m);
    expect(ci?.[0]).toBeCloseTo(lo, 4);
    expect(ci?.[1]).toBeCloseTo(hi, 4);
  });

  it("mirrors when the arms are swapped", () => {
    const forward = newcombeDiffInterval(48, 80, 56, 70);
    const backward = newcombeDiffInterval(56, 70, 48, 80);
    expect(backward?.[0]).toBeCloseTo(-(forward?.[1] ?? Number.NaN), 6);
    expect(backward?.[1]).toBeCloseTo(-(forward?.[0] ?? Number.NaN), 6);
  });

  it("returns null when an arm has no trials and rejects impossible counts", () => {
    expect(newcombeDiffInterval(0, 0, 3, 10)).toBeNull();
    expect(() => newcombeDiffInterval(3, 2, 1, 2)).toThrow(RangeError);
    expect(() => newcombeDiffInterval(1.5, 2, 1, 2)).toThrow(RangeError);
  });
});
