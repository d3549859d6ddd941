import { describe } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

function readingOf(question: string): [string, number | null, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount, result.scopeBoundHint];
}

describe("round 4: terms, codes, ordinals and verbs that quantify nothing", () => {
  itEachCase("%j reads", readingOf, [
    ["Is half-and-half the same as light cream?", ["SINGULAR", null, "unknown"]],
    ["Does comprehensive insurance cover hail damage?", ["SINGULAR", null, "unknown"]],
    ["Is a few fries short of a happy meal an insult?", ["SINGULAR", null, "unknown"]],
    ["Do most 403(b) plans allow loans?", ["PROPORTIONAL", null, "unknown"]],
    ["What's the final episode of Breaking Bad called?", ["SMALL_NUM_EXPLICIT", 1, "unknown"]],
    ["Who won the final?", ["SINGULAR", null, "unknown"]],
    ["Write 1776 in Roman numerals", ["SINGULAR", null, "unknown"]],
    ["convert 2048 to binary please", ["SINGULAR", null, "unknown"]],
    ["Is the sequel better than the first one?", ["SINGULAR", null, "unknown"]],
    ["Explain how the jury system works in Norway", ["OPEN_REQUEST", null, "unbounded"]],
    ["Name all the works of Dickens", ["ALL", null, "bounded"]],
    ["Which are Ibsen's two most performed plays?", ["SMALL_NUM_EXPLICIT", 2, "bounded"]],
    ["Name Brazil's five largest states", ["SMALL_NUM_EXPLICIT", 5, "bounded"]],
    ["Explain how the Bundesrat works", ["OPEN_REQUEST", null, "unbounded"]],
    ["Which band plays in Glastonbury this year?", ["SINGULAR", null, "bounded"]],
    ["What are three to five good habits for sleep?", ["COMPARATIVE_BOUND", 5, "unknown"]],
    ["I'm flying to Rome next month. What should I pack?", ["SINGULAR", null, "unknown"]],
  ]);
});
