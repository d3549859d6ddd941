import { describe, expect, it } from "vitest";
import { parseControllerDocument } from "../model/document";
import { evaluateController } from "./evaluate";
import { makeMetrics } from "../../test-support/metrics-fixture";

const evaluate = (input: unknown) => evaluateController(parseControllerDocument(input));
const strong = makeMetrics({ evidence: 1, verification: 1, independence: 1, information_gain: 0.5 });

describe("evaluateController", () => {
  it("applies the state update to every branch before ranking and deciding", () => {
    const result = evaluate({
      branches: [
        { id: "weak", metrics: makeMetrics({ evidence: 0.2 }) },
        { id: "contradicted", metrics: makeMetrics({ evidence: 1, verification: 1, contradiction: 0.9 }) },
        { id: "revived", state: "dormant", metrics: makeMetrics({ evidence: 0.9 }), previousMetrics: makeMetrics({ evidence: 0.2 }) },
        { id: "leader", metrics: strong },
      ],
    });
    expect(result.branches.map((branch) => [branch.id, branch.state, branch.revived])).toEqual([
      ["leader", "active", false],
      ["revived", "active", true],
      ["weak", "dormant", false],
      ["contradicted", "rejected", false],
    ]);
    expect(result.branches[0]?.score).toBeCloseTo(0.85, 6);
    expect(result.branches[1]?.score).toBeCloseTo(0.375, 6);
    expect(result.branches[2]?.score).toBeCloseTo(0.2, 6);
    expect(result.branches[3]?.score).toBeCloseTo(0.515, 6);
    // Uncertainty covers the three surviving branches only.
    const total = 0.85 + 0.375 + 0.2;
    const entropy = -[0.85, 0.375, 0.2].reduce((sum, score) => sum + (score / total) * Math.log(score / total), 0);
    expect(result.uncertainty).toBeCloseTo(entropy / Math.log(3), 6);
    expect(result.width).toEqual([6, 10]);
    expect(result.collapse).toMatchObject({ canCollapse: true, reason: "collapse criteria satisfied", leader: "leader" });
  });

  it("keeps a rejected branch rejected unless the caller reopens it", () => {
    const branch = { id: "r", state: "rejected", metrics: strong, previousMetrics: makeMetrics({ contradiction: 0.9 }) };
    expect(evaluate({ branches: [branch] }).branches[0]?.state).toBe("rejected");
    expect(evaluate({ branches: [{ ...branch, reopen: true }] }).branches[0]).toMatchObject({ state: "active", revived: true });
  });

  it("reports effective independence per branch", () => {
    const metrics = makeMetrics({ independence: 0.8, semantic_similarity_to_leader: 0.5 });
    expect(evaluate({ branches: [{ id: "a", metrics }] }).branches[0]?.effectiveIndependence).toBeCloseTo(0.4, 6);
  });

  it("honours threshold overrides from the document", () => {
    const result = evaluate({ branches: [{ id: "a", metrics: strong }], thresholds: { collapseScore: 0.9 } });
    expect(result.collapse.reason).toBe("leader score below collapse threshold");
    expect(result.collapse.checks[0]?.threshold).toBe(0.9);
  });

  it("handles an empty branch list", () => {
    const result = evaluate({ branches: [] });
    expect(result).toMatchObject({ branches: [], uncertainty: 0, width: [2, 3] });
    expect(result.collapse.reason).toBe("no surviving branch");
  });
});
