import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";

const read = (question: string) => {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
};

describe("a sentence that asks for one computed value", () => {
  it.each([
    "Work out 15% of 2030 for me",
    "Calculate the interest on 5000 euros at 4% over 3 years",
    "Please compute the mean of 12, 18 and 2024",
    "Could you figure out how long 40 laps of a 400 m track take?",
    "Calculate the cost of painting 3 rooms at 12 dollars a square metre",
  ])("%s is SINGULAR, no count, no anchor", (question) => {
    expect(read(question)).toEqual(["SINGULAR", null, "unknown"]);
  });

  it("keeps a non-numeric anchor and needs a number to be a computation", () => {
    expect(read("Calculate the average height of the Beatles in 1965")[2]).toBe("bounded");
    expect(read("Work out all the ways to tile a floor")[0]).toBe("ALL");
  });

  it("leaves a lookup with a year to its anchor: finding out is no computing", () => {
    expect(read("Find out who won the 1998 World Cup")).toEqual(["SINGULAR", null, "bounded"]);
  });

  it("reads a number before a singular verb as the thing asked about, not a count", () => {
    expect(read("Check whether 391 is divisible by 17")).toEqual(["SINGULAR", null, "unknown"]);
  });

  it("says so in the explanation", () => {
    expect(classifyQuestion("Work out 17 times 23").explanation).toContain(
      "'Work out 17 times 23' asks for one computed value: its numbers are operands, not counts, bounds or years.",
    );
  });
});
