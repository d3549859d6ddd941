import { describe, expect, it } from "vitest";
import { normalCdf, normalQuantile } from "./normal";

// Reference values: R 4.x qnorm/pnorm (same as Abramowitz & Stegun 1964, Tables 26.1 and 26.5).
describe("normalQuantile (AS 241)", () => {
  it.each([
    [0.975, 1.959963984540054],
    [0.9, 1.2815515655446004],
    [0.8, 0.8416212335729143],
    [0.02, -2.053748910631823],
    [0.999999, 4.753424308817087],
    [1e-10, -6.361340902404056],
  ])("qnorm(%s) = %s", (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 12);
  });

  it("is 0 at the median and infinite at the ends", () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
  });

  it("rejects probabilities outside [0, 1]", () => {
    expect(() => normalQuantile(1.5)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});

describe("normalCdf (Hart 1968 / West 2005)", () => {
  it.each([
    [1.96, 0.9750021048517795],
    [-3, 0.0013498980316300933],
    [0, 0.5],
    [0.5, 0.6914624612740131],
    [-8, 6.22096057427174e-16],
    [10, 1],
  ])("pnorm(%s) = %s", (x, p) => {
    expect(normalCdf(x)).toBeCloseTo(p, 14);
  });

  it("inverts normalQuantile", () => {
    for (const p of [0.001, 0.025, 0.3, 0.5, 0.77, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 14);
  });
});
