import { describe, expect, it } from "vitest";
import { parseControllerDocument } from "./document";
import { ControllerInputError, parseOrThrow } from "./input-error";
import { branchMetricsSchema } from "./metrics";
import { makeMetrics } from "../../test-support/metrics-fixture";

function captureError(action: () => unknown): ControllerInputError {
  try {
    action();
  } catch (error) {
    if (error instanceof ControllerInputError) return error;
    throw error;
  }
  throw new Error("expected a ControllerInputError");
}

const documentWith = (evidence: unknown) => ({
  branches: [{ id: "a", metrics: { ...makeMetrics(), evidence } }],
});

describe("branch metric validation", () => {
  it.each([
    [Number.NaN, "NaN"],
    [-0.1, "-0.1"],
    [1.1, "1.1"],
    ["0.5", '"0.5"'],
    [undefined, "nothing (field is missing)"],
  ])("rejects evidence %s naming the field and value", (value, shown) => {
    const error = captureError(() => parseControllerDocument(documentWith(value)));
    expect(error.path).toBe("branches[0].metrics.evidence");
    expect(error.message).toBe(`branches[0].metrics.evidence: must be a number in [0, 1], got ${shown}`);
  });

  it("rejects a missing required field that is not the first one", () => {
    const { normalized_cost: _omitted, ...rest } = makeMetrics();
    const error = captureError(() => parseOrThrow(branchMetricsSchema, rest));
    expect(error.path).toBe("normalized_cost");
  });

  it("defaults the two correlation signals to 0 when they are missing", () => {
    const { shared_assumption_ratio: _shared, semantic_similarity_to_leader: _similar, ...required } = makeMetrics({ evidence: 0.5 });
    expect(parseOrThrow(branchMetricsSchema, required)).toEqual(makeMetrics({ evidence: 0.5 }));
    const [branch] = parseControllerDocument({ branches: [{ id: "a", metrics: required, previousMetrics: required }] }).branches;
    expect([branch?.metrics.shared_assumption_ratio, branch?.previousMetrics?.semantic_similarity_to_leader]).toEqual([0, 0]);
  });

  it("still checks a correlation signal that is given", () => {
    const error = captureError(() => parseOrThrow(branchMetricsSchema, { ...makeMetrics(), shared_assumption_ratio: null }));
    expect(error.message).toBe("shared_assumption_ratio: must be a number in [0, 1], got null");
  });

  it("accepts both ends of [0, 1]", () => {
    expect(parseOrThrow(branchMetricsSchema, makeMetrics({ evidence: 1 })).evidence).toBe(1);
    expect(branchMetricsSchema.safeParse(makeMetrics({ evidence: 0 })).success).toBe(true);
  });

  it("names the path inside previousMetrics", () => {
    const document = { branches: [{ id: "a", metrics: makeMetrics(), previousMetrics: { ...makeMetrics(), contradiction: 2 } }] };
    expect(captureError(() => parseControllerDocument(document)).path).toBe("branches[0].previousMetrics.contradiction");
  });
});

describe("controller document validation", () => {
  it("rejects duplicate branch ids", () => {
    const document = {
      branches: [
        { id: "a", metrics: makeMetrics() },
        { id: "a", metrics: makeMetrics() },
      ],
    };
    const error = captureError(() => parseControllerDocument(document));
    expect(error.message).toBe('branches[1].id: duplicate branch id "a"');
  });

  it("rejects an unknown state and an unknown threshold", () => {
    const badState = { branches: [{ id: "a", state: "paused", metrics: makeMetrics() }] };
    expect(captureError(() => parseControllerDocument(badState)).path).toBe("branches[0].state");
    const badThreshold = { branches: [], thresholds: { dormantscore: 0.4 } };
    expect(captureError(() => parseControllerDocument(badThreshold)).path).toBe("thresholds");
  });

  it("defaults state to active and reopen to false", () => {
    const [branch] = parseControllerDocument({ branches: [{ id: "a", metrics: makeMetrics() }] }).branches;
    expect(branch?.state).toBe("active");
    expect(branch?.reopen).toBe(false);
  });
});
