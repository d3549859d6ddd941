import { describe, expect, it } from "vitest";
import { makeMetrics, SCORE_IS_EVIDENCE } from "../../test-support/metrics-fixture";
import { rankByScore, rankSurvivingBranches } from "./ranking";

describe("rankByScore", () => {
  it("sorts by score descending and keeps input order for ties", () => {
    const ranked = rankByScore([
      { id: "a", score: 0.4 },
      { id: "b", score: 0.7 },
      { id: "c", score: 0.4 },
      { id: "d", score: 0.7 },
    ]);
    expect(ranked.map((item) => item.id)).toEqual(["b", "d", "a", "c"]);
  });
});

describe("rankSurvivingBranches", () => {
  it("drops rejected branches and attaches scores", () => {
    const ranked = rankSurvivingBranches(
      [
        { id: "a", state: "rejected", metrics: makeMetrics({ evidence: 0.9 }) },
        { id: "b", state: "dormant", metrics: makeMetrics({ evidence: 0.2 }) },
        { id: "c", state: "active", metrics: makeMetrics({ evidence: 0.5 }) },
      ],
      SCORE_IS_EVIDENCE,
    );
    expect(ranked.map((branch) => [branch.id, branch.score])).toEqual([
      ["c", 0.5],
      ["b", 0.2],
    ]);
  });
});
