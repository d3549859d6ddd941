import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseLabelledLines, scoreLabels } from "../lib/quantifier/classify/score-labels";
import { BLIND_MISSES_DOC, renderBlindMisses, scoreBlindSets } from "./score-blind";

describe("blind-set scoring", () => {
  it("counts a wrong label as a miss of that part only", () => {
    const labels = parseLabelledLines(
      [
        '{"question":"What is the capital of France?","intensity":"SINGULAR","explicitCount":null,"scope":"unknown"}',
        '{"question":"What is the capital of France?","intensity":"ALL","explicitCount":null,"scope":"unknown"}',
        '{"question":"What is the capital of France?","intensity":"SINGULAR","explicitCount":3,"scope":"unknown"}',
      ].join("\n"),
    );
    const score = scoreLabels(labels);
    expect({ rung: score.rung, count: score.count, scope: score.scope, allThree: score.allThree }).toEqual({ rung: 2, count: 2, scope: 3, allThree: 1 });
    expect(score.misses.map((miss) => miss.label.intensity)).toEqual(["ALL", "SINGULAR"]);
  });

  it("names the line of a bad label", () => {
    expect(() => parseLabelledLines('\n{"question":"Why?","intensity":"HEAPS","explicitCount":null,"scope":"unknown"}')).toThrow(/line 2: intensity/);
  });

  it("docs/classifier-blind-misses.md lists the misses of the classifier as it is (npm run score:blind -- --write)", async () => {
    const { format } = await import("prettier");
    const expected = await format(renderBlindMisses(scoreBlindSets()), { filepath: BLIND_MISSES_DOC });
    expect(readFileSync(BLIND_MISSES_DOC, "utf8")).toBe(expected);
  });
});
