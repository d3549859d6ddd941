import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { PUBLISHED_TELEMETRY } from "../fixtures/published-telemetry";
import { classifyQuestion, MAX_QUESTION_CHARS, QuestionError } from "./classify";

function rungOf(question: string): string {
  return classifyQuestion(question).intensity;
}

describe("classifyQuestion — ticket fixtures", () => {
  it("classifies fox's case as an unbounded ALL with the full result shape", () => {
    expect(classifyQuestion("Winners of all major sports?")).toEqual({
      intensity: "ALL",
      matchedToken: "all",
      matchedSpan: [11, 14],
      normalizedQuestion: null,
      explicitCount: null,
      isBroad: true,
      operationalShape: "universal_enumeration",
      scopeBoundHint: "unbounded",
      explanation: "Read as ALL from 'all'. Scope unbounded: no year, event, named set or numeric range limits the set.",
      classifierVersion: "arborist-quantifier-v10",
    });
  });

  itEachCase("§9.8 %s → %s", rungOf, [
    ["Winners of all major sports?", "ALL"],
    ["complete list of winners of the Tour de France", "COMPREHENSIVE"],
    ["tell me about major sports winners", "OPEN_REQUEST"],
    ["top 3 winners", "SMALL_NUM_EXPLICIT"],
    ["five biggest cities", "SMALL_NUM_EXPLICIT"],
    ["most winners were European", "PROPORTIONAL"],
    ["who won the Super Bowl?", "SINGULAR"],
    ["which teams did not win the cup?", "ABSENT"],
  ]);

  itEachCase("§9.8 %s carries explicit count %i", (question) => classifyQuestion(question).explicitCount, [
    ["top 3 winners", 3],
    ["five biggest cities", 5],
  ]);

  it.each(PUBLISHED_TELEMETRY)("§12.3 %s → %s, %s", (question, intensity, scope) => {
    const result = classifyQuestion(question);
    expect([result.intensity, result.scopeBoundHint]).toEqual([intensity, scope]);
  });

  it.each([
    ["what is the capital of france?", "SINGULAR", "what"],
    ["who painted the mona lisa", "SINGULAR", "who"],
    ["tell me about connecticut", "OPEN_REQUEST", "tell me about"],
    ["all members of the Beatles", "ALL", "all"],
    ["all planets in the solar system", "ALL", "all"],
    ["all US states beginning with M", "ALL", "all"],
  ])("§10.11.4 %s → %s via %s", (question, intensity, token) => {
    const result = classifyQuestion(question);
    expect([result.intensity, result.matchedToken]).toEqual([intensity, token]);
  });

  it.each([
    "How many states are in the US?",
    "how many bones are in the human body?",
    "How much does the Eiffel Tower weigh?",
    "and how many moons does Jupiter have?",
    "How many of all the planets have rings?",
  ])("§12.1 leading count question %s → SINGULAR", (question) => {
    const result = classifyQuestion(question);
    expect([result.intensity, result.isBroad, result.explicitCount]).toEqual(["SINGULAR", false, null]);
  });

  it("reports the leading count phrase as the matched token", () => {
    expect(classifyQuestion("How many states are in the US?").matchedToken).toBe("how many");
  });

  it("does not let a buried how-many suppress other markers or count as MANY", () => {
    expect(rungOf("Tell me about how many people live in all the states")).toBe("OPEN_REQUEST");
    expect(rungOf("Do you know how many moons Mars has?")).toBe("SINGULAR");
  });

  it("matches the Playwright-visible fixtures", () => {
    const beatles = classifyQuestion("name all members of the Beatles");
    expect([beatles.intensity, beatles.matchedToken, beatles.scopeBoundHint]).toEqual(["ALL", "all", "bounded"]);
  });
});

describe("classifyQuestion — arbitration", () => {
  itEachCase("%s → %s", rungOf, [
    ["tell me everything about all wars", "COMPREHENSIVE"],
    ["Tell me about all the wars", "OPEN_REQUEST"],
    ["all winners and some losers", "ALL"],
    ["many winners and a few losers", "MANY"],
    ["some of the top 3 teams", "FEW"],
    ["at least 3 of the 5 largest", "COMPARATIVE_BOUND"],
    ["the 5 largest of most lakes", "SMALL_NUM_EXPLICIT"],
    ["most cities with no river", "PROPORTIONAL"],
    ["cats are mammals", "SINGULAR"],
  ]);

  it("keeps the first marker of the winning rung", () => {
    expect(classifyQuestion("every city and all towns").matchedToken).toBe("every");
  });
});

describe("classifyQuestion — spans and normalisation", () => {
  it("returns the span of the match in the original text", () => {
    const question = "  Please   TELL  me\tABOUT York";
    const result = classifyQuestion(question);
    expect(result.matchedSpan).toEqual([11, 25]);
    expect(result.matchedToken).toBe("tell me about");
    expect(question.slice(...(result.matchedSpan ?? [0, 0]))).toBe("TELL  me\tABOUT");
  });

  it("returns a null span when nothing, not even a wh-word, matched", () => {
    expect(classifyQuestion("cats are mammals")).toMatchObject({ matchedToken: null, matchedSpan: null });
  });

  it("matches on word boundaries only", () => {
    expect(rungOf("Is the ball smaller than the wall?")).toBe("SINGULAR");
    expect(rungOf("Does someone know the tallest mountain?")).toBe("SINGULAR");
    expect(rungOf("What is the manyfold hypothesis?")).toBe("SINGULAR");
  });

  it("treats curly apostrophes like straight ones", () => {
    expect(classifyQuestion("the lion\u2019s share of exports").matchedToken).toBe("the lion\u2019s share of");
  });
});

describe("classifyQuestion — look-alike and invisible characters", () => {
  it.each([
    ["Cyrillic а", "Winners of \u0430ll major sports?", "Winners of all major sports?", "ALL", "all", [11, 14]],
    ["a zero-width space", "Winners of a\u200bll major sports?", "Winners of all major sports?", "ALL", "all", [11, 14]],
    ["fullwidth letters", "Winners of \uFF41\uFF4C\uFF4C major sports?", "Winners of all major sports?", "ALL", "all", [11, 14]],
    ["Cyrillic е", "Tell me \u0435verything", "Tell me everything", "COMPREHENSIVE", "tell me everything", [0, 18]],
  ] as const)("classifies %s like the plain question and reports the normalized text", (_, question, normalized, intensity, token, span) => {
    expect(classifyQuestion(question)).toMatchObject({
      intensity,
      matchedToken: token,
      matchedSpan: span,
      normalizedQuestion: normalized,
      isBroad: true,
      scopeBoundHint: "unbounded",
    });
  });

  it("reports no normalized text when normalizing changes nothing", () => {
    expect(classifyQuestion("Winners of all major sports?").normalizedQuestion).toBeNull();
    expect(classifyQuestion("cafe menus").normalizedQuestion).toBeNull();
    expect(classifyQuestion("caf\u00E9 menus").normalizedQuestion).toBe("cafe menus");
  });

  it.each(["\u200b", "\u200b\u200d \uFEFF", "\u00AD\u2060"])("rejects a question of invisible characters only %j as empty", (question) => {
    expect(() => classifyQuestion(question)).toThrow("Question is empty: type a question to classify.");
  });
});

describe("classifyQuestion — input limits", () => {
  it.each(["", "   ", "\n\t "])("rejects the empty question %j", (question) => {
    expect(() => classifyQuestion(question)).toThrow(QuestionError);
    expect(() => classifyQuestion(question)).toThrow("Question is empty: type a question to classify.");
  });

  it("applies the limit to the normalized text too: NFKC expands \uFDFA to 18 characters", () => {
    expect(() => classifyQuestion("\uFDFA".repeat(112))).toThrow("Question is 2016 characters once normalized; the limit is 2000.");
    expect(classifyQuestion("\uFDFA".repeat(111)).normalizedQuestion).toHaveLength(1998);
  });

  it("rejects questions over the limit and accepts the limit itself", () => {
    expect(() => classifyQuestion("a".repeat(MAX_QUESTION_CHARS + 1))).toThrow("Question is 2001 characters; the limit is 2000.");
    expect(classifyQuestion("a".repeat(MAX_QUESTION_CHARS)).intensity).toBe("SINGULAR");
  });

  it.each(["all ".repeat(500), "no ".repeat(666), "between 1 and ".repeat(142), "1,".repeat(1000), "a".repeat(1999) + "!", "list the ".repeat(222)])(
    "classifies adversarial input in linear time (%#)",
    (question) => {
      const started = performance.now();
      classifyQuestion(question.slice(0, MAX_QUESTION_CHARS));
      expect(performance.now() - started).toBeLessThan(250);
    },
  );
});
