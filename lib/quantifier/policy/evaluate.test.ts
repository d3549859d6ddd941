import { describe, expect, it } from "vitest";
import { classifyRequestSchema, evaluateQuestion } from "./evaluate";
import { DEFAULT_POLICY, policySchema } from "./policy";
import { HERMES_PROFILE_ID } from "../ladder/profiles";
import { PUBLISHED_TELEMETRY } from "../fixtures/published-telemetry";

describe("evaluateQuestion", () => {
  it("bundles classification, cap, preflight, reminder and contract for the Playwright fixture", () => {
    const result = evaluateQuestion({ question: "Winners of all major sports?", modelProfile: HERMES_PROFILE_ID });
    expect([result.classification.intensity, result.classification.matchedToken, result.classification.scopeBoundHint]).toEqual(["ALL", "all", "unbounded"]);
    expect(result.cap).toEqual({ cap: 8, source: "model_profile" });
    expect(result.preflight.outcome).toBe("PROCEED");
    expect(result.reminder).toBeNull();
    expect(result.contract.quantifier.intensity).toBe("ALL");
  });

  it.each([
    ["Winners of \u0430ll major sports?", "ALL"],
    ["Winners of a\u200bll major sports?", "ALL"],
    ["Winners of \uFF41\uFF4C\uFF4C major sports?", "ALL"],
    ["Tell me \u0435verything", "COMPREHENSIVE"],
  ])("rejects the look-alike spelling %j under quantifier_reject_broad and shows what it matched", (question, intensity) => {
    const { classification, preflight } = evaluateQuestion({ question, policy: { quantifier_reject_broad: true } });
    expect([classification.intensity, preflight.outcome, preflight.violationKinds]).toEqual([
      intensity,
      "REJECTED",
      ["BROAD_QUANTIFIER_SCOPE_UNBOUND", "BROAD_QUANTIFIER_REJECTED"],
    ]);
    expect(classification.normalizedQuestion).toBe(
      question.replace("\u0430", "a").replace("\u200b", "").replace("\uFF41\uFF4C\uFF4C", "all").replace("\u0435", "e"),
    );
    expect(preflight.operatorText).toContain(intensity === "ALL" ? '"all major sports" leaves open' : '"Tell me everything" leaves open');
  });

  it.each(PUBLISHED_TELEMETRY)("§12.3 telemetry: %s → %s, %s, cap %i; the verifier still gets 12 in dry run", (question, intensity, scope, cap) => {
    const { classification, preflight } = evaluateQuestion({ question });
    expect([classification.intensity, classification.scopeBoundHint, preflight.lookedUpCap, preflight.effectiveMaxClaims]).toEqual([intensity, scope, cap, 12]);
  });

  it("reports the cap even where the guard skips the mode", () => {
    const result = evaluateQuestion({ question: "Winners of all major sports?", mode: "quote" });
    expect([result.cap.cap, result.preflight.lookedUpCap, result.reminder]).toEqual([8, null, null]);
  });

  it("passes the reminder through when enabled", () => {
    const result = evaluateQuestion({
      question: "name all members of the Beatles",
      policy: { quantifier_reminder_enabled: true, quantifier_guard_apply_caps: true },
    });
    expect(result.reminder).toContain("bounded set. Give at most 8 pointer-linked claim lines.");
    expect(result.preflight.effectiveMaxClaims).toBe(8);
  });

  it("keeps capital-of-france at 12 with caps applied on the default profile", () => {
    const result = evaluateQuestion({
      question: "what is the capital of france?",
      modelProfile: "default",
      policy: { quantifier_guard_apply_caps: true },
    });
    expect([result.cap.cap, result.preflight.effectiveMaxClaims, result.contract.answer_contract.max_claims]).toEqual([1, 12, 12]);
  });
});

describe("classifyRequestSchema", () => {
  it("accepts a minimal request", () => {
    expect(classifyRequestSchema.parse({ question: "who won?" })).toEqual({ question: "who won?" });
  });

  it("fills policy defaults when a partial policy is sent", () => {
    const parsed = classifyRequestSchema.parse({ question: "q", policy: { quantifier_reject_broad: true } });
    expect(parsed.policy).toEqual({ ...DEFAULT_POLICY, quantifier_reject_broad: true });
  });

  it.each([
    [{ question: "" }, ["question"], "Question is empty: type a question to classify."],
    [{ question: "   " }, ["question"], "Question is empty: type a question to classify."],
    [{ question: "\u200b\u2060" }, ["question"], "Question is empty: type a question to classify."],
    [{ question: "x".repeat(2001) }, ["question"], "Question must be at most 2000 characters."],
    [{ question: "\uFDFA".repeat(112) }, ["question"], "Question is 2016 characters once normalized; the limit is 2000."],
    [{ question: "q", mode: "essay" }, ["mode"], 'Invalid option: expected one of "quote"|"claim_lattice_pointer"|"claim_lattice"'],
    [{ question: "q", extra: true }, [], 'Unrecognized key: "extra"'],
    [
      { question: "q", policy: { quantifier_guard_modes: ["poem"] } },
      ["policy", "quantifier_guard_modes", 0],
      'Invalid option: expected one of "quote"|"claim_lattice_pointer"|"claim_lattice"',
    ],
  ])("rejects invalid request %#", (input, path, message) => {
    const result = classifyRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });
});

describe("policySchema", () => {
  it("defaults to the §11.4 dry-run values", () => {
    expect(DEFAULT_POLICY).toEqual({
      quantifier_guard_enabled: true,
      quantifier_guard_apply_caps: false,
      quantifier_caps_by_intensity: {},
      quantifier_guard_modes: ["claim_lattice_pointer", "claim_lattice"],
      quantifier_reminder_enabled: false,
      quantifier_reject_broad: false,
      claim_lattice_format_collapse_check_enabled: true,
    });
  });

  it.each([
    { quantifier_caps_by_intensity: { ALL: 0 } },
    { quantifier_caps_by_intensity: { EVERYTHING: 3 } },
    { quantifier_guard_enabled: "yes" },
    { unknown_field: true },
  ])("rejects %j", (input) => {
    expect(policySchema.safeParse(input).success).toBe(false);
  });
});
