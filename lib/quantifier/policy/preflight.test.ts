import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
import { runPreflight } from "./preflight";
import { DEFAULT_PROFILE_ID, HERMES_PROFILE_ID } from "../ladder/profiles";

const SPORTS = "Winners of all major sports?";
const APPLY = { quantifier_guard_apply_caps: true };

describe("runPreflight — dry run defaults", () => {
  it("looks the cap up but keeps the default 12 and proceeds", () => {
    const result = runPreflight({ question: SPORTS });
    expect(result).toMatchObject({
      modelProfileId: HERMES_PROFILE_ID,
      mode: "claim_lattice_pointer",
      guardActive: true,
      dryRun: true,
      lookedUpCap: 8,
      capSource: "model_profile",
      capApplied: false,
      effectiveMaxClaims: 12,
      outcome: "PROCEED",
      label: "PROCEED · dry run",
      violationKinds: [],
      auditLine: 'PROCEED · ALL ("all") · dry run · cap 8 not applied  (preflight)',
    });
  });

  it("reports a null cap when the mode is not guarded or the guard is off", () => {
    const quote = runPreflight({ question: SPORTS, mode: "quote" });
    expect([quote.lookedUpCap, quote.capSource, quote.guardActive, quote.operatorText]).toEqual([null, null, false, null]);
    expect(quote.auditLine).toBe('PROCEED · ALL ("all") · quote mode not guarded  (preflight)');
    const off = runPreflight({ question: SPORTS, policy: { quantifier_guard_enabled: false } });
    expect([off.lookedUpCap, off.effectiveMaxClaims, off.auditLine]).toEqual([null, 12, 'PROCEED · ALL ("all") · guard off  (preflight)']);
  });

  it("accepts a classification instead of a question", () => {
    const result = runPreflight({ classification: classifyQuestion(SPORTS), modelProfileId: DEFAULT_PROFILE_ID });
    expect([result.lookedUpCap, result.capSource, result.profileId]).toEqual([12, "default_profile", DEFAULT_PROFILE_ID]);
  });
});

describe("runPreflight — caps applied", () => {
  it("Hermes + unbounded ALL → BROAD-CAPPED with cap 8", () => {
    const result = runPreflight({ question: SPORTS, policy: APPLY });
    expect(result).toMatchObject({
      capApplied: true,
      effectiveMaxClaims: 8,
      outcome: "BROAD_CAPPED",
      label: "BROAD-CAPPED · 8-claim cap · not exhaustive",
      violationKinds: ["BROAD_QUANTIFIER_CAP_APPLIED", "BROAD_QUANTIFIER_SCOPE_UNBOUND"],
      auditLine: 'BROAD-CAPPED · ALL ("all") · broad cap 8 · broad unbounded  (preflight)',
    });
  });

  it.each(["what is the capital of france?", "who painted the mona lisa", "Which rivers have no bridges?", "Do most cats like water?"])(
    "never tightens the one-claim shape %s",
    (question) => {
      const result = runPreflight({ question, policy: APPLY });
      expect([result.lookedUpCap, result.capApplied, result.effectiveMaxClaims, result.outcome]).toEqual([1, false, 12, "PROCEED"]);
    },
  );

  it("applies count caps to non-broad rungs without calling them broad", () => {
    const result = runPreflight({ question: "top 3 winners", policy: APPLY });
    expect([result.effectiveMaxClaims, result.capSource, result.outcome, result.violationKinds]).toEqual([
      3,
      "explicit_count",
      "PROCEED",
      ["BROAD_QUANTIFIER_CAP_APPLIED"],
    ]);
    expect(result.auditLine).toBe('PROCEED · SMALL_NUM_EXPLICIT ("top 3") · cap 3  (preflight)');
  });

  it("lets a cap above 12 shadow the default without a CAP_APPLIED violation", () => {
    const result = runPreflight({ question: "Tell me everything about York", modelProfileId: "gpt-4o", policy: APPLY });
    expect([result.effectiveMaxClaims, result.violationKinds]).toEqual([15, ["BROAD_QUANTIFIER_SCOPE_UNBOUND"]]);
  });

  it("uses per-call caps_by_intensity overrides", () => {
    const result = runPreflight({ question: SPORTS, policy: { ...APPLY, quantifier_caps_by_intensity: { ALL: 4 } } });
    expect([result.effectiveMaxClaims, result.capSource]).toEqual([4, "override"]);
  });

  it("bounded broad questions are capped but carry no scope violation", () => {
    const result = runPreflight({ question: "name all members of the Beatles", policy: APPLY });
    expect([result.outcome, result.effectiveMaxClaims, result.violationKinds]).toEqual(["BROAD_CAPPED", 8, ["BROAD_QUANTIFIER_CAP_APPLIED"]]);
  });
});

describe("runPreflight — allow_broad and reject_broad", () => {
  it("allow_broad lifts the cap and labels the run EXPLORATORY", () => {
    const result = runPreflight({ question: SPORTS, policy: APPLY, allowBroad: true });
    expect(result).toMatchObject({
      capApplied: false,
      effectiveMaxClaims: 12,
      outcome: "EXPLORATORY",
      label: "EXPLORATORY · unbounded broad query · not evidence-warranted",
      violationKinds: ["BROAD_QUANTIFIER_SCOPE_UNBOUND"],
      auditLine: 'EXPLORATORY · ALL ("all") · cap 8 lifted · max 12 · broad unbounded  (preflight)',
    });
  });

  it("rejects broad unbounded questions before any model call", () => {
    const result = runPreflight({ question: SPORTS, rejectBroad: true });
    expect(result).toMatchObject({
      rejectBroad: true,
      outcome: "REJECTED",
      label: "UNGROUNDED · via BROAD_QUANTIFIER_REJECTED",
      violationKinds: ["BROAD_QUANTIFIER_SCOPE_UNBOUND", "BROAD_QUANTIFIER_REJECTED"],
      auditLine: 'UNGROUNDED · via BROAD_QUANTIFIER_REJECTED · ALL ("all") · cap was 8  0/0  0.0s  (preflight)',
    });
  });

  it("rejects through the policy field as well as the per-call flag", () => {
    expect(runPreflight({ question: "tell me about connecticut", policy: { quantifier_reject_broad: true } }).outcome).toBe("REJECTED");
  });

  it.each(["all members of the Beatles", "all planets in the solar system", "all US states beginning with M"])(
    "never rejects the bounded universal %s",
    (question) => {
      const result = runPreflight({ question, rejectBroad: true, policy: APPLY });
      expect([result.outcome, result.violationKinds]).toEqual(["BROAD_CAPPED", ["BROAD_QUANTIFIER_CAP_APPLIED"]]);
    },
  );

  it.each([
    ["non-broad rung", { question: "name some composers", rejectBroad: true }],
    ["allow_broad wins", { question: SPORTS, rejectBroad: true, allowBroad: true }],
    ["quote mode is not guarded", { question: SPORTS, rejectBroad: true, mode: "quote" as const }],
    ["guard off", { question: SPORTS, rejectBroad: true, policy: { quantifier_guard_enabled: false } }],
  ])("does not reject: %s", (_, input) => {
    expect(runPreflight(input).outcome).not.toBe("REJECTED");
  });
});
