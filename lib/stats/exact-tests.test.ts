import { describe, expect, it } from "vitest";
import { fisherExactTwoSided, mcnemarExact } from "./exact-tests";

describe("fisherExactTwoSided", () => {
  it("Fisher's tea-tasting experiment (3, 1, 1, 3) gives p = 0.4857", () => {
    // Fisher RA (1935) The Design of Experiments; R fisher.test(TeaTasting) example: p-value = 0.4857.
    expect(fisherExactTwoSided(3, 1, 1, 3)).toBeCloseTo(0.4857142857142857, 12);
  });

  it("convictions of like-sex twins (2, 15, 10, 3) gives p = 0.0005367", () => {
    // Fisher RA (1962) Confidence limits for a cross-product ratio, Aust J Stat 4:41;
    // R fisher.test(Convictions) example, two-sided p-value = 0.0005367.
    expect(fisherExactTwoSided(2, 15, 10, 3)).toBeCloseTo(0.0005367241191434358, 12);
  });

  it("counts equally likely tables in both tails (symmetric margins)", () => {
    // Every table with margins 1/1 is equally likely, so the two-sided p is 1.
    expect(fisherExactTwoSided(1, 0, 0, 1)).toBe(1);
    expect(fisherExactTwoSided(2, 0, 0, 2)).toBeCloseTo(1 / 3, 12);
    // Identical arms: every table is as extreme, and renormalisation makes that exactly 1.
    expect(fisherExactTwoSided(5, 22, 5, 22)).toBe(1);
  });

  it("gives 1 for an all-zero table and rejects non-counts", () => {
    expect(fisherExactTwoSided(0, 0, 0, 0)).toBe(1);
    expect(() => fisherExactTwoSided(1, -1, 0, 0)).toThrow(RangeError);
  });

  it("stays accurate for large tables (log-factorials)", () => {
    // Cross-checked with SciPy 1.17 stats.fisher_exact([[500, 500], [450, 550]]).
    expect(fisherExactTwoSided(500, 500, 450, 550)).toBeCloseTo(0.02820356890423392, 9);
  });
});

describe("mcnemarExact", () => {
  it("Bentur et al. (2009) airway hyper-responsiveness: b = 1, c = 7 gives p = 0.070", () => {
    // Fagerland MW, Lydersen S, Laake P (2013) The McNemar test for binary matched-pairs data:
    // mid-p and asymptotic are better than exact conditional. BMC Med Res Methodol 13:91, worked example:
    // exact conditional p = 0.070 (= 18/256).
    expect(mcnemarExact(1, 7)).toBeCloseTo(18 / 256, 12);
  });

  it("is symmetric in b and c, capped at 1, and 1 without discordant pairs", () => {
    expect(mcnemarExact(7, 1)).toBe(mcnemarExact(1, 7));
    expect(mcnemarExact(4, 4)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(0, 5)).toBeCloseTo(2 / 32, 12);
  });
});
