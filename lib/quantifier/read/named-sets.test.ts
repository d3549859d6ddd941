import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
import { isAskedNamedSet } from "./named-sets";
import { tokenizeQuestion } from "./tokenize";

function readingOf(question: string): [string, number | null, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
}

describe("named sets asked for by their members", () => {
  it.each([
    ["What are the Seven Wonders of the World?", 3, true],
    ["Who were the Four Evangelists?", 3, true],
    ["Can you name the Seven Dwarfs?", 4, true],
    ["Give me the Ten Commandments", 3, true],
    ["Who wrote the Seven Pillars of Wisdom?", 3, false],
    ["Where are the Twelve Apostles?", 3, false],
    ["Are the Seven Wonders of the World still standing?", 2, false],
    ["What is the Seven Year Itch about?", 3, false],
  ])("isAskedNamedSet(%j, %i) → %s", (question, start, expected) => {
    expect(isAskedNamedSet(tokenizeQuestion(question), start)).toBe(expected);
  });

  it("reads the number of a named set as its count, as the lower-case question does (§2 row 4, 'seven X')", () => {
    expect(readingOf("What are the Seven Wonders of the World?")).toEqual(["SMALL_NUM_EXPLICIT", 7, "unknown"]);
    expect(readingOf("What are the seven wonders of the world?")).toEqual(["SMALL_NUM_EXPLICIT", 7, "unknown"]);
    expect(classifyQuestion("What are the Seven Wonders of the World?").explanation).toBe(
      "Read as SMALL_NUM_EXPLICIT from 'seven'. 'Seven' counts 'Wonders' → 7. Scope unknown: no anchor, and the rung is not broad.",
    );
  });

  it("keeps works and places named with a number as titles", () => {
    expect(readingOf("Who painted The Three Musicians?")).toEqual(["SINGULAR", null, "unknown"]);
    expect(classifyQuestion("Who wrote the Seven Pillars of Wisdom?").explanation).toContain("'Seven' is part of a title (Seven Pillars of Wisdom)");
  });
});
