import { describe, expect, it } from "vitest";
import { pairedT } from "./paired-t";

describe("pairedT", () => {
  it("matches R's t.test(c(1, 2, 3, 4)): t = 3.873 on 3 df, p = 0.03047, 95% CI 0.4457 to 4.5543", () => {
    const test = pairedT([1, 2, 3, 4], 0.95)!;
    expect(test.mean).toBe(2.5);
    expect(test.pValue).toBeCloseTo(0.0304663, 6);
    expect(test.ci[0]).toBeCloseTo(0.4457397, 6);
    expect(test.ci[1]).toBeCloseTo(4.5542603, 6);
  });

  it("credits a difference that never moved with the variance floor, so it rules nothing out by itself", () => {
    const test = pairedT([0, 0, 0], 0.95, 0.01)!;
    expect([test.sd, test.pValue]).toEqual([0.1, 1]);
    expect(test.ci[1]).toBeCloseTo(0.2484138, 6);
    expect(pairedT([0, 0, 0], 0.95)!.ci).toEqual([0, 0]);
  });

  it("needs two clusters and a level in (0, 1)", () => {
    expect(pairedT([0.2], 0.95)).toBeNull();
    expect(() => pairedT([0, 1], 1)).toThrow("level must be in (0, 1), got 1");
  });
});
