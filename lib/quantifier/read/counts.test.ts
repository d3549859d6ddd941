import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";
import { readCount } from "./counts";
import { isOrdinal, isYearAt, isYearToken, readNumber } from "./numbers";
import { tokenizeQuestion } from "./tokenize";

function countOf(question: string): [string, number | null] {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount];
}

describe("explicit counts", () => {
  it.each([
    ["Name the five largest moons", 5],
    ["Name 3 rivers", 3],
    ["Name one composer", 1],
    ["Name twenty poets", 20],
    ["Name twenty-five poets", 25],
    ["Name thirty two poets", 32],
    ["Name 120 words", 120],
    ["Name a dozen rivers", 12],
    ["Name two dozen rivers", 24],
    ["Name a handful of painters", 5],
    ["Name a pair of twins", 2],
    ["Name half a dozen lakes", 6],
    ["Who was the third president?", 1],
  ])("%s → SMALL_NUM_EXPLICIT %i", (question, count) => {
    expect(countOf(question)).toEqual(["SMALL_NUM_EXPLICIT", count]);
  });

  itEachCase("%s → bound %i", (question) => countOf(question)[1], [
    ["Give at least 4 poets", 4],
    ["Give between 3 and 5 examples", 5],
    ["Give between 9 and 4 examples", 9],
    ["Give between two to six examples", 6],
    ["Give no fewer than ten names", 10],
    ["Give about ten examples", 10],
  ]);

  it.each([
    "What did Apollo 11 achieve?",
    "Which towns lie on Route 66?",
    "What happened in 1969?",
    "Which bands formed in the 1990s?",
    "Which cities have 10 million residents?",
    "Which cities have over 1 million people?",
    "What happened on July 4?",
    "What happened on 4 July?",
    "Who wore number 23?",
    "What is 25 km in miles?",
    "Who fought in World War 2?",
    "What causes covid-19?",
    "What is in chapter 11?",
    "Who fought the Second World War?",
    "What happened in the 20th century?",
    "Which one is taller?",
  ])("does not read a count in %s", (question) => {
    const [intensity, count] = countOf(question);
    expect(count).toBeNull();
    expect(intensity === "SMALL_NUM_EXPLICIT" && count === null).toBe(false);
  });

  it("keeps explicitCount null for rungs that are not count-bounded", () => {
    expect(countOf("List all 50 states")).toEqual(["ALL", null]);
  });
});

describe("number helpers", () => {
  itEachCase("isYearToken(%s) → %s", isYearToken, [
    ["1969", true],
    ["1990s", true],
    ["2024", true],
    ["999", false],
    ["2100", false],
    ["1,969", false],
  ]);

  itEachCase("isOrdinal(%s) → %s", isOrdinal, [
    ["first", true],
    ["21st", true],
    ["3rd", true],
    ["last", true],
    ["st", false],
    ["thirst", false],
  ]);

  it("reads compound number words and stops before the next word", () => {
    expect(readNumber(tokenizeQuestion("forty-two rivers"), 0)).toEqual({ value: 42, end: 2 });
    expect(readNumber(tokenizeQuestion("ninety rivers"), 0)).toEqual({ value: 90, end: 1 });
    expect(readNumber(tokenizeQuestion("2.5 rivers"), 0)).toBeNull();
  });

  it("refuses a count that is followed by a measure word", () => {
    expect(readCount(tokenizeQuestion("10 million"), 0)).toBeNull();
    expect(readCount(tokenizeQuestion("10 rivers"), 0)).toEqual({ value: 10, end: 1 });
  });

  it.each([
    ["Give me 2000 facts about Rome", 2, false],
    ["Give 2000 facts", 1, false],
    ["List 1500 rivers", 1, false],
    ["Can you name 1999 songs?", 3, false],
    ["What happened in 2000?", 3, true],
    ["List the champions since 2000", 4, true],
    ["List 2000 census results", 1, true],
    ["List 1990s bands", 1, true],
    ["Show me 2024 results", 2, true],
  ])("isYearAt(%j, %i) → %s: a list verb or give (me) before a plural asks for a count", (question, index, expected) => {
    expect(isYearAt(tokenizeQuestion(question), index)).toBe(expected);
  });

  it("reads an asked-for count of year-like value exactly, and a year after a preposition as a year", () => {
    expect(readNumber(tokenizeQuestion("Give me 2000 facts"), 2)).toEqual({ value: 2000, end: 3 });
    expect(readNumber(tokenizeQuestion("facts since 2000"), 2)).toBeNull();
    const asked = classifyQuestion("Give me 2000 facts about Rome");
    expect([asked.intensity, asked.explicitCount, asked.scopeBoundHint, asked.isBroad]).toEqual(["ALL", null, "unbounded", true]);
    expect(asked.explanation).toContain("The count in '2000' is above");
  });
});
