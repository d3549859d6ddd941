import { formatPercent } from "../../stats/format-rate";
import { describeClearedCriteria, describeCriterion, describeRegressions, formatPp, formatPValue } from "../text/format-gate-text";
import type { Criterion, GateResult } from "./rule-types";

/** Plain-language reading of a gate result: the rule's verdict first, then what the sample can support. */
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
    sentences.push(`Not a green light: ${describeRegressions(result.regressions)} (>= ${floor}).`);
  }
  sentences.push(describeEvidence(result, move, floor));
  return sentences.join(" ");
}

function describeEvidence(result: Omit<GateResult, "explanation">, move: string, floor: string): string {
  if (result.pValueMethod === "permutation-tvd" && result.pValue !== null) {
    const verdict = result.evidence === "SIGNIFICANT" ? "distinguishes the shift from noise" : "cannot tell the shift from noise";
    return `Evidence: a row-permutation test of the ${move} gives ${formatPValue(result.pValue)}; this sample ${verdict}.`;
  }
  const ci = result.ci95Pp;
  if (ci === null || result.pValue === null) return "Evidence: no interval could be computed for the deciding metric.";
  const interval = `95% interval ${formatPp(ci[0])} to ${formatPp(ci[1])}`;
  const n = result.n === null ? "" : ` at n=${result.n.baseline}/${result.n.treatment}`;
  const needed =
    result.rowsNeededPerArm === null
      ? ""
      : ` Detecting a ${floor} move at 80% power needs about ${result.rowsNeededPerArm} rows per arm` +
        (result.powerAtN === null ? "." : ` (power now ${formatPercent(result.powerAtN, 0)}).`);
  if (result.evidence === "SIGNIFICANT") {
    return `Evidence: ${move}${n} is significant (${interval} excludes zero, Fisher ${formatPValue(result.pValue)}).${needed}`;
  }
  const why = result.ciExcludesZero === true ? "excludes zero but Fisher" : "includes zero; Fisher";
  return `Evidence within noise: ${move}${n} (${interval} ${why} ${formatPValue(result.pValue)}); this sample cannot tell the move from noise.${needed}`;
}

function listCriteria(criteria: readonly Criterion[]): string {
  return criteria.map(describeCriterion).join(", ");
}
