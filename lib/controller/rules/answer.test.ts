import { describe, expect, it } from "vitest";
import { answerControllerJsonl, answerControllerText } from "./answer";
import { makeMetrics } from "../../test-support/metrics-fixture";

const good = JSON.stringify({ branches: [{ id: "a", metrics: makeMetrics({ evidence: 1 }) }] });

describe("answerControllerText", () => {
  it("evaluates a valid document", () => {
    const answer = answerControllerText(good);
    expect(answer.ok && answer.evaluation.branches.map((branch) => [branch.id, branch.state])).toEqual([["a", "active"]]);
  });

  it.each([
    ["{oops", "$", /^invalid JSON \(/],
    ["[1]", "$", /expected object, received array/],
    [JSON.stringify({ branches: [], thresholds: { widthHigh: [10, 2] } }), "thresholds.widthHigh", /^must be \[min, max\] with min <= max, got \[10,2\]$/],
  ])("answers %s with a problem at %s", (text, path, error) => {
    const answer = answerControllerText(text);
    expect(answer.ok ? null : answer.path).toBe(path);
    expect(answer.ok ? "" : answer.error).toMatch(error);
  });
});

describe("answerControllerJsonl", () => {
  it("answers every non-blank line in order, a problem object for a bad one", () => {
    const { answers, failedLines } = answerControllerJsonl(`${good}\r\n\n{"branches": 3}\n${good}\n`);
    expect(answers).toHaveLength(3);
    expect(answers[1]).toEqual({ line: 3, error: "Invalid input: expected array, received number", path: "branches" });
    expect(answers[2]).toEqual(answers[0]);
    expect(failedLines).toEqual([3]);
  });

  it("answers nothing for blank input", () => {
    expect(answerControllerJsonl("\n  \n")).toEqual({ answers: [], failedLines: [] });
  });
});
