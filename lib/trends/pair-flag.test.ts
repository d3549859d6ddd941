import { describe, expect, it } from "vitest";
import { wilsonInterval } from "../stats/wilson";
import type { TrendPoint } from "./metrics";
import { comparePoints } from "./pair-flag";

const rate = (count: number, n: number): TrendPoint => ({ value: count / n, count, n, band: wilsonInterval(count, n), missing: null });

describe("comparePoints", () => {
  it("flags a strict-rate fall as a regression and a rise as an improvement when the interval excludes zero", () => {
    expect(comparePoints(rate(190, 270), rate(80, 270), "strictRate", 5).flag).toBe("regression");
    expect(comparePoints(rate(80, 270), rate(190, 270), "strictRate", 5).flag).toBe("improvement");
  });

  it("reads a rise in UNGROUNDED, format collapse or pointer loss as a regression", () => {
    for (const metric of ["ungroundedRate", "formatCollapseRate", "pointerLossRate"] as const) {
      expect(comparePoints(rate(20, 200), rate(80, 200), metric, 5).flag).toBe("regression");
      expect(comparePoints(rate(80, 200), rate(20, 200), metric, 5).flag).toBe("improvement");
    }
  });

  it("does not flag a large move whose interval holds zero, nor a clear move under the threshold", () => {
    const small = comparePoints(rate(1, 3), rate(3, 3), "strictRate", 5);
    expect(small.deltaPp).toBeCloseTo(66.67, 2);
    expect(small.ci95Pp?.[0]).toBeLessThan(0);
    expect(small.flag).toBeNull();
    const under = comparePoints(rate(4000, 10000), rate(4400, 10000), "strictRate", 5);
    expect(under.ci95Pp?.[0]).toBeGreaterThan(0);
    expect(under.flag).toBeNull();
  });

  it("flags a move of exactly the threshold (the gate's float tolerance)", () => {
    expect(comparePoints(rate(4000, 10000), rate(4500, 10000), "strictRate", 5).flag).toBe("improvement");
  });

  it("gives no delta across a gap and no interval or flag for the mean ratio", () => {
    const gap: TrendPoint = { value: null, count: null, n: 0, band: null, missing: "not recorded" };
    expect(comparePoints(gap, rate(1, 2), "pointerLossRate", 5)).toEqual({ deltaPp: null, ci95Pp: null, flag: null });
    const mean = (value: number): TrendPoint => ({ value, count: null, n: 27, band: null, missing: null });
    expect(comparePoints(mean(0.9), mean(0.2), "meanRatio", 5)).toEqual({ deltaPp: (0.2 - 0.9) * 100, ci95Pp: null, flag: null });
  });
});
