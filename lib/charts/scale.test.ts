import { describe, expect, it } from "vitest";
import { buildCountTicks, buildUnitTicks, createLinearScale } from "./scale";

describe("createLinearScale", () => {
  it("maps a fraction to percent and a value to pixels measured down from the top", () => {
    expect([0, 0.5615, 1].map(createLinearScale([0, 1], [0, 100]))).toEqual([0, 56.15, 100]);
    expect([0, 0.25, 1].map(createLinearScale([0, 1], [240, 0]))).toEqual([240, 180, 0]);
  });

  it("rounds to two decimals and maps a zero-width domain to the range start", () => {
    expect(createLinearScale([0, 3], [0, 100])(1)).toBe(33.33);
    expect(createLinearScale([5, 5], [10, 90])(5)).toBe(10);
  });
});

describe("buildCountTicks", () => {
  it("counts in ones up to five, then in twos, fives and tens", () => {
    expect(buildCountTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(buildCountTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(buildCountTicks(19)).toEqual([0, 5, 10, 15, 20]);
    expect(buildCountTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(buildCountTicks(120)).toEqual([0, 50, 100, 150]);
  });

  it("still draws an axis when every count is zero", () => {
    expect(buildCountTicks(0)).toEqual([0, 1]);
  });
});

describe("buildUnitTicks", () => {
  it("splits [0, 1] into equal steps", () => {
    expect(buildUnitTicks(4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(buildUnitTicks(5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});
