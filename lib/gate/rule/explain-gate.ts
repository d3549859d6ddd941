import { describeClearedCriteria, describeCriterion, describeRegressions } from "./rule-labels";
import type { Criterion, GateResult } from "./rule-types";

/** Plain-language reading of the rule's verdict for one mode, on pooled rows. */
export function explainGate(result: Omit<GateResult, "explanation">, thresholdPp: number): string {
  const floor = `${thresholdPp}pp`;
  const head = `Option ${result.option} for ${result.mode}`;
  const deciding = result.decidedBy;
  if (deciding === null) return `${head}: NOT_MET: no rule metric was recorded in both cells, so the rule cannot be applied.`;
  const move = describeCriterion(deciding);
  const sentences: string[] = [];
  if (result.ruleMet) {
    sentences.push(`${head}: rule met (${describeClearedCriteria(result.criteria)}; at least ${floor}).`);
  } else if (result.worseThanSingle.length > 0) {
    sentences.push(`${head}: rule not met: cap + reminder is worse than a single lever on ${listCriteria(result.worseThanSingle)}.`);
  } else {
    sentences.push(`${head}: rule not met: the largest move is ${move}, short of ${floor}.`);
  }
  if (result.regressions.length > 0) {
    sentences.push(`Not a green light: ${describeRegressions(result.regressions)} (≥ ${floor}).`);
  }
  return sentences.join(" ");
}

function listCriteria(criteria: readonly Criterion[]): string {
  return criteria.map(describeCriterion).join(", ");
}
