import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";

const readingOf = (question: string) => {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
};

describe("bounds in other words", () => {
  it.each([
    ["Recommend no fewer than five podcasts", 5],
    ["Suggest a maximum of eight songs", 8],
    ["Name twelve or more birds of prey", 12],
    ["Give me four or fewer reasons", 4],
    ["List at least a dozen breeds of dog", 12],
    ["Name more than a handful of painters", 5],
    ["Give me examples of idioms, ten at most", 10],
    ["Name 15+ species of shark", 15],
    ["Give five to eight reasons for the fall of Rome", 8],
    ["Give me a list of 3-5 warm-up exercises", 5],
    ["Name at most about 10 rivers", 10],
    ["Name upwards of 10 inventors", 10],
  ])("%s → COMPARATIVE_BOUND %i; a bound on the count alone bounds no set (unknown)", (question, bound) => {
    expect(readingOf(question)).toEqual(["COMPARATIVE_BOUND", bound, "unknown"]);
  });

  it.each([
    ["Suggest easy dinners, but cap it at 3", 3],
    ["Give me 5 tips minimum for public speaking", 5],
    ["Recommend 10 songs or more for a workout playlist", 10],
    ["Name 10-plus cheeses from France", 10],
    ["List 4 ways to reduce stress, max", 4],
    ["Give me 3 podcast suggestions, tops", 3],
    ["Recommend at the very most five novels", 5],
    ["Name 4\u20136 of your favourite painters", 6],
    ["Limit it to three reasons why cats purr", 3],
    ["Name in excess of 20 bird species", 20],
    ["Give anything from four to six examples of alliteration", 6],
  ])("reads the bound in '%s' → %i", (question, bound) => {
    expect(readingOf(question)).toEqual(["COMPARATIVE_BOUND", bound, "unknown"]);
  });

  it("takes the upper of two bounds on the count, and a bound on the count over one on the members", () => {
    expect(readingOf("Suggest a minimum of two and a maximum of four destinations")).toEqual(["COMPARATIVE_BOUND", 4, "unknown"]);
    expect(readingOf("Pick no fewer than 2 and no more than 5 stocks")).toEqual(["COMPARATIVE_BOUND", 5, "unknown"]);
    expect(readingOf("Name at least 3 primes under 100")).toEqual(["COMPARATIVE_BOUND", 3, "bounded"]);
  });

  it("keeps a bound anywhere in a wh-question: on the members it limits the set asked for", () => {
    expect(readingOf("Which countries have more than 3 official languages?")).toEqual(["COMPARATIVE_BOUND", 3, "bounded"]);
    expect(readingOf("Which players scored at least 40 goals in a season?")).toEqual(["COMPARATIVE_BOUND", 40, "bounded"]);
  });

  it("reads no range in two numbers joined by 'and' without an opener, in digits against a word, nor in a score", () => {
    expect(readingOf("What is the sum of 8 and 13?")).toEqual(["SINGULAR", null, "unknown"]);
    expect(readingOf("Where is the nearest 7-Eleven?")).toEqual(["SINGULAR", null, "unknown"]);
    expect(readingOf("How did they come back from 3-1 down?")).toEqual(["SINGULAR", null, "unknown"]);
    expect(readingOf("Why do coaches like the 4-3-3 formation?")).toEqual(["SINGULAR", null, "unknown"]);
  });

  it("reads 'five or six' as a count of six, as the labelled development set does", () => {
    expect(readingOf("Give me five or six examples of haiku")).toEqual(["SMALL_NUM_EXPLICIT", 6, "unknown"]);
  });
});

describe("round 3: bounds that open a sentence, 'a couple' after a bound, 'north of'", () => {
  it.each([
    ["At the very least, list three causes of the Dust Bowl", 3],
    ["At most, suggest four board games for a rainy day", 4],
    ["Recommend more than a couple of jazz albums", 2],
    ["Give me fewer than a couple of hints", 2],
    ["Suggest north of 15 team names", 15],
    ["Give me south of ten packing tips", 10],
  ])("%s → COMPARATIVE_BOUND %i", (question, count) => {
    expect(readingOf(question)).toEqual(["COMPARATIVE_BOUND", count, "unknown"]);
  });

  it("needs the count in the same sentence after the opening bound", () => {
    expect(readingOf("At least, that is what I heard. Who won?")[0]).toBe("SINGULAR");
  });
});
