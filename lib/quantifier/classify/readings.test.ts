import { describe, expect, it } from "vitest";
import { itEachContaining } from "../../test-support/each-case";
import { classifyQuestion } from "./classify";

const explain = (question: string) => classifyQuestion(question).explanation;

describe("the explanation says each reading in words", () => {
  itEachContaining("%s", explain, [
    ["What are the world's three tallest towers?", "'three' counts 'towers' → 3."],
    ["Name a hundred animals", "'a hundred' counts 'animals' → 100."],
    ["Recommend no fewer than five podcasts about history", "'no fewer than five' bounds 'podcasts' → 5."],
    ["Who was the third president?", "'third' picks one item by its place → 1."],
    ["Do two in five teenagers own a smartphone?", "'two in five' is a proportion, not a count."],
    ["Bring me up to speed on the housing market", "'Bring me up to speed on' asks to be told about a topic."],
    ["Demystify compound interest", "'Demystify' is a verb of telling with a topic after it: it asks to be told about the topic."],
    ["Hit me with the basics of poker", "'Hit me with the basics of' asks for an account of a topic (a noun of telling)."],
    ["I'm trying to wrap my head around tensors", "'I'm trying to wrap my head around' is a wish to learn about a topic: it asks to be told about it."],
    ["The Thirty Years' War in a nutshell?", "'in a nutshell' asks for a topic summed up: an open request."],
  ]);

  itEachContaining("says why a number in %j is not a count", explain, [
    ["What does the 5 in 5G mean?", "'5G' is a name, not a count."],
    ["Who was the lead singer of Maroon 5?", "'Maroon 5' is a name, not a count."],
    ["What is 9 plus 16?", "'16' is a number in a calculation, not a count."],
    ["Who lived at 10 Downing Street?", "'10 Downing Street' is part of an address, not a count."],
    ["Who hit 73 home runs in a season?", "'73' is a fact the question asks about, not how many answers to give."],
    ["What time does the 8:15 train leave?", "'8' is a time, score or decimal, not a count."],
    ["Name every month that has 31 days", "'31 days' is a measure, not a count."],
    ["How does two-factor authentication work?", "'two' is part of a compound (two-factor), not a quantifier."],
  ]);

  it("names the closed class, its size and its source when it bounds the scope", () => {
    expect(explain("Name all the Great Lakes")).toContain("Scope bounded by 'Great Lakes' (named set: Great Lakes, 5 members, US EPA).");
    expect(explain("List the moons of Uranus")).toContain("Scope bounded by 'moons of Uranus' (the members or works of a named thing).");
  });

  it("adds nothing for a plain surface", () => {
    expect(explain("Winners of all major sports?")).toBe("Read as ALL from 'all'. Scope unbounded: no year, event, named set or numeric range limits the set.");
  });
});
