import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyQuestion, MAX_QUESTION_CHARS, QuestionError } from "./classify";
import { LATIN_PROTOTYPES } from "../normalize/confusables";
import { isLatinMajority } from "../normalize/script-disguise";
import { normalizeQuestion } from "../normalize/normalize";
import { INTENSITIES } from "../ladder/rungs";

function classifyOrError(question: string): string {
  try {
    return classifyQuestion(question).intensity;
  } catch (error) {
    return error instanceof QuestionError ? "QuestionError" : `unexpected ${String(error)}`;
  }
}

const WORDS = [
  "all",
  "every",
  "each",
  "any",
  "most",
  "many",
  "few",
  "some",
  "between 1 and",
  "at least 3",
  "more than 10",
  "how many",
  "how much",
  "list",
  "name",
  "which",
  "the",
  "of",
  "and",
  "9999999999",
  "1990",
  "2024",
  "two",
  "dozens",
  "Beatles",
  "?",
  ",",
];

const TWIN_BASES = [
  "Winners of all major sports?",
  "Tell me everything about York",
  "Name all members of the Beatles",
  "List all planets in the solar system",
  "top 3 winners of the Tour de France",
  "How many states are in the US?",
  "Which teams did not win the cup?",
  "Most winners were European",
  "Describe the structure of DNA",
  "Give me a complete list of every winner, at least 5",
  "What is the capital of France?",
  "A few of the many rivers in Europe",
];
const TWIN_WORDS = [
  "all",
  "every",
  "each",
  "everything",
  "tell",
  "me",
  "about",
  "list",
  "name",
  "most",
  "many",
  "few",
  "some",
  "none",
  "top",
  "3",
  "winners",
  "of",
  "the",
  "Beatles",
  "in",
  "2024",
  "which",
  "how",
  "complete",
  "whole",
  "story",
  "?",
  ",",
];
const INVISIBLES = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u202a", "\u202c", "\u2066", "\u2069", "\u034f", "\ufe0f"];

// Cyrillic and Greek letters whose TS #39 prototype is one ASCII letter: the look-alikes a spoof swaps in.
const LOOKALIKES_OF = new Map<string, string[]>();
for (const [lookalike, latin] of LATIN_PROTOTYPES) {
  if (/^[A-Za-z]$/.test(latin) && /^[\p{Script=Cyrillic}\p{Script=Greek}]$/u.test(lookalike))
    LOOKALIKES_OF.set(latin, [...(LOOKALIKES_OF.get(latin) ?? []), lookalike]);
}

function toFullwidth(ch: string): string {
  if (ch === " ") return "\u3000";
  return ch >= "!" && ch <= "~" ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch;
}

/** The question with some characters swapped for a look-alike or fullwidth twin, or preceded by an invisible one. */
function disguise(question: string, choices: ReadonlyArray<readonly [number, number]>): string {
  return [...question]
    .map((ch, index) => {
      const [kind, pick] = choices[index] ?? [0, 0];
      const twins = LOOKALIKES_OF.get(ch) ?? [ch];
      if (kind === 1) return twins[pick % twins.length] ?? ch;
      if (kind === 2) return toFullwidth(ch);
      if (kind === 3) return `${INVISIBLES[pick % INVISIBLES.length] ?? ""}${ch}`;
      return ch;
    })
    .join("");
}

const twinPair = fc
  .oneof(
    fc.constantFrom(...TWIN_BASES),
    fc.array(fc.constantFrom(...TWIN_WORDS), { minLength: 1, maxLength: 12 }).map((words) => words.join(" ")),
  )
  .chain((question) =>
    fc.tuple(fc.constant(question), fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(99)), { minLength: question.length, maxLength: question.length })),
  );

function repeatTo(unit: string, length = MAX_QUESTION_CHARS): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

describe("classifier properties", () => {
  it("throws QuestionError exactly for questions blank or over-long before or after normalizing, and classifies everything else", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 2100 }), fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 })),
        (question) => {
          const normalized = question.length > MAX_QUESTION_CHARS ? "" : normalizeQuestion(question);
          const refused = question.trim() === "" || normalized.trim() === "" || normalized.length > MAX_QUESTION_CHARS;
          const expected = refused ? "QuestionError" : "an intensity";
          const outcome = classifyOrError(question);
          expect((INTENSITIES as readonly string[]).includes(outcome) ? "an intensity" : outcome).toBe(expected);
        },
      ),
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
        expect(matchedSpan?.[1] ?? 0).toBeLessThanOrEqual(q.length);
      }),
      { numRuns: 60 },
    );
  });

  it("classifies a question and its look-alike twin the same (confusables, zero-width characters, fullwidth forms)", () => {
    fc.assert(
      fc.property(twinPair, ([question, choices]) => {
        const twin = disguise(question, choices);
        // The folds are for mostly-Latin questions: a question in Cyrillic or Greek letters is read as written.
        fc.pre(isLatinMajority(twin));
        // Only quantifier, list and anchor words are folded back, so a disguised "de" stays disguised: compare the readings.
        const { normalizedQuestion: _twinText, matchedSpan: _twinSpan, ...twinReading } = classifyQuestion(twin);
        const { normalizedQuestion: _text, matchedSpan: _span, ...reading } = classifyQuestion(question);
        expect(twinReading).toEqual(reading);
      }),
      { numRuns: 400 },
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
