import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

function readingOf(question: string): [string, number | null] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount];
}

describe("a universal naming the whole an answer is chosen from", () => {
  itEachCase("%j reads the count or the question, not 'all'", readingOf, [
    ["Name five of all the rivers in Europe", ["SMALL_NUM_EXPLICIT", 5]],
    ["Of all the noble metals, which three cost the most?", ["SMALL_NUM_EXPLICIT", 3]],
    ["so out of every Bond film, pick 2 for a movie night", ["SMALL_NUM_EXPLICIT", 2]],
    ["From all the cheeses of France, recommend four.", ["SMALL_NUM_EXPLICIT", 4]],
    ["Among all the sorting algorithms, which one is fastest?", ["SINGULAR", null]],
    ["Which of all the string quartets is the hardest to play?", ["SINGULAR", null]],
    ["Give me 3 from every category of the quiz", ["SMALL_NUM_EXPLICIT", 3]],
  ]);

  itEachCase("%j keeps the universal where it sets the answer's length", readingOf, [
    ["Give me a list of all the rivers in Europe", ["ALL", null]],
    ["List each of the rivers of Europe", ["ALL", null]],
    ["Name all five of the Great Lakes", ["ALL", null]],
    ["What do all of these cheeses have in common? Name every one.", ["ALL", null]],
    ["Half of all marriages end how?", ["PROPORTIONAL", null]],
  ]);

  it("says in the explanation what the universal does", () => {
    expect(classifyQuestion("Of all the noble metals, which three cost the most?").explanation).toContain(
      "'all' names the whole the answer is chosen from, not how many to give.",
    );
  });
});
