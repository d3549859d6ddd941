import { describe, expect, it } from "vitest";
import { itEachGives } from "../../test-support/each-case";
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

  itEachGives("%s is bounded", scopeOf, "bounded", [
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
    "Name a number of Roman emperors",
  ]);

  it.each([
    "Name all the birds of Africa",
    "Name the rivers of Europe",
    "Name every star in the Milky Way",
    "List every good idea for a startup",
    "Name a number of Italian operas",
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

describe("round 3: more closed classes and relations", () => {
  it.each([
    ["Which AFC West team has the most titles?", "AFC West"],
    ["List every club in the NFC", "NFC"],
    ["Is Croatia in the Schengen zone yet?", "Schengen Area"],
    ["Name all the Star Wars sequels", "Star Wars sequel trilogy"],
    ["Pray the way of the cross with me", "Stations of the Cross"],
    ["Which lunar phases are best for stargazing?", "phases of the Moon"],
  ])("%s is bounded by the named set %s", (question, name) => {
    expect(classifyQuestion(question).explanation).toContain(`named set: ${name},`);
  });

  itEachGives("%s is bounded by a relation to a named entity", scopeOf, "bounded", [
    "Name all the countries of Central America",
    "List the tributaries of the Danube",
    "Which nations in the Commonwealth are republics? List them all",
    "Name the Sherlock Holmes canon",
    "Give me five songs from Pink Floyd's The Wall",
    "Name three of Sum-41's singles",
    "Did any member state ever leave NATO?",
  ]);

  it.each(["Name every country with a red flag", "Give me three books from Amazon's bestseller list", "Name all the teams"])(
    "%s is not bounded: no named entity, or a relation 'from' does not tie",
    (question) => {
      expect(scopeOf(question)).not.toBe("bounded");
    },
  );
});
