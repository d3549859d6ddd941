import { compareGateCells, type ModeReferences } from "./compare-gate-cells";
import { explainGate } from "./explain-gate";
import { decideRule, findRegressions } from "./gate-rules";
import { DEFAULT_THRESHOLD_PP } from "./threshold";
import type { GateCells, GateResult, ModeComparison, OptionId, Regression } from "./rule-types";

/**
 * The ticket's rule for every mode measured in all the option's cells, on pooled rows exactly as written; what the
 * sample can support is the decision's part (lib/gate/evidence). `known`: see compareGateCells.
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
  const decidedBy =
    deciding === null || deciding.deltaPp === null || deciding.favorablePp === null
      ? null
      : { metric: deciding.metric, against: deciding.against, deltaPp: deciding.deltaPp, favorablePp: deciding.favorablePp };
  const result = {
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
