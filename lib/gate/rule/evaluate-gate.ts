import { ALPHA } from "../../stats/alpha";
import { permutationTvdPValue } from "../../stats/distribution-shift";
import { powerTwoProportions, sampleSizeTwoProportions } from "../../stats/sample-size";
import { compareGateCells, type ComparedReference, type ModeReferences } from "./compare-gate-cells";
import { listVerdictCounts } from "./compare-mode-arms";
import { explainGate } from "./explain-gate";
import { decideRule, findRegressions } from "./gate-rules";
import { DEFAULT_THRESHOLD_PP } from "./threshold";
import type { Criterion, GateCells, GateEvidence, GateResult, MetricComparison, ModeComparison, OptionId, Regression } from "./rule-types";

/**
 * §10.8 verdict for every mode measured in all the option's cells, plus the evidence behind each deciding delta.
 * The evidence never changes a verdict; it says whether the sample can tell the move from noise. `known`: see
 * compareGateCells.
 */
export function evaluateGates(cells: GateCells, thresholdPp = DEFAULT_THRESHOLD_PP, known?: Readonly<Record<string, ModeComparison>>): GateResult[] {
  const { option, modes, byMode } = compareGateCells(cells, known);
  const regressions = modes.flatMap((mode) => findRegressions(mode, byMode[mode]?.references ?? [], thresholdPp));
  return modes.flatMap((mode) => {
    const arms = byMode[mode];
    return arms === undefined ? [] : [evaluateMode(option, mode, arms, regressions, thresholdPp)];
  });
}

function evaluateMode(option: OptionId, mode: string, arms: ModeReferences, regressions: Regression[], thresholdPp: number): GateResult {
  const outcome = decideRule(
    option,
    arms.references.filter(({ inRule }) => inRule),
    thresholdPp,
  );
  const deciding = outcome.deciding;
  const reference = deciding === null ? undefined : arms.references.find(({ against }) => against === deciding.against);
  const evidence = deciding === null || reference === undefined ? buildNoEvidence() : assessEvidence(deciding, reference, arms, thresholdPp);
  const decidedBy =
    deciding === null || deciding.deltaPp === null || deciding.favorablePp === null
      ? null
      : { metric: deciding.metric, against: deciding.against, deltaPp: deciding.deltaPp, favorablePp: deciding.favorablePp };
  const result = {
    ...evidence,
    mode,
    option,
    verdict: outcome.met && regressions.length === 0 ? "MET" : "NOT_MET",
    ruleMet: outcome.met,
    decidedBy,
    criteria: outcome.criteria,
    worseThanSingle: outcome.worseThanSingle,
    regressions,
  } as const;
  return { ...result, explanation: explainGate(result, thresholdPp) };
}

function assessEvidence(deciding: Criterion, reference: ComparedReference, arms: ModeReferences, thresholdPp: number): GateEvidence {
  const comparison: MetricComparison = reference.comparison[deciding.metric];
  if (deciding.metric === "verdictShiftPp" || deciding.metric === "claimCountShiftPp") {
    // A distribution shift has no single rate: test it by permuting rows between the arms.
    const pValue =
      deciding.metric === "verdictShiftPp"
        ? permutationTvdPValue(listVerdictCounts(reference.arm), listVerdictCounts(arms.treatment))
        : permutationTvdPValue(reference.arm.claimCountBuckets, arms.treatment.claimCountBuckets);
    return {
      ...buildNoEvidence(),
      evidence: pValue !== null && pValue < ALPHA ? "SIGNIFICANT" : "WITHIN_NOISE",
      pValue,
      pValueMethod: pValue === null ? null : "permutation-tvd",
      n: comparison.n,
    };
  }
  const ci = comparison.ci95Pp;
  const ciExcludesZero = ci === null ? null : ci[0] > 0 || ci[1] < 0;
  const pValue = comparison.pValue;
  const move = thresholdPp / 100;
  const rate = comparison.baseline;
  const canPower = rate !== null && move > 0 && move <= 1 && (rate + move <= 1 || rate - move >= 0);
  return {
    evidence: ciExcludesZero === true && pValue !== null && pValue < ALPHA ? "SIGNIFICANT" : "WITHIN_NOISE",
    ci95Pp: ci,
    ciExcludesZero,
    pValue,
    pValueMethod: pValue === null ? null : "fisher-exact",
    rowsNeededPerArm: canPower ? sampleSizeTwoProportions(rate, move) : null,
    powerAtN: canPower ? powerTwoProportions(rate, move, Math.min(comparison.n.baseline, comparison.n.treatment)) : null,
    n: comparison.n,
  };
}

function buildNoEvidence(): GateEvidence {
  return {
    evidence: "WITHIN_NOISE",
    ci95Pp: null,
    ciExcludesZero: null,
    pValue: null,
    pValueMethod: null,
    rowsNeededPerArm: null,
    powerAtN: null,
    n: null,
  };
}
