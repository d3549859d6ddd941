import type { Classification } from "../classify/classify";
import type { PreflightOutcome, ViolationKind } from "./outcomes";
import type { AnswerMode, Policy } from "./policy";

export type AuditFacts = {
  classification: Classification;
  mode: AnswerMode;
  policy: Policy;
  dryRun: boolean;
  allowBroad: boolean;
  lookedUpCap: number | null;
  capApplied: boolean;
  effectiveMaxClaims: number;
  outcome: PreflightOutcome;
  violationKinds: readonly ViolationKind[];
};

export function describeLabel(facts: AuditFacts): string {
  switch (facts.outcome) {
    case "REJECTED":
      return "UNGROUNDED · via BROAD_QUANTIFIER_REJECTED";
    case "EXPLORATORY":
      return facts.classification.scopeBoundHint === "unbounded"
        ? "EXPLORATORY · unbounded broad query · not evidence-warranted"
        : "EXPLORATORY · broad quantifier allowed · not evidence-warranted";
    case "BROAD_CAPPED":
      return `BROAD-CAPPED · ${facts.effectiveMaxClaims}-claim cap · not exhaustive`;
    case "PROCEED":
      return facts.dryRun ? "PROCEED · dry run" : "PROCEED";
  }
}

function describeRung(classification: Classification): string {
  const { intensity, matchedToken } = classification;
  return matchedToken === null ? intensity : `${intensity} ("${matchedToken}")`;
}

function listTails(facts: AuditFacts): string[] {
  const { classification, policy, lookedUpCap } = facts;
  if (!policy.quantifier_guard_enabled) return ["guard off"];
  if (!policy.quantifier_guard_modes.includes(facts.mode)) return [`${facts.mode} mode not guarded`];
  const tails: string[] = [];
  if (facts.dryRun) tails.push(`dry run · cap ${lookedUpCap} not applied`);
  else if (facts.capApplied) tails.push(classification.isBroad ? `broad cap ${lookedUpCap}` : `cap ${lookedUpCap}`);
  else if (facts.allowBroad && classification.isBroad) tails.push(`cap ${lookedUpCap} lifted · max ${facts.effectiveMaxClaims}`);
  else tails.push(`max ${facts.effectiveMaxClaims}`);
  if (facts.violationKinds.includes("BROAD_QUANTIFIER_SCOPE_UNBOUND")) tails.push("broad unbounded");
  return tails;
}

/** One line in the §8 / §11.10 audit style; preflight rows never reach the model. */
export function describeAuditLine(facts: AuditFacts): string {
  const rung = describeRung(facts.classification);
  if (facts.outcome === "REJECTED") {
    return `UNGROUNDED · via BROAD_QUANTIFIER_REJECTED · ${rung} · cap was ${facts.lookedUpCap}  0/0  0.0s  (preflight)`;
  }
  const head = { PROCEED: "PROCEED", BROAD_CAPPED: "BROAD-CAPPED", EXPLORATORY: "EXPLORATORY" }[facts.outcome];
  return `${[head, rung, ...listTails(facts)].join(" · ")}  (preflight)`;
}
