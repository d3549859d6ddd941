import { describe } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;

describe("a universal over a head restricted by a relation to a named thing", () => {
  itEachCase("%j → %s", scopeOf, [
    ["Name every country that borders Austria", "bounded"],
    ["List each season the Yankees missed the playoffs", "bounded"],
    ["Which clubs did Ronaldo play for? Name all the clubs that signed him from Sporting", "bounded"],
    ["List every album Prince released on Warner", "bounded"],
    ["Give me all the years in which Brazil hosted the Olympics", "bounded"],
    ["List every bird that lives in Africa", "unbounded"],
    ["Name every country that has a coastline", "unbounded"],
    ["Name every country where French food is popular", "unbounded"],
    ["List every club in the NFC", "bounded"],
  ]);
});
