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
    ["Among all 30 NBA teams, which four have never won a title?", ["SMALL_NUM_EXPLICIT", 4]],
    ["Out of the hundreds of cheeses in France, recommend just 3 for a board.", ["SMALL_NUM_EXPLICIT", 3]],
    ["From the complete list of Bach cantatas, pick 2 for a wedding.", ["SMALL_NUM_EXPLICIT", 2]],
    ["Whittle the 50 states down to the 6 best for a road trip.", ["SMALL_NUM_EXPLICIT", 6]],
    ["Take every Kubrick film and narrow it down to 2 for a beginner.", ["SMALL_NUM_EXPLICIT", 2]],
    ["could you cut the world's cuisines down to 4 for me", ["SMALL_NUM_EXPLICIT", 4]],
  ]);

  itEachCase("%j keeps the universal where it sets the answer's length", readingOf, [
    ["Give me a list of all the rivers in Europe", ["ALL", null]],
    ["List each of the rivers of Europe", ["ALL", null]],
    ["Name all five of the Great Lakes", ["ALL", null]],
    ["What do all of these cheeses have in common? Name every one.", ["ALL", null]],
    ["Half of all marriages end how?", ["PROPORTIONAL", null]],
    ["Of all the noble gases which ones are used in lighting? List every one.", ["ALL", null]],
    ["Cut the cake into 8 pieces and name all the flavours", ["ALL", null]],
  ]);

  it("says in the explanation what the universal does", () => {
    expect(classifyQuestion("Of all the noble metals, which three cost the most?").explanation).toContain(
      "'all' names the whole the answer is chosen from, not how many to give.",
    );
  });
});

describe("a number sizing the whole a superlative picks one from", () => {
  itEachCase("%j reads one item, not the whole's size", readingOf, [
    ["Who is the youngest of the four Marx brothers?", ["SINGULAR", null]],
    ["Which is the best of the three Toy Story sequels?", ["SINGULAR", null]],
    ["What's the most underrated of the 7 Harry Potter books?", ["SINGULAR", null]],
    ["Name the two best of the ten films", ["SMALL_NUM_EXPLICIT", 2]],
    ["Summarize the interest of the three banks", ["OPEN_REQUEST", null]],
  ]);
});
