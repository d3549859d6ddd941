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
    ["Name twelve or more bones in the hand", 12],
    ["Give me four or fewer reasons", 4],
    ["List at least a dozen breeds of dog", 12],
    ["Name more than a handful of painters", 5],
    ["Give me examples of idioms, ten at most", 10],
    ["Name 15+ species of shark", 15],
    ["Name anywhere from four to seven planets with rings", 7],
    ["Give five to eight reasons for the fall of Rome", 8],
    ["Give me a list of 3-5 warm-up exercises", 5],
    ["Name at most about 10 rivers", 10],
  ])("%s → COMPARATIVE_BOUND %i, bounded", (question, bound) => {
    expect(readingOf(question)).toEqual(["COMPARATIVE_BOUND", bound, "bounded"]);
  });

  it("keeps a bound anywhere in a wh-question: it limits the set asked for", () => {
    expect(readingOf("Which countries have more than 3 official languages?")).toEqual(["COMPARATIVE_BOUND", 3, "bounded"]);
  });

  it("reads no range in two numbers joined by 'and' without an opener, nor in digits against a word", () => {
    expect(readingOf("What is the sum of 8 and 13?")).toEqual(["SINGULAR", null, "unknown"]);
    expect(readingOf("Where is the nearest 7-Eleven?")).toEqual(["SINGULAR", null, "unknown"]);
  });

  it("leaves 'upwards of' a bound on the count that bounds no set, as the labelled set reads it", () => {
    expect(readingOf("Name upwards of 10 inventors")).toEqual(["COMPARATIVE_BOUND", 10, "unknown"]);
  });
});
