import { ALPHA } from "../../stats/alpha";
import { pairedT } from "../../stats/paired-t";
import type { RegressionEvidence } from "../decision/decision-types";
import { collectRateDifferences } from "./paired-evidence";
import type { QuestionCounts } from "../compare/question-counts";
import type { Regression } from "../rule/rule-types";
import type { DecisionReference } from "./mode-evidence";

const HARM_SIGN = { strictRate: -1, ungroundedRate: 1 } as const;
const EMPTY_MODE: ReadonlyMap<string, QuestionCounts> = new Map();

/**
 * A regression the rule found (pooled rows, >= floor), with its paired interval signed so that
 * positive is harm. It is established when the interval, at the level Bonferroni gives over every
 * regression check made (modes × 2 metrics × references), lies wholly on the harmful side.
 */
export function assessRegression(
  regression: Regression,
  treatment: ReadonlyMap<string, ReadonlyMap<string, QuestionCounts>>,
  references: readonly DecisionReference[],
  checks: number,
): RegressionEvidence {
  const sign = HARM_SIGN[regression.metric];
  const reference = references.find(({ against }) => against === regression.against);
  const sample = collectRateDifferences(
    reference?.questions.get(regression.mode) ?? EMPTY_MODE,
    treatment.get(regression.mode) ?? EMPTY_MODE,
    regression.metric,
  );
  const test = pairedT(sample.differences, 1 - ALPHA / Math.max(1, checks), sample.varianceFloor);
  const base = { mode: regression.mode, metric: regression.metric, against: regression.against, deltaPp: regression.deltaPp * sign, source: "rule" as const };
  if (test === null) return { ...base, ciPp: null, pValue: null, established: false };
  const bounds = [test.ci[0] * 100 * sign, test.ci[1] * 100 * sign];
  const ciPp: [number, number] = [Math.min(...bounds), Math.max(...bounds)];
  return { ...base, ciPp, pValue: test.pValue, established: ciPp[0] > 0 };
}

/** One-sided confidence of the bound that must stay under the floor for a strict fall or UNGROUNDED rise to be ruled out enough to flip. */
export const HARM_BOUND_CONFIDENCE = 0.65;

/**
 * Strict falls and UNGROUNDED rises below the rule's floor on pooled rows whose paired upper bound
 * (one-sided, HARM_BOUND_CONFIDENCE) still reaches the floor: too close to a regression to flip on.
 */
export function findSuspectedHarms(
  modes: readonly string[],
  treatment: ReadonlyMap<string, ReadonlyMap<string, QuestionCounts>>,
  references: readonly DecisionReference[],
  ruled: readonly Regression[],
  thresholdPp: number,
): RegressionEvidence[] {
  const found: RegressionEvidence[] = [];
  for (const mode of modes) {
    for (const metric of ["strictRate", "ungroundedRate"] as const) {
      for (const { against, questions } of references) {
        if (ruled.some((r) => r.mode === mode && r.metric === metric && r.against === against)) continue;
        const sample = collectRateDifferences(questions.get(mode) ?? EMPTY_MODE, treatment.get(mode) ?? EMPTY_MODE, metric);
        const test = pairedT(sample.differences, 2 * HARM_BOUND_CONFIDENCE - 1, sample.varianceFloor);
        if (test === null) continue;
        const sign = HARM_SIGN[metric];
        const [harm, bound] = [test.mean * 100 * sign, Math.max(test.ci[0] * sign, test.ci[1] * sign) * 100];
        if (bound >= thresholdPp && harm > 0) {
          found.push({ mode, metric, against, deltaPp: harm, ciPp: [harm, bound], pValue: test.pValue, established: false, source: "suspected" });
        }
      }
    }
  }
  return found;
}
