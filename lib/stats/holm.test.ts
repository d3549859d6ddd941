import { describe, expect, it } from "vitest";
import { adjustHolm } from "./holm";

describe("adjustHolm", () => {
  it("matches R's p.adjust(c(0.01, 0.04, 0.03, 0.5), 'holm'), in input order", () => {
    const adjusted = adjustHolm([0.01, 0.04, 0.03, 0.5]);
    expect(adjusted.map((p) => Number(p.toFixed(10)))).toEqual([0.04, 0.09, 0.09, 0.5]);
  });

  it("caps at 1 and keeps an empty family empty", () => {
    expect(adjustHolm([0.6, 0.7])).toEqual([1, 1]);
    expect(adjustHolm([])).toEqual([]);
  });
});
