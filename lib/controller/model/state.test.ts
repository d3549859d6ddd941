import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import type { BranchMetrics } from "./metrics";
import { makeMetrics } from "../../test-support/metrics-fixture";
import { classifyBranch, hasMaterialChange, reopenBranch, updateBranchState } from "./state";

describe("classifyBranch", () => {
  itEachCase("contradiction %s -> %s (reject at >= 0.85)", (contradiction) => classifyBranch(makeMetrics({ evidence: 1, verification: 1, contradiction })), [
    [0.8499, "active"],
    [0.85, "rejected"],
    [0.8501, "rejected"],
  ]);

  // With every other metric 0 the score is 0.15 + 0.25 x evidence.
  itEachCase("evidence %s -> %s (dormant below score 0.35)", (evidence) => classifyBranch(makeMetrics({ evidence })), [
    [0.796, "dormant"],
    [0.8, "active"],
    [0.804, "active"],
  ]);

  it("takes threshold overrides", () => {
    expect(classifyBranch(makeMetrics({ evidence: 0.8 }), { dormantScore: 0.36 })).toBe("dormant");
    expect(classifyBranch(makeMetrics({ evidence: 1, contradiction: 0.5 }), { rejectContradiction: 0.5 })).toBe("rejected");
  });
});

describe("hasMaterialChange", () => {
  it.each([
    // evidence +0.15: 0.7 - 0.55 is 0.1499999999999999 in floats and still counts.
    [{ evidence: 0.55 }, { evidence: 0.7 }, true],
    [{ evidence: 0.5 }, { evidence: 0.6499 }, false],
    [{ evidence: 0.5 }, { evidence: 0.6501 }, true],
    // verification +0.25: 0.35 - 0.1 is 0.24999999999999997.
    [{ verification: 0.1 }, { verification: 0.35 }, true],
    [{ verification: 0.1 }, { verification: 0.3499 }, false],
    [{ verification: 0.1 }, { verification: 0.3501 }, true],
    // contradiction -0.20: 0.7 - 0.5 is 0.19999999999999996.
    [{ contradiction: 0.7 }, { contradiction: 0.5 }, true],
    [{ contradiction: 0.7 }, { contradiction: 0.5001 }, false],
    [{ contradiction: 0.7 }, { contradiction: 0.4999 }, true],
  ])("%o -> %o is material: %s", (previous, current, expected) => {
    expect(hasMaterialChange(makeMetrics(current), makeMetrics(previous))).toBe(expected);
  });

  it("ignores changes in the wrong direction", () => {
    expect(hasMaterialChange(makeMetrics({ evidence: 0.1 }), makeMetrics({ evidence: 0.9 }))).toBe(false);
    expect(hasMaterialChange(makeMetrics({ contradiction: 0.9 }), makeMetrics({ contradiction: 0.1 }))).toBe(false);
  });
});

describe("updateBranchState", () => {
  const weak = makeMetrics({ evidence: 0.2 });
  const strong = makeMetrics({ evidence: 0.9 });
  const dormant = (previous: Partial<BranchMetrics>, current: Partial<BranchMetrics>) =>
    updateBranchState({ state: "dormant", metrics: makeMetrics(current), previousMetrics: makeMetrics(previous) });
  const revived = { state: "active", revived: true };
  const stillDormant = { state: "dormant", revived: false };

  // Every current measurement below scores under 0.35, so only revival can make it active.
  it.each([
    ["evidence +0.15 exactly", { evidence: 0 }, { evidence: 0.15 }, revived],
    ["evidence +0.15 as 0.7 - 0.55 in floats", { evidence: 0.55 }, { evidence: 0.7 }, revived],
    ["evidence +0.15 + 1e-6", { evidence: 0 }, { evidence: 0.150001 }, revived],
    ["evidence +0.15 - 1e-6 (the tolerance)", { evidence: 0 }, { evidence: 0.149999 }, revived],
    ["evidence +0.15 - 2e-6", { evidence: 0 }, { evidence: 0.149998 }, stillDormant],
    ["verification +0.25 exactly", { verification: 0 }, { verification: 0.25 }, revived],
    ["verification +0.25 as 0.35 - 0.1 in floats", { verification: 0.1 }, { verification: 0.35 }, revived],
    ["verification +0.25 + 1e-6", { verification: 0 }, { verification: 0.250001 }, revived],
    ["verification +0.25 - 1e-6 (the tolerance)", { verification: 0 }, { verification: 0.249999 }, revived],
    ["verification +0.25 - 2e-6", { verification: 0 }, { verification: 0.249998 }, stillDormant],
    ["contradiction -0.20 exactly", { contradiction: 0.2 }, { contradiction: 0 }, revived],
    ["contradiction -0.20 as 0.7 - 0.5 in floats", { contradiction: 0.7 }, { contradiction: 0.5 }, revived],
    ["contradiction -0.20 - 1e-6", { contradiction: 0.200001 }, { contradiction: 0 }, revived],
    ["contradiction -0.20 + 1e-6 (the tolerance)", { contradiction: 0.199999 }, { contradiction: 0 }, revived],
    ["contradiction -0.20 + 2e-6", { contradiction: 0.199998 }, { contradiction: 0 }, stillDormant],
  ])("a dormant branch with %s: %o -> %o becomes %o", (_case, previous, current, expected) => {
    expect(dormant(previous, current)).toEqual(expected);
  });

  it("revives before classifying: a revived branch is active even when its score is below 0.35", () => {
    // The first disagreement: evidence 0.0 -> 0.2, score 0.2.
    expect(dormant({}, { evidence: 0.2 })).toEqual(revived);
  });

  it("revives before classifying: a revived branch is active even when still contradicted", () => {
    expect(dormant({ evidence: 0.2, contradiction: 0.9 }, { evidence: 0.9, contradiction: 0.9 })).toEqual(revived);
  });

  it("classifies the revived branch again on the next step, like any active branch", () => {
    expect(updateBranchState({ state: "active", metrics: makeMetrics({ evidence: 0.2 }), previousMetrics: makeMetrics({ evidence: 0.2 }) })).toEqual({
      state: "dormant",
      revived: false,
    });
    expect(updateBranchState({ state: "active", metrics: makeMetrics({ evidence: 0.9, contradiction: 0.9 }) })).toEqual({ state: "rejected", revived: false });
  });

  it("wakes a dormant branch whose score is back at 0.35 without calling it revived", () => {
    expect(updateBranchState({ state: "dormant", metrics: strong })).toEqual({ state: "active", revived: false });
    expect(dormant({ evidence: 0.79 }, { evidence: 0.8 })).toEqual({ state: "active", revived: false });
  });

  it("keeps a dormant branch dormant without previous metrics or without a material change", () => {
    expect(updateBranchState({ state: "dormant", metrics: weak })).toEqual(stillDormant);
    expect(updateBranchState({ state: "dormant", metrics: weak, previousMetrics: weak })).toEqual(stillDormant);
  });

  it("rejects a dormant branch without a material change whose contradiction reaches 0.85", () => {
    expect(dormant({ contradiction: 0.9 }, { contradiction: 0.85 })).toEqual({ state: "rejected", revived: false });
  });

  it("never revives an active branch: a material change only matters to a dormant one", () => {
    expect(updateBranchState({ state: "active", metrics: weak, previousMetrics: makeMetrics() })).toEqual(stillDormant);
  });

  it("never revives a rejected branch by itself, however much it improves", () => {
    const previous = makeMetrics({ contradiction: 0.95 });
    expect(updateBranchState({ state: "rejected", metrics: strong, previousMetrics: previous })).toEqual({ state: "rejected", revived: false });
  });

  it("moves an active branch to dormant or rejected", () => {
    expect(updateBranchState({ state: "active", metrics: weak })).toEqual(stillDormant);
    expect(updateBranchState({ state: "active", metrics: makeMetrics({ contradiction: 0.9 }) })).toEqual({ state: "rejected", revived: false });
  });

  it("takes the revival deltas from the thresholds", () => {
    const update = (reviveEvidenceDelta: number) =>
      updateBranchState({ state: "dormant", metrics: weak, previousMetrics: makeMetrics() }, { reviveEvidenceDelta });
    expect(update(0.2)).toEqual(revived);
    expect(update(0.21)).toEqual(stillDormant);
  });
});

describe("reopenBranch", () => {
  it("returns a rejected branch as dormant and leaves others alone", () => {
    expect(reopenBranch({ state: "rejected", metrics: makeMetrics() }).state).toBe("dormant");
    expect(reopenBranch({ state: "active", metrics: makeMetrics() }).state).toBe("active");
  });

  it("lets a reopened branch go through the normal update", () => {
    const reopened = reopenBranch({
      state: "rejected" as const,
      metrics: makeMetrics({ evidence: 0.9 }),
      previousMetrics: makeMetrics({ contradiction: 0.9 }),
    });
    expect(updateBranchState(reopened)).toEqual({ state: "active", revived: true });
    const weakReopened = reopenBranch({
      state: "rejected" as const,
      metrics: makeMetrics({ evidence: 0.1 }),
      previousMetrics: makeMetrics({ contradiction: 0.9 }),
    });
    expect(updateBranchState(weakReopened)).toEqual({ state: "active", revived: true });
    const unchanged = reopenBranch({ state: "rejected" as const, metrics: makeMetrics({ evidence: 0.1 }), previousMetrics: makeMetrics({ evidence: 0.1 }) });
    expect(updateBranchState(unchanged)).toEqual({ state: "dormant", revived: false });
  });
});
