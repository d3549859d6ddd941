import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
import { orderBidiRuns, resolveDisplayOrder, type BidiDirection } from "./bidi-order";

// Unicode's conformance data for UAX #9 (see lib/quantifier/data/README.md): 91,707 one-line paragraphs of real code points.
const CONFORMANCE = join(import.meta.dirname, "..", "data", "BidiCharacterTest-15.0.0.txt");
const DIRECTIONS: readonly BidiDirection[] = ["ltr", "rtl", "auto"];

type Case = { line: number; points: number[]; direction: BidiDirection; paragraphLevel: number; levels: string[]; order: string };

function readCases(): Case[] {
  return readFileSync(CONFORMANCE, "utf8")
    .split("\n")
    .flatMap((text, index) => {
      if (text === "" || text.startsWith("#")) return [];
      const [points = "", direction = "", paragraphLevel = "", levels = "", order = ""] = text.split(";");
      return [
        {
          line: index + 1,
          points: points.split(" ").map((hex) => Number.parseInt(hex, 16)),
          direction: DIRECTIONS[Number(direction)] ?? "ltr",
          paragraphLevel: Number(paragraphLevel),
          levels: levels.trim().split(" "),
          order: order.trim(),
        },
      ];
    });
}

/** The case's reading, in the file's own terms: levels of the characters X9 keeps, and their display order as code point indices. */
function describeCase(testCase: Case): string {
  const text = String.fromCodePoint(...testCase.points);
  const { paragraphLevel, levels, visual } = resolveDisplayOrder(text, testCase.direction);
  const units: number[] = [];
  testCase.points.forEach((point, index) => units.push(...(point > 0xffff ? [index, -1] : [index])));
  const kept = (point: number) => point >= 0 && testCase.levels[point] !== "x";
  const shownLevels = testCase.points.map((_, point) => (kept(point) ? String(levels[units.indexOf(point)]) : "x"));
  const order = visual.map((unit) => units[unit] ?? -1).filter(kept);
  return `${paragraphLevel};${shownLevels.join(" ")};${order.join(" ")}`;
}

describe("the bidi order against Unicode's BidiCharacterTest", () => {
  const cases = readCases();

  it("reads the whole file", () => {
    expect(cases.length).toBe(91_707);
  });

  it("resolves the paragraph level, every level and the display order of every case", () => {
    const wrong = cases.filter((testCase) => describeCase(testCase) !== `${testCase.paragraphLevel};${testCase.levels.join(" ")};${testCase.order}`);
    expect(wrong.slice(0, 5).map((testCase) => testCase.line)).toEqual([]);
  });
});

describe("invisible bidi controls read as the text they display", () => {
  it.each([
    ["an isolate around the sentence", "\u2067Give me a complete list of rivers\u2069.", "Give me a complete list of rivers."],
    ["an embedding around the sentence", "\u202BGive me a complete list of rivers\u202C.", "Give me a complete list of rivers."],
    ["an isolate around two inner words", "Give me a \u2067complete list\u2069 of rivers.", "Give me a complete list of rivers."],
    // The full stop is inside the isolate, at its right-to-left level, so it shows on the left, as a browser draws it.
    ["an isolate never closed", "\u2067Give me a complete list of rivers.", ".Give me a complete list of rivers"],
    ["a left-to-right isolate", "\u2066Name all rivers\u2069", "Name all rivers"],
    ["a first-strong isolate", "\u2068Name all rivers\u2069", "Name all rivers"],
    ["an override reversing a word", "What are \u202Ella\u202C the planets?", "What are all the planets?"],
    ["brackets in an override, mirrored", "\u202E(lla)\u202C of them", "(all) of them"],
    ["a mathematical letter in an override, kept whole", "\u202Ell\u{1D41A}\u202C", "\u{1D41A}ll"],
  ])("%s", (_, question, shown) => {
    expect(orderBidiRuns(question)).toBe(shown);
  });

  it.each([
    "\u2067Give me a complete list of rivers\u2069.",
    "\u202BGive me a complete list of rivers\u202C.",
    "Give me a \u2067complete list\u2069 of rivers.",
  ])("keeps the rung of %j", (question) => {
    expect(classifyQuestion(question)).toMatchObject({ intensity: "COMPREHENSIVE", normalizedQuestion: "Give me a complete list of rivers." });
  });

  it("reads an isolate never closed as COMPREHENSIVE too", () => {
    expect(classifyQuestion("\u2067Give me a complete list of rivers.").intensity).toBe("COMPREHENSIVE");
  });
});
