import { describe, expect, it } from "vitest";
import { ALPHA } from "./alpha";
import { normalQuantile } from "./normal";
import { wilsonInterval, Z95 } from "./wilson";

// Published figures are given to 4 dp: toBeCloseTo(x, 4) checks them to half a unit of the 4th decimal.

describe("wilsonInterval", () => {
  // Newcombe RG (1998) Two-sided confidence intervals for the single proportion: comparison of
  // seven methods. Statistics in Medicine 17:857-872, Table I, method 3 (score).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("%i/%i -> %s to %s", (x, n, lo, hi) => {
    const ci = wilsonInterval(x, n);
    expect(ci?.[0]).toBeCloseTo(lo, 4);
    expect(ci?.[1]).toBeCloseTo(hi, 4);
  });

  it("stays inside [0, 1] at the boundaries and returns null without trials", () => {
    expect(wilsonInterval(0, 20)?.[0]).toBeCloseTo(0, 15);
    expect(wilsonInterval(29, 29)?.[1]).toBeCloseTo(1, 15);
    expect(wilsonInterval(0, 20)?.[0]).toBeGreaterThanOrEqual(0);
    expect(wilsonInterval(29, 29)?.[1]).toBeLessThanOrEqual(1);
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe("Z95", () => {
  it("is the normal quantile at 1 - ALPHA / 2", () => {
    expect(Z95).toBeCloseTo(normalQuantile(1 - ALPHA / 2), 14);
  });
});
