import { describe, expect, it } from "vitest";
import { makeMetrics } from "./metrics-fixture";
import { classifyBranch, hasMaterialChange, reopenBranch, updateBranchState } from "./state";

describe("classifyBranch", () => {
  it.each([
    [0.8499, "active"],
    [0.85, "rejected"],
    [0.8501, "rejected"],
  ])("contradiction %s -> %s (reject at >= 0.85)", (contradiction, state) => {
    expect(classifyBranch(makeMetrics({ evidence: 1, verification: 1, contradiction }))).toBe(state);
  });

  // With every other metric 0 the score is 0.15 + 0.25 x evidence.
  it.each([
    [0.796, "dormant"],
    [0.8, "active"],
    [0.804, "active"],
  ])("evidence %s -> %s (dormant below score 0.35)", (evidence, state) => {
    expect(classifyBranch(makeMetrics({ evidence }))).toBe(state);
  });

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

  it("revives a dormant branch on a material change, then classifies it", () => {
    expect(updateBranchState({ state: "dormant", metrics: strong, previousMetrics: weak })).toEqual({ state: "active", revived: true });
  });

  it("does not flag revival without previous metrics or without a material change", () => {
    expect(updateBranchState({ state: "dormant", metrics: strong })).toEqual({ state: "active", revived: false });
    expect(updateBranchState({ state: "dormant", metrics: weak, previousMetrics: weak })).toEqual({ state: "dormant", revived: false });
  });

  it("rejects a revived branch that is still contradicted", () => {
    const previous = makeMetrics({ evidence: 0.2, contradiction: 0.9 });
    const current = makeMetrics({ evidence: 0.9, contradiction: 0.9 });
    expect(updateBranchState({ state: "dormant", metrics: current, previousMetrics: previous })).toEqual({ state: "rejected", revived: true });
  });

  it("keeps a revived branch dormant when its score stays below 0.35", () => {
    const current = makeMetrics({ evidence: 0.5 });
    expect(updateBranchState({ state: "dormant", metrics: current, previousMetrics: makeMetrics() })).toEqual({ state: "dormant", revived: true });
  });

  it("never revives a rejected branch by itself, however much it improves", () => {
    const previous = makeMetrics({ contradiction: 0.95 });
    expect(updateBranchState({ state: "rejected", metrics: strong, previousMetrics: previous })).toEqual({ state: "rejected", revived: false });
  });

  it("moves an active branch to dormant or rejected", () => {
    expect(updateBranchState({ state: "active", metrics: weak })).toEqual({ state: "dormant", revived: false });
    expect(updateBranchState({ state: "active", metrics: makeMetrics({ contradiction: 0.9 }) })).toEqual({ state: "rejected", revived: false });
  });
});

describe("reopenBranch", () => {
  it("returns a rejected branch as dormant and leaves others alone", () => {
    expect(reopenBranch({ state: "rejected", metrics: makeMetrics() }).state).toBe("dormant");
    expect(reopenBranch({ state: "active", metrics: makeMetrics() }).state).toBe("active");
  });

  it("lets a reopened branch go through the normal update", () => {
    const reopened = reopenBranch({ state: "rejected" as const, metrics: makeMetrics({ evidence: 0.9 }), previousMetrics: makeMetrics({ contradiction: 0.9 }) });
    expect(updateBranchState(reopened)).toEqual({ state: "active", revived: true });
  });
});
