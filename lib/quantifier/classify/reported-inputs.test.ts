import { describe, expect, it } from "vitest";
import { classifyQuestion } from "./classify";
import { REPORTED_INPUTS } from "../fixtures/reported-inputs";

describe("reported inputs (disguises and misreads): every one", () => {
  it.each(REPORTED_INPUTS.map((input) => [input.item, input] as const))("%s", (_, input) => {
    const result = classifyQuestion(input.question);
    expect({
      intensity: result.intensity,
      normalized: result.normalizedQuestion,
      explicitCount: result.explicitCount,
      scope: result.scopeBoundHint,
    }).toEqual({ intensity: input.intensity, normalized: input.normalized, explicitCount: input.explicitCount, scope: input.scope });
  });

  it("explains huge counts, ranges and the fixed expressions it set aside", () => {
    expect(classifyQuestion("Give me 10000 facts about Rome").explanation).toBe(
      "Read as ALL from '10000'. The count in '10000' is above 120, the largest read as a list length: read as a broad ask (ALL). " +
        "Scope unbounded: no year, event, named set or numeric range limits the set.",
    );
    expect(classifyQuestion("List every prime under 100").explanation).toBe("Read as ALL from 'every'. Scope bounded by 'under 100' (numeric range).");
    expect(classifyQuestion("Who sang All You Need Is Love?").explanation).toBe(
      "Read as SINGULAR from 'who'. 'All' is part of a title (All You Need Is Love), not a quantifier. Scope unknown: no anchor, and the rung is not broad.",
    );
  });

  it("never rounds a count: past 15 digits it is refused as a cap, not read as 1e20", () => {
    const result = classifyQuestion("Name more than 99999999999999999999 stars");
    expect([result.intensity, result.explicitCount]).toEqual(["COMPARATIVE_BOUND", null]);
    expect(classifyQuestion("Name 120 stars").explicitCount).toBe(120);
    expect(classifyQuestion("Name 121 stars").intensity).toBe("ALL");
  });
});
