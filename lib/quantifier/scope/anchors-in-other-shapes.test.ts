import { describe, expect, it } from "vitest";
import { itEachCase, itEachGives } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";
import { CLOSED_CLASSES } from "../data/closed-classes";

const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;

describe("scope: a bound on the count bounds no set, a bound on the members does", () => {
  itEachGives("%s → unknown", scopeOf, "unknown", [
    "Give at least four arguments for a carbon tax",
    "Recommend up to 8 books on leadership",
    "Name between 3 and 5 reasons to exercise",
    "Give me 5 tips minimum",
  ]);

  itEachGives("%s → bounded", scopeOf, "bounded", [
    "Name at least 3 primes under 100",
    "Name up to 8 books by Tolkien",
    "List at most six countries with more than 100 million people",
    "Which players scored at least 40 goals?",
  ]);
});

describe("scope: leagues, unions, groups, series and the members of named things", () => {
  itEachGives("%s → bounded", scopeOf, "bounded", [
    "Name three NFL teams",
    "List all the teams in La Liga",
    "List every EU member state",
    "What is the capital of each Canadian province?",
    "Who were all the members of the Jackson 5?",
    "Name all the Star Wars films",
    "List every film in the Toy Story series",
    "Name every novel by Jane Austen",
    "List all the songs on Abbey Road",
    "What is the capital of every state in Mexico?",
    "Who's everyone in the cast of Friends?",
    "Did every one of the Brontë sisters write novels?",
    "Name everyone who signed the Treaty of Versailles",
    "Name every NBA team in the Western Conference",
    "Name every Pixar film",
    "Which Roman emperors were assassinated?",
    "Who was the prime minister each decade of the 20th century?",
  ]);

  itEachCase("%s → %s: a league without its members, an event, a topic, a place, a nationality", scopeOf, [
    ["Could you give me a rundown of the NBA finals?", "unbounded"],
    ["Name all and sundry who attended the Yalta Conference", "unbounded"],
    ["Which are a few good books on Rome?", "unknown"],
    ["List all the animals in the ocean", "unbounded"],
    ["List all the French films", "unbounded"],
  ]);

  it("names a size and a source for every class, the new ones included", () => {
    const names = CLOSED_CLASSES.map((closed) => closed.name);
    expect(names).toEqual(expect.arrayContaining(["NFL", "Premier League", "Big Ten", "Canadian provinces", "euro area", "the Jackson 5"]));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("round 3: numbers and names that anchor nothing", () => {
  it.each(["How far is 1400 Elm Street from the airport?", "Who sang 'Summer of 1969 Blues'?", "What does the NATO Summit Declaration say about drones?"])(
    "%s has no anchor: an address, a year inside a quoted title, a class inside a name",
    (question) => {
      expect(classifyQuestion(question).scopeBoundHint).toBe("unknown");
    },
  );

  it("keeps a quote closed only by a straight apostrophe before a non-letter", () => {
    expect(classifyQuestion("Who sang 'Don't Stop Me Now' in 1979?").scopeBoundHint).toBe("bounded");
  });

  it("reads a bound after one item's noun as its value, not a count", () => {
    const result = classifyQuestion("Suggest a whole number between 10 and 20");
    expect([result.intensity, result.explicitCount, result.scopeBoundHint]).toEqual(["SINGULAR", null, "bounded"]);
    expect(result.explanation).toContain("'between 10 and 20' bounds the value of the one item asked for, not how many to give.");
    expect(classifyQuestion("Suggest whole numbers between 10 and 20").intensity).not.toBe("SINGULAR");
  });
});
