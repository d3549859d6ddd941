import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { buildContract, computePolicyHash } from "./contract";
import { DEFAULT_POLICY, policySchema, type Policy } from "./policy";
import { runPreflight } from "./preflight";
import { CLASSIFIER_VERSION } from "../ladder/rungs";

describe("computePolicyHash", () => {
  const baseline = computePolicyHash(DEFAULT_POLICY);

  it("is a stable 64-hex sha256 of the canonical policy", () => {
    expect(baseline).toMatch(/^[0-9a-f]{64}$/);
    expect(computePolicyHash(policySchema.parse({}))).toBe(baseline);
  });

  const flips: [string, Partial<Policy>][] = [
    ["quantifier_guard_enabled", { quantifier_guard_enabled: false }],
    ["quantifier_guard_apply_caps", { quantifier_guard_apply_caps: true }],
    ["quantifier_caps_by_intensity", { quantifier_caps_by_intensity: { ALL: 4 } }],
    ["quantifier_guard_modes", { quantifier_guard_modes: ["claim_lattice"] }],
    ["quantifier_reminder_enabled", { quantifier_reminder_enabled: true }],
    ["quantifier_reject_broad", { quantifier_reject_broad: true }],
    ["claim_lattice_format_collapse_check_enabled", { claim_lattice_format_collapse_check_enabled: false }],
  ];
  it.each(flips)("changes when %s flips", (_, change) => {
    expect(computePolicyHash({ ...DEFAULT_POLICY, ...change })).not.toBe(baseline);
  });

  it("gives seven distinct hashes for the seven flips", () => {
    const hashes = new Set(flips.map(([, change]) => computePolicyHash({ ...DEFAULT_POLICY, ...change })));
    expect(hashes.size).toBe(7);
  });

  it("changes with the classifier version", () => {
    expect(computePolicyHash(DEFAULT_POLICY, `${CLASSIFIER_VERSION}-next`)).not.toBe(baseline);
  });
});

describe("buildContract", () => {
  it("binds the three §10.4 clauses for fox's case with caps applied", () => {
    const contract = buildContract(runPreflight({ question: "Winners of all major sports?", policy: { quantifier_guard_apply_caps: true } }));
    expect(contract.quantifier).toEqual({
      intensity: "ALL",
      matched_token: "all",
      explicit_count: null,
      scope_bound_hint: "unbounded",
      broad_query_risk: "high",
    });
    expect(contract.answer_contract).toEqual({
      max_claims: 8,
      claim_cap_looked_up: 8,
      manual_quotes_allowed: false,
      evidence_pointer_required: true,
      allow_unbounded_enumeration: false,
      if_scope_unbounded: "return_bounded_summary_or_ungrounded",
    });
    expect(contract.evidence_contract).toEqual({ max_evidence_ids_exposed: 8, one_claim_per_line: true });
    expect(contract.policyHash).toBe(computePolicyHash(policySchema.parse({ quantifier_guard_apply_caps: true })));
    expect(contract.classifierVersion).toBe(CLASSIFIER_VERSION);
  });

  it("hashes each clause on its own", () => {
    const capped = buildContract(runPreflight({ question: "Winners of all major sports?", policy: { quantifier_guard_apply_caps: true } }));
    const dry = buildContract(runPreflight({ question: "Winners of all major sports?" }));
    expect(capped.clauseHashes.quantifier).toBe(dry.clauseHashes.quantifier);
    expect(capped.clauseHashes.answer_contract).not.toBe(dry.clauseHashes.answer_contract);
    expect(capped.clauseHashes.evidence_contract).not.toBe(dry.clauseHashes.evidence_contract);
  });

  it.each([
    [{ rejectBroad: true }, "reject_before_model_call", false],
    [{ allowBroad: true }, "exploratory_scan_without_completeness_claim", true],
  ])("records the unbounded-scope policy %#", (flags, expected, allow) => {
    const contract = buildContract(runPreflight({ question: "Winners of all major sports?", ...flags }));
    expect([contract.answer_contract.if_scope_unbounded, contract.answer_contract.allow_unbounded_enumeration]).toEqual([expected, allow]);
  });

  itEachCase("rates broad risk of %s as %s", (question) => buildContract(runPreflight({ question })).quantifier.broad_query_risk, [
    ["name all members of the Beatles", "medium"],
    ["many famous painters", "medium"],
    ["what is the capital of france?", "low"],
  ]);

  it("allows manual quotes only in quote mode", () => {
    const contract = buildContract(runPreflight({ question: "who painted the mona lisa", mode: "quote" }));
    expect([contract.answer_contract.manual_quotes_allowed, contract.answer_contract.evidence_pointer_required]).toEqual([true, false]);
  });
});
