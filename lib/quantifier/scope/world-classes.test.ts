import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";
import { closedClassSchema } from "../data/closed-class";
import { CLOSED_CLASSES, WORLD_CLASSES } from "../data/closed-classes";

const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;

describe("the world gazetteer", () => {
  it("gives every class a size, a source and a phrase, each name once", () => {
    expect(WORLD_CLASSES.length).toBeGreaterThanOrEqual(300);
    for (const closed of WORLD_CLASSES) {
      expect(closed.size, closed.name).toBeGreaterThan(0);
      expect(closed.source.length, closed.name).toBeGreaterThan(3);
      expect(closed.phrases.length, closed.name).toBeGreaterThan(0);
    }
    const names = CLOSED_CLASSES.map((closed) => closed.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("refuses a malformed entry with its path, as the gazetteer's load does", () => {
    const parsed = closedClassSchema.array().safeParse([
      { name: "suits", size: 4, source: "a deck", phrases: ["suits"] },
      { name: "x", size: 0, source: "", phrases: [] },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["1.size", "1.source", "1.phrases"]);
  });

  itEachCase("%j → %s", scopeOf, [
    ["Which Hogwarts house values loyalty most?", "bounded"],
    ["Name all the Cluedo suspects", "bounded"],
    ["Tell me about each of the Infinity Stones", "bounded"],
    ["List every bone in the human foot", "bounded"],
    ["Which layers of the atmosphere have ozone?", "bounded"],
    ["Give me a complete list of the Brandenburg Concertos", "bounded"],
    ["List all the moonwalkers", "bounded"],
    ["Name all the bones of dinosaurs", "unbounded"],
    ["List every spell in fantasy fiction", "unbounded"],
    ["Tell me about all the stars in the sky", "unbounded"],
  ]);
});
