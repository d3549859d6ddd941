import { describe, expect, it } from "vitest";
import { signFlipPValue } from "./sign-flip";

describe("signFlipPValue", () => {
  it("is exact for few questions: three alike differences give 1/8, never less", () => {
    expect(signFlipPValue([-1, -1, -1], -1)).toBe(1 / 8);
    expect(signFlipPValue([0.5, 0.5, 0.5], 1)).toBe(1 / 8);
  });

  it("counts the assignments reaching the observed sum in the tested direction", () => {
    // Sums of ±1 ±2: 3, 1, -1, -3; the observed 3 is reached once in four, -1 or more three times in four.
    expect(signFlipPValue([1, 2], 1)).toBe(1 / 4);
    expect(signFlipPValue([1, -2], 1)).toBe(3 / 4);
  });

  it("falls back to seeded Monte Carlo beyond 16 questions, with a floor of one in the resamples plus one", () => {
    const alike = Array.from({ length: 20 }, () => 1);
    expect(signFlipPValue(alike, 1)).toBeCloseTo(1 / 20_001, 12);
    const mixed = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 1 : -1));
    expect(signFlipPValue(mixed, 1)).toBeGreaterThan(0.5);
    expect(signFlipPValue(mixed, 1)).toBe(signFlipPValue(mixed, 1));
  });
});
