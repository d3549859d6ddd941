import { describeAuditLine, describeLabel } from "./audit";
import { classifyQuestion, type Classification } from "../classify/classify";
import { buildOperatorText } from "./operator-text";
import type { PreflightOutcome, ViolationKind } from "./outcomes";
import { DEFAULT_ANSWER_MODE, policySchema, type AnswerMode, type Policy, type PolicyInput } from "./policy";
import { capForIntensity, DEFAULT_MAX_CLAIMS, HERMES_PROFILE_ID, resolveModelProfileId, type CapSource } from "../ladder/profiles";
import { isTighteningExempt } from "../ladder/rungs";

type QuestionSource = { question: string; classification?: Classification } | { classification: Classification; question?: string };

export type PreflightInput = QuestionSource & {
  modelProfileId?: string;
  mode?: AnswerMode;
  policy?: PolicyInput;
  allowBroad?: boolean;
  rejectBroad?: boolean;
};

export type Preflight = {
  classification: Classification;
  modelProfileId: string;
  profileId: string;
  mode: AnswerMode;
  policy: Policy;
  guardActive: boolean;
  dryRun: boolean;
  allowBroad: boolean;
  rejectBroad: boolean;
  lookedUpCap: number | null;
  capSource: CapSource | null;
  capApplied: boolean;
  effectiveMaxClaims: number;
  outcome: PreflightOutcome;
  label: string;
  violationKinds: ViolationKind[];
  auditLine: string;
  operatorText: string | null;
};

type Decision = Omit<Preflight, "label" | "auditLine" | "operatorText">;

function decideOutcome(decision: Omit<Decision, "outcome" | "violationKinds">, rejected: boolean): PreflightOutcome {
  const { classification, guardActive, allowBroad, capApplied } = decision;
  if (rejected) return "REJECTED";
  if (guardActive && allowBroad && classification.isBroad) return "EXPLORATORY";
  return capApplied && classification.isBroad ? "BROAD_CAPPED" : "PROCEED";
}

function listViolationKinds(decision: Omit<Decision, "violationKinds">, broadUnbounded: boolean): ViolationKind[] {
  if (decision.outcome === "REJECTED") return ["BROAD_QUANTIFIER_SCOPE_UNBOUND", "BROAD_QUANTIFIER_REJECTED"];
  const kinds: ViolationKind[] = [];
  const capBelowDefault = decision.lookedUpCap !== null && decision.lookedUpCap < DEFAULT_MAX_CLAIMS;
  if (decision.capApplied && capBelowDefault) kinds.push("BROAD_QUANTIFIER_CAP_APPLIED");
  // Dry run must never change a verdict (§10.11.3), so soft demotes attach only when enforcing.
  if (decision.guardActive && !decision.dryRun && broadUnbounded) kinds.push("BROAD_QUANTIFIER_SCOPE_UNBOUND");
  return kinds;
}

export function runPreflight(input: PreflightInput): Preflight {
  const classification = input.classification ?? classifyQuestion(input.question ?? "");
  const policy = policySchema.parse(input.policy ?? {});
  const mode = input.mode ?? DEFAULT_ANSWER_MODE;
  const modelProfileId = input.modelProfileId ?? HERMES_PROFILE_ID;
  const guardActive = policy.quantifier_guard_enabled && policy.quantifier_guard_modes.includes(mode);
  const lookup = guardActive
    ? capForIntensity(classification.intensity, {
        modelProfileId,
        overrides: policy.quantifier_caps_by_intensity,
        explicitCount: classification.explicitCount,
      })
    : null;
  const allowBroad = input.allowBroad ?? false;
  const rejectBroad = policy.quantifier_reject_broad || (input.rejectBroad ?? false);
  const broadUnbounded = classification.isBroad && classification.scopeBoundHint === "unbounded";
  const capApplied = lookup !== null && policy.quantifier_guard_apply_caps && !allowBroad && !isTighteningExempt(classification.intensity);
  const base = {
    classification,
    modelProfileId,
    profileId: resolveModelProfileId(modelProfileId),
    mode,
    policy,
    guardActive,
    dryRun: guardActive && !policy.quantifier_guard_apply_caps,
    allowBroad,
    rejectBroad,
    lookedUpCap: lookup?.cap ?? null,
    capSource: lookup?.source ?? null,
    capApplied,
    effectiveMaxClaims: capApplied && lookup !== null ? lookup.cap : DEFAULT_MAX_CLAIMS,
  };
  const outcome = decideOutcome(base, guardActive && rejectBroad && !allowBroad && broadUnbounded);
  const decision: Decision = { ...base, outcome, violationKinds: listViolationKinds({ ...base, outcome }, broadUnbounded) };
  return {
    ...decision,
    label: describeLabel(decision),
    auditLine: describeAuditLine(decision),
    operatorText: buildOperatorText(decision, classification.normalizedQuestion ?? input.question),
  };
}
