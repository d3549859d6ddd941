import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
import { CLOSED_CLASSES } from "../data/closed-classes";

const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;

describe("scope from the head noun phrase", () => {
  it("names a size and a source for every closed class", () => {
    for (const closed of CLOSED_CLASSES) {
      expect(closed.size, closed.name).toBeGreaterThan(0);
      expect(closed.source.length, closed.name).toBeGreaterThan(3);
      expect(closed.phrases.length, closed.name).toBeGreaterThan(0);
    }
  });

  it.each([
    "Name all the Ivy League universities",
    "List all the zodiac signs",
    "Name every weekday in French",
    "What do all the Baltic states have in common?",
    "Describe every planet's atmosphere",
    "List the moons of Uranus",
    "Name every province of Canada",
    "Name all of Beethoven's symphonies",
    "List all the NATO members",
    "Name every month that has 31 days",
  ])("%s is bounded", (question) => {
    expect(scopeOf(question)).toBe("bounded");
  });

  it.each([
    "Name all the birds of Africa",
    "Name the rivers of Europe",
    "Name every star in the Milky Way",
    "List every good idea for a startup",
    "Name a number of Roman emperors",
  ])("%s is not: an open class, or a nationality rather than an entity", (question) => {
    expect(scopeOf(question)).not.toBe("bounded");
  });

  it("reads no anchor in a title unless it is the whole title", () => {
    expect(scopeOf("Who starred in Ocean's Eleven?")).toBe("unknown");
    expect(scopeOf("Which of the Great Lakes is deepest?")).toBe("bounded");
  });

  it("reads a time word counted as a frequency as no set", () => {
    expect(scopeOf("Does it rain every month in Lima?")).toBe("unknown");
    expect(scopeOf("How many days are in a month?")).toBe("unknown");
  });
});
