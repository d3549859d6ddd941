import { describe, expect, it } from "vitest";
import { itEachGives } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

function scopeOf(question: string): [string, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.scopeBoundHint];
}

describe("scopeBoundHint", () => {
  itEachGives("%s → bounded", (question) => scopeOf(question)[1], "bounded", [
    "all members of the Beatles",
    "name all members of the Beatles",
    "all members of Radiohead",
    "all planets in the solar system",
    "all US states beginning with M",
    "every U.S. states capital",
    "all presidents born in Virginia",
    "all founding fathers",
    "every continent's oceans",
    "all oceans",
    "every winner in 2024",
    "all champions of the 2019 season",
    "every match of the third season",
    "all winners this season",
    "list the planets",
  ]);

  it.each([
    ["Winners of all major sports?", "ALL"],
    ["list all primes", "ALL"],
    ["tell me about connecticut", "OPEN_REQUEST"],
    ["give a complete list of wars", "COMPREHENSIVE"],
    ["all members of a gym", "ALL"],
    ["Who won every race?", "ALL"],
  ])("%s → unbounded", (question, intensity) => {
    expect(scopeOf(question)).toEqual([intensity, "unbounded"]);
  });

  it.each([
    ["what is the capital of france?", "SINGULAR"],
    ["name some composers", "FEW"],
    ["many famous painters", "MANY"],
    ["top 3 winners", "SMALL_NUM_EXPLICIT"],
  ])("%s → unknown (not broad, no anchor)", (question, intensity) => {
    expect(scopeOf(question)).toEqual([intensity, "unknown"]);
  });

  it("bounds any rung that carries an anchor", () => {
    expect(scopeOf("who won the Super Bowl in 2020?")).toEqual(["SINGULAR", "bounded"]);
  });
});
