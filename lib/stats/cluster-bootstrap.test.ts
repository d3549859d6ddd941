import { describe, expect, it } from "vitest";
import { clusterBootstrapDiff, type PairedCluster } from "./cluster-bootstrap";

const tally = (successes: number, n = 3) => ({ successes, n });
// Nine questions x n=3, shaped like the ticket's quote mode (15/27 strict -> 14/27 strict).
const QUOTE_LIKE: PairedCluster[] = [
  [0, 0],
  [3, 3],
  [2, 3],
  [0, 0],
  [3, 2],
  [3, 3],
  [1, 0],
  [3, 3],
  [0, 0],
].map(([b, t]) => ({ baseline: tally(b ?? 0), treatment: tally(t ?? 0) }));

describe("clusterBootstrapDiff", () => {
  it("is deterministic with the default seed and 2000 resamples", () => {
    // Cross-checked with an independent Python re-implementation (same generator, draws and type-7 quantiles).
    const result = clusterBootstrapDiff(QUOTE_LIKE);
    expect(result?.resamples).toBe(2000);
    expect(result?.seed).toBe(20260503);
    expect(result?.estimate).toBeCloseTo(-1 / 27, 12);
    expect(result?.ci[0]).toBeCloseTo(-0.1481481481481482, 12);
    expect(result?.ci[1]).toBeCloseTo(0.07407407407407413, 12);
  });

  it("collapses to the point estimate when every question moves the same way", () => {
    const same = Array.from({ length: 5 }, () => ({ baseline: tally(1), treatment: tally(2) }));
    expect(clusterBootstrapDiff(same)?.ci).toEqual([1 / 3, 1 / 3]);
  });

  it("returns null without clusters and rejects empty arms", () => {
    expect(clusterBootstrapDiff([])).toBeNull();
    expect(() => clusterBootstrapDiff([{ baseline: tally(0, 0), treatment: tally(0) }])).toThrow(RangeError);
    expect(() => clusterBootstrapDiff(QUOTE_LIKE, { level: 1 })).toThrow(RangeError);
  });
});
