import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

function readingOf(question: string): [string, number | null, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
}

describe("round 5: ordinals and numbers inside terms pick nothing; a rank after them still does", () => {
  itEachCase("%j reads", readingOf, [
    ["is a second-degree sunburn serious?", ["SINGULAR", null, "unknown"]],
    ["How much does a first-class seat to Tokyo cost?", ["SINGULAR", null, "unknown"]],
    ["Are third-party cookies going away?", ["SINGULAR", null, "unknown"]],
    ["who was the first lady when kennedy was shot", ["SINGULAR", null, "unknown"]],
    ["Should I get a second opinion before knee surgery?", ["SINGULAR", null, "unknown"]],
    ["Why is breaking the fourth wall so popular in sitcoms?", ["SINGULAR", null, "unknown"]],
    ["Is a flush better than 3 of a kind?", ["SINGULAR", null, "unknown"]],
    ["Why do people say all bets are off?", ["SINGULAR", null, "unknown"]],
    ["Is it rude to say no to a wedding invite?", ["SINGULAR", null, "unknown"]],
    ["Does collision and comprehensive cover a rental?", ["SINGULAR", null, "unknown"]],
    ["Who was the first-ever woman to win the Nobel Prize?", ["SMALL_NUM_EXPLICIT", 1, "unknown"]],
    ["Who was the first person to swim the Channel?", ["SMALL_NUM_EXPLICIT", 1, "unknown"]],
    ["Which is the second-largest city in Peru?", ["SMALL_NUM_EXPLICIT", 1, "unknown"]],
    ["Give me the top-3 laptops for coding", ["SMALL_NUM_EXPLICIT", 3, "unknown"]],
    ["Name the Kinks' two best albums", ["SMALL_NUM_EXPLICIT", 2, "unknown"]],
    ["when was 28 weeks later released", ["SINGULAR", null, "unknown"]],
    ["Where is 30 Rock set?", ["SINGULAR", null, "unknown"]],
    ["What are 3 good books on Rome?", ["SMALL_NUM_EXPLICIT", 3, "unknown"]],
  ]);

  it("says which term holds the number", () => {
    expect(classifyQuestion("odds of 4 of a kind in holdem?").explanation).toContain("'4 of a kind' is a term, not a count.");
    expect(classifyQuestion("Where was 12 Angry Men shot?").explanation).toContain("'12 Angry Men' is a title or a name");
  });
});

describe("round 5: quotations, sayings and hedged numbers", () => {
  itEachCase("%j reads", readingOf, [
    ["Who first said 'few things are impossible to diligence'?", ["SINGULAR", null, "unknown"]],
    ["what does the expression all mouth and no trousers mean", ["SINGULAR", null, "unknown"]],
    ["Where does the proverb many a mickle makes a muckle come from?", ["SINGULAR", null, "unknown"]],
    ["How do you pronounce 'none' in Irish?", ["SINGULAR", null, "unknown"]],
    ["Is the phrase 'each to their own' or 'each to his own'?", ["SINGULAR", null, "unknown"]],
    ["Tell me all the sayings about rain", ["ALL", null, "unbounded"]],
    ["Is whole-grain rice healthier?", ["SINGULAR", null, "unknown"]],
    ["Give me an all-inclusive list of the Great Lakes", ["COMPREHENSIVE", null, "bounded"]],
    ["Is it all uphill from here?", ["SINGULAR", null, "unknown"]],
    ["name thirty-odd fish", ["SMALL_NUM_EXPLICIT", 30, "unknown"]],
    ["Suggest a couple dozen baby names", ["SMALL_NUM_EXPLICIT", 24, "unknown"]],
  ]);
});
