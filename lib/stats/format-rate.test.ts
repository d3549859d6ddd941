import { describe, expect, it } from "vitest";
import { itEachCase } from "../test-support/each-case";
import { formatPercent, formatRateInterval, formatRateWithCount, formatRatioDelta } from "./format-rate";

describe("formatPercent", () => {
  it.each([
    [0.0555, 1, "5.6%"],
    [0.5555555, 1, "55.6%"],
    [1, 1, "100.0%"],
    [0.125, 0, "13%"],
    [0.994, 0, "99%"],
    [0.12345, 2, "12.35%"],
  ])("writes %s to %s digits as %s", (fraction, digits, text) => {
    expect(formatPercent(fraction, digits)).toBe(text);
  });
});

describe("formatRateWithCount", () => {
  it.each([
    [15, 27, "55.6% (15/27)"],
    [0, 27, "0.0% (0/27)"],
    [27, 27, "100.0% (27/27)"],
    [2, 27, "7.4% (2/27)"],
    [1, 3, "33.3% (1/3)"],
    [111, 2000, "5.6% (111/2000)"],
    [0, 0, "— (0/0)"],
  ])("%i of %i reads %s", (count, n, text) => {
    expect(formatRateWithCount(count, n)).toBe(text);
  });

  it.each([
    [4, 3],
    [-1, 3],
    [1.5, 3],
    [1, Number.NaN],
  ])("refuses %s out of %s", (count, n) => {
    expect(() => formatRateWithCount(count, n)).toThrow(RangeError);
  });
});

describe("formatRateInterval", () => {
  it("writes both ends in percent to one decimal", () => {
    expect(formatRateInterval([0, 0.5614970317550454])).toBe("[0.0%, 56.1%]");
    expect(formatRateInterval([0.3533, 1])).toBe("[35.3%, 100.0%]");
  });
});

describe("formatRatioDelta", () => {
  itEachCase("%s reads %s", formatRatioDelta, [
    [0.17, "+0.170"],
    [0.643 - 0.473, "+0.170"],
    [-0.055, "\u22120.055"],
    [0, "0.000"],
    [-0.0001, "0.000"],
    [0.5, "+0.500"],
  ]);
});
