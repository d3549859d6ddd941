import { describe } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";
import { tokenizeQuestion } from "./tokenize";

function readingOf(question: string): [string, number | null] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount];
}

const wordsOf = (question: string) => tokenizeQuestion(question).map((token) => token.text);

describe("typed shorthand is read as the words it stands for", () => {
  itEachCase("%j tokenizes as", wordsOf, [
    ["gimme atleast 4", ["give", "me", "at", "least", "4"]],
    ["can u walk me thru it", ["can", "you", "walk", "me", "through", "it"]],
    ["whats up w the U.S. and u s", ["what's", "up", "w", "the", "u", "s", "and", "u", "s"]],
    ["U can't", ["u", "can't"]],
    ["about 5ish or 10-ish", ["about", "5", "or", "10"]],
  ]);

  itEachCase("%j reads", readingOf, [
    ["pls name atleast 6 jazz standards", ["COMPARATIVE_BOUND", 6]],
    ["can u run me thru how vaccines work", ["OPEN_REQUEST", null]],
    ["recommend 5ish sci-fi novels", ["SMALL_NUM_EXPLICIT", 5]],
    ["suggest 10-ish baby names", ["SMALL_NUM_EXPLICIT", 10]],
    ["name like 7 or so board games", ["SMALL_NUM_EXPLICIT", 7]],
    ["gimme like 3 quick breakfasts", ["SMALL_NUM_EXPLICIT", 3]],
    ["list songs like 99 Luftballons", ["MANY", null]],
    ["give me 4 for a road trip", ["SMALL_NUM_EXPLICIT", 4]],
    ["name 5 or 6 painters", ["SMALL_NUM_EXPLICIT", 6]],
    ["upto 4 podcasts on stoicism", ["COMPARATIVE_BOUND", 4]],
    ["<6 tips for a first marathon", ["COMPARATIVE_BOUND", 6]],
    ["recommend >2 hikes near Denver", ["COMPARATIVE_BOUND", 2]],
    ["is 7 > 5", ["SINGULAR", null]],
    ["top20 albums of the 90s", ["SMALL_NUM_EXPLICIT", 20]],
    ["gimme a complete lsit of bond villains", ["COMPREHENSIVE", null]],
    ["sevral reasons to learn latin", ["FEW", null]],
    ["tell me everythin about the Alamo", ["COMPREHENSIVE", null]],
    ["y does nothin live in the dead sea", ["ABSENT", null]],
    ["nobody's ever climbed it twice?", ["ABSENT", null]],
    ["not sure... gimme like a dozen baby names", ["SMALL_NUM_EXPLICIT", 12]],
    ["is r better than python for stats", ["SINGULAR", null]],
  ]);
});

describe("a number and a unit of a list before a list noun count its items", () => {
  itEachCase("%j reads", readingOf, [
    ["Draft a 5-item checklist for moving house", ["SMALL_NUM_EXPLICIT", 5]],
    ["I want a three-step plan for learning chess", ["SMALL_NUM_EXPLICIT", 3]],
    ["a 3-to-5 point summary of the Treaty of Paris", ["COMPARATIVE_BOUND", 5]],
    ["What is a three-point shot?", ["SINGULAR", null]],
    ["Make a 7-day meal plan", ["SINGULAR", null]],
    ["What is two-factor authentication?", ["SINGULAR", null]],
  ]);
});
