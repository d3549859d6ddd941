import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
import { runPreflight } from "./preflight";

const SPORTS = "Winners of all major sports?";

describe("operator text (§10.5)", () => {
  it("explains a rejection with the focus phrase and a way out", () => {
    expect(runPreflight({ question: SPORTS, rejectBroad: true }).operatorText).toBe(
      [
        "BROAD-QUANTIFIER PREFLIGHT REJECTED · scope unbounded",
        "",
        'The question matched ALL ("all") over an open-ended set, so no model call was made:',
        '- "all major sports" leaves open which items belong in the answer,',
        "- no year, season, league, country or category narrows the set,",
        "- a complete answer would need a source universe the corpus cannot bound.",
        "",
        'Narrow it by year, league, country or category (e.g. add "in 2024"), or run with --allow-broad for an exploratory scan that is not evidence-warranted.',
      ].join("\n"),
    );
  });

  it("describes the default grounded budget for an unbounded question", () => {
    const text = runPreflight({ question: SPORTS, policy: { quantifier_guard_apply_caps: true } }).operatorText ?? "";
    expect(text.split("\n")).toEqual([
      "BROAD-QUANTIFIER PREFLIGHT · scope unbounded",
      "",
      "This question is under-specified for grounded enumeration:",
      '- "all major sports" does not say which items belong in the answer,',
      "- no year, season, league or country bounds the set,",
      "- listing every item would need a bounded source universe.",
      "",
      "Answer budget: at most 8 pointer-linked claims, not exhaustive.",
      'Try a narrower question (e.g. add "in 2024" or a country), or run with --allow-broad for an exploratory, ungrounded scan.',
    ]);
  });

  it("says a dry run looked the cap up without applying it", () => {
    const text = runPreflight({ question: SPORTS }).operatorText ?? "";
    expect(text).toContain("Cap 8 was looked up but not applied (dry run); the 12-claim default still holds.");
  });

  it("uses the bounded template for a bounded universal", () => {
    const text = runPreflight({ question: "name all members of the Beatles" }).operatorText ?? "";
    expect(text.split("\n").slice(0, 5)).toEqual([
      "BROAD-QUANTIFIER PREFLIGHT · scope bounded",
      "",
      "This broad question ranges over a finite, known set:",
      '- "all members" is bounded by a named group, list or date,',
      "- every listed item still needs its own evidence pointer.",
    ]);
  });

  it("describes the exploratory contract under allow_broad", () => {
    expect(runPreflight({ question: SPORTS, allowBroad: true }).operatorText).toBe(
      [
        "EXPLORATORY · broad quantifier allowed · not evidence-warranted",
        "",
        "- Claims carry evidence pointers only where evidence exists.",
        "- The answer makes no completeness claim.",
        "- The broad-quantifier cap (8) is lifted; the 12-claim default still applies.",
      ].join("\n"),
    );
  });

  it("falls back to the matched token when only a classification is given", () => {
    const text = runPreflight({ classification: classifyQuestion(SPORTS), rejectBroad: true }).operatorText ?? "";
    expect(text).toContain('- "all" leaves open which items belong in the answer,');
  });

  it("stays silent for non-broad questions", () => {
    expect(runPreflight({ question: "top 3 winners" }).operatorText).toBeNull();
  });
});
