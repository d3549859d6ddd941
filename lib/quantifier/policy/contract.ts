import { serializeCanonicalJson } from "../../json/canonical-json";
import type { Preflight } from "./preflight";
import type { Policy } from "./policy";
import { CLASSIFIER_VERSION, type Intensity, type ScopeBoundHint } from "../ladder/rungs";
import { digestSha256Hex } from "./sha256";

export type BroadQueryRisk = "high" | "medium" | "low";

export type PreflightContract = {
  quantifier: {
    intensity: Intensity;
    matched_token: string | null;
    explicit_count: number | null;
    scope_bound_hint: ScopeBoundHint;
    broad_query_risk: BroadQueryRisk;
  };
  answer_contract: {
    max_claims: number;
    claim_cap_looked_up: number | null;
    manual_quotes_allowed: boolean;
    evidence_pointer_required: boolean;
    allow_unbounded_enumeration: boolean;
    if_scope_unbounded: string;
  };
  evidence_contract: {
    max_evidence_ids_exposed: number;
    one_claim_per_line: boolean;
  };
  clauseHashes: { quantifier: string; answer_contract: string; evidence_contract: string };
  policyHash: string;
  classifierVersion: string;
  modelProfile: string;
};

/** Governance binding: flipping any of the seven fields or the classifier version changes it. */
export function computePolicyHash(policy: Policy, classifierVersion: string = CLASSIFIER_VERSION): string {
  return digestSha256Hex(serializeCanonicalJson({ ...policy, classifier_version: classifierVersion }));
}

function rateBroadRisk(preflight: Preflight): BroadQueryRisk {
  const { isBroad, scopeBoundHint, intensity } = preflight.classification;
  if (isBroad && scopeBoundHint === "unbounded") return "high";
  return isBroad || intensity === "MANY" ? "medium" : "low";
}

function describeUnboundedPolicy(preflight: Preflight): string {
  if (preflight.outcome === "REJECTED") return "reject_before_model_call";
  if (preflight.allowBroad) return "exploratory_scan_without_completeness_claim";
  return "return_bounded_summary_or_ungrounded";
}

/** §10.4 three-clause contract; each clause hashes on its own so replay can name the culprit. */
export function buildContract(preflight: Preflight): PreflightContract {
  const { classification, mode } = preflight;
  const quantifier = {
    intensity: classification.intensity,
    matched_token: classification.matchedToken,
    explicit_count: classification.explicitCount,
    scope_bound_hint: classification.scopeBoundHint,
    broad_query_risk: rateBroadRisk(preflight),
  };
  const answerContract = {
    max_claims: preflight.effectiveMaxClaims,
    claim_cap_looked_up: preflight.lookedUpCap,
    manual_quotes_allowed: mode === "quote",
    evidence_pointer_required: mode !== "quote",
    allow_unbounded_enumeration: preflight.allowBroad,
    if_scope_unbounded: describeUnboundedPolicy(preflight),
  };
  const evidenceContract = {
    max_evidence_ids_exposed: preflight.effectiveMaxClaims,
    one_claim_per_line: mode !== "quote",
  };
  return {
    quantifier,
    answer_contract: answerContract,
    evidence_contract: evidenceContract,
    clauseHashes: {
      quantifier: digestSha256Hex(serializeCanonicalJson(quantifier)),
      answer_contract: digestSha256Hex(serializeCanonicalJson(answerContract)),
      evidence_contract: digestSha256Hex(serializeCanonicalJson(evidenceContract)),
    },
    policyHash: computePolicyHash(preflight.policy, classification.classifierVersion),
    classifierVersion: classification.classifierVersion,
    modelProfile: preflight.modelProfileId,
  };
}
