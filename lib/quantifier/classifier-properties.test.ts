import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyQuestion, MAX_QUESTION_CHARS, QuestionError } from "./classify";
import { INTENSITIES } from "./rungs";

function classifyOrError(question: string) {
  try {
    return { classification: classifyQuestion(question), error: null };
  } catch (error) {
    return { classification: null, error };
  }
}

const WORDS = ["all", "every", "each", "any", "most", "many", "few", "some", "between 1 and", "at least 3", "more than 10", "how many", "how much", "list", "name", "which", "the", "of", "and", "9999999999", "1990", "2024", "two", "dozens", "Beatles", "?", ","];

function repeatTo(unit: string, length = MAX_QUESTION_CHARS): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

describe("classifier properties", () => {
  it("throws QuestionError exactly for blank or over-long questions, and classifies everything else", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 2100 }), fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 })), (question) => {
        const { classification, error } = classifyOrError(question);
        if (question.trim() === "" || question.length > MAX_QUESTION_CHARS) {
          expect(error).toBeInstanceOf(QuestionError);
        } else {
          expect(error).toBeNull();
          expect(INTENSITIES).toContain(classification?.intensity);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("classifies any run of quantifier words up to the limit", () => {
    const question = fc
      .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 600 }), fc.constantFrom(" ", ", ", " and ", "\n"))
      .map(([words, glue]) => words.join(glue).slice(0, MAX_QUESTION_CHARS))
      .filter((q) => q.trim() !== "");
    fc.assert(
      fc.property(question, (q) => {
        const { matchedSpan } = classifyQuestion(q);
        if (matchedSpan) expect(matchedSpan[1]).toBeLessThanOrEqual(q.length);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ["repeated universal", repeatTo("all ")],
    ["nested ranges", repeatTo("between 1 and ")],
    ["repeated count question", repeatTo("how many ")],
    ["one long number", "9".repeat(MAX_QUESTION_CHARS)],
    ["digits and spaces", repeatTo("1 2 3 ")],
    ["alternating quantifiers", repeatTo("all few many most every each ")],
    ["unclosed brackets and quotes", repeatTo("([\"'")],
    ["one long word", "a".repeat(MAX_QUESTION_CHARS)],
  ])("classifies a 2,000-character adversarial question: %s", (_, question) => {
    expect(question.length).toBe(MAX_QUESTION_CHARS);
    expect(INTENSITIES).toContain(classifyQuestion(question).intensity);
    expect(() => classifyQuestion(`${question}?`)).toThrow(QuestionError);
  });
});
