import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";

function summarise(question: string): [string, string | null, number | null] {
  const result = classifyQuestion(question);
  return [result.intensity, result.matchedToken, result.explicitCount];
}

describe("list-shape verbs are the weakest signal", () => {
  it.each([
    ["name the five largest moons", ["SMALL_NUM_EXPLICIT", "five", 5]],
    ["name some composers", ["FEW", "some", null]],
    ["identify the inventor of the telephone", ["SINGULAR", null, null]],
    ["list all primes", ["ALL", "all", null]],
    ["enumerate many causes", ["MANY", "many", null]],
    ["list famous composers", ["MANY", "list", null]],
    ["Please cite sources for the claim", ["MANY", "cite", null]],
    ["list the planets", ["ALL", "list", null]],
    ["name Mozart's operas", ["ALL", "name", null]],
    ["identify a suspect", ["SINGULAR", null, null]],
    ["list cities with at least 3 airports", ["MANY", "list", null]],
    ["list the planets that have no moons", ["ALL", "list", null]],
    ["Can you name the 3 tallest towers?", ["SMALL_NUM_EXPLICIT", "3", 3]],
    ["Name me the children of Zeus", ["ALL", "name", null]],
  ] as const)("%s", (question, expected) => {
    expect(summarise(question)).toEqual(expected);
  });

  it.each(["what is the name of the river?", "is there a list of rivers?", "which name do rivers take?"])(
    "a noun use of the verb is not a signal: %s",
    (question) => {
      expect(classifyQuestion(question).intensity).toBe("SINGULAR");
    },
  );
});
