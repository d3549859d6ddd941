import { evaluateQuestion, type ClassifyRequest, type Evaluation } from "@/lib/quantifier";
import { countClaims } from "./count-claims";

/** What happens, the rung the classifier chose and its reason, then why and what the enforcing policy would do. */
export type OutcomeSummary = { outcome: string; headline: string; rung: string; reason: string; detail: string[] };

const HEADLINES: Record<string, string> = {
  PROCEED: "The question goes to the model",
  BROAD_CAPPED: "The question goes to the model with a capped answer budget",
  EXPLORATORY: "The question goes to the model as an exploratory answer",
  REJECTED: "The question is refused before any model call",
};

function describeScope(evaluation: Evaluation): string | null {
  const { isBroad, scopeBoundHint } = evaluation.classification;
  if (!isBroad) return null;
  if (scopeBoundHint === "unbounded")
    return "It asks for a whole set with nothing that bounds it (no year, place or count), so the full answer may be longer than any budget.";
  return scopeBoundHint === "bounded" ? "It asks for a whole set, but the question bounds it." : null;
}

function describeWithCaps(request: ClassifyRequest, evaluation: Evaluation): string {
  const withCaps = evaluateQuestion({ ...request, policy: { ...evaluation.preflight.policy, quantifier_guard_apply_caps: true } }).preflight;
  const budget = `at most ${countClaims(withCaps.effectiveMaxClaims)}`;
  return withCaps.outcome === evaluation.preflight.outcome && withCaps.effectiveMaxClaims === evaluation.preflight.effectiveMaxClaims
    ? `With caps applied the result would be the same: ${withCaps.outcome}, ${budget}.`
    : `With caps applied (Apply caps on: quantifier_guard_apply_caps) it would be ${withCaps.outcome}, ${budget}.`;
}

function describePolicy(request: ClassifyRequest, evaluation: Evaluation): string {
  const { preflight } = evaluation;
  if (preflight.outcome === "REJECTED")
    return "Refusing broad unbounded questions is on (for this call or in the policy) and the set is unbounded, so the operator gets a message instead.";
  if (preflight.outcome === "EXPLORATORY")
    return `A broad answer is allowed for this call: no cap is applied and the budget stays ${countClaims(preflight.effectiveMaxClaims)}.`;
  if (!preflight.guardActive)
    return `The quantifier guard is off for ${preflight.mode}, so no cap is looked up and the budget stays ${countClaims(preflight.effectiveMaxClaims)}.`;
  if (preflight.dryRun) {
    const cap = preflight.lookedUpCap === null ? "no cap" : `a cap of ${countClaims(preflight.lookedUpCap)}`;
    return `This policy is a dry run (the default): the guard finds ${cap} but only reports it; the model keeps the default budget of ${countClaims(preflight.effectiveMaxClaims)}. ${describeWithCaps(request, evaluation)}`;
  }
  return preflight.capApplied
    ? `Caps are applied: the answer is limited to ${countClaims(preflight.effectiveMaxClaims)}.`
    : `Caps are on, but none applies to this question; the budget stays ${countClaims(preflight.effectiveMaxClaims)}.`;
}

/** The preflight's result in plain words, first what happens, then why, then what the enforcing policy would do. */
export function summarizeOutcome(request: ClassifyRequest, evaluation: Evaluation): OutcomeSummary {
  const { outcome } = evaluation.preflight;
  const scope = describeScope(evaluation);
  return {
    outcome,
    headline: HEADLINES[outcome] ?? outcome,
    rung: evaluation.classification.intensity,
    reason: evaluation.classification.explanation,
    detail: [...(scope === null ? [] : [scope]), describePolicy(request, evaluation)],
  };
}
