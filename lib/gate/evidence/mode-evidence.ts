import { ALPHA } from "../../stats/alpha";
import { adjustHolm } from "../../stats/holm";
import type { ModeDecision, PairedMetricEvidence } from "../decision/decision-types";
import { RULE_METRICS } from "../rule/gate-rules";
import { testMetric, type DifferenceSample, type MetricTest } from "./paired-evidence";
import type { QuestionCounts, QuestionTable } from "../compare/question-counts";
import type { CellId, GateResult, MetricKey, OptionId } from "../rule/rule-types";

export type DecisionReference = { against: CellId; questions: QuestionTable; inRule: boolean };

const EMPTY_MODE: ReadonlyMap<string, QuestionCounts> = new Map();

/** The family the correction runs over: every (mode, rule metric) the decision could flip on. */
export function describeFamily(option: OptionId, modes: number): { size: number; level: number; alpha: number } {
  const size = Math.max(1, modes * RULE_METRICS[option].length);
  return { size, level: 1 - ALPHA / size, alpha: ALPHA / size };
}

type Grouped = { mode: string; metric: MetricKey; tests: MetricTest[]; groupP: number };

function favorableBounds(test: MetricTest): [number, number] {
  const [a, b] = [test.ciPp[0] * test.direction, test.ciPp[1] * test.direction];
  return [Math.min(a, b), Math.max(a, b)];
}

/**
 * Per mode, the paired tests of the option's rule metrics against every in-rule reference, read
 * after Holm over the family. A metric against several references (D) is an intersection-union
 * test: it shows an improvement only when it does against each, so its p is the largest of them.
 */
export function assessModes(
  option: OptionId,
  results: readonly GateResult[],
  treatment: QuestionTable,
  references: readonly DecisionReference[],
  thresholdPp: number,
): { perMode: Record<string, ModeDecision>; samples: Record<string, DifferenceSample[]> } {
  const family = describeFamily(option, results.length);
  const groups: Grouped[] = [];
  for (const result of results) {
    for (const { metric, direction } of RULE_METRICS[option]) {
      const tests = references
        .filter(({ inRule }) => inRule)
        .flatMap(({ against, questions }) => {
          const test = testMetric(
            questions.get(result.mode) ?? EMPTY_MODE,
            treatment.get(result.mode) ?? EMPTY_MODE,
            { metric, direction, against },
            family.level,
          );
          return test === null ? [] : [test];
        });
      const favorable = tests.length > 0 && tests.every((test) => test.meanDiffPp * test.direction > 0);
      groups.push({ mode: result.mode, metric, tests, groupP: favorable ? Math.max(...tests.map((test) => test.pValue)) : 1 });
    }
  }
  const adjusted = adjustHolm(groups.map((group) => group.groupP));
  const perMode: Record<string, ModeDecision> = {};
  const samples: Record<string, DifferenceSample[]> = {};
  for (const result of results) {
    const mine = groups.map((group, index) => ({ group, adjustedP: adjusted[index] ?? 1 })).filter(({ group }) => group.mode === result.mode);
    const evidence = mine.flatMap(({ group, adjustedP }) => group.tests.map((test) => toEvidence(test, adjustedP, family, thresholdPp)));
    samples[result.mode] = mine.flatMap(({ group }) => group.tests.map((test) => test.sample));
    perMode[result.mode] = { mode: result.mode, ruleMet: result.ruleMet, status: readStatus(result, evidence), evidence, plan: null };
  }
  return { perMode, samples };
}

function toEvidence(test: MetricTest, adjustedPValue: number, family: { size: number; level: number }, thresholdPp: number): PairedMetricEvidence {
  const [low, high] = favorableBounds(test);
  const shift = test.metric === "verdictShiftPp" || test.metric === "claimCountShiftPp";
  const reading = adjustedPValue < ALPHA && low > (shift ? -Infinity : 0) ? "improvement" : high < thresholdPp ? "below-floor" : "undecided";
  return {
    metric: test.metric,
    against: test.against,
    questions: shift ? 0 : test.sample.differences.length,
    samplesPerQuestion: test.sample.samplesPerQuestion,
    meanDiffPp: test.meanDiffPp,
    favorablePp: test.meanDiffPp * test.direction,
    ciPp: test.ciPp,
    ciLevel: family.level,
    pValue: test.pValue,
    adjustedPValue,
    method: shift
      ? `sign-flip permutation of the TVD over questions, bootstrap interval; Holm over ${family.size}`
      : `paired t over questions (samples pooled per question); Holm over ${family.size}`,
    reading,
  };
}

/** Improvement shown: a metric that meets the rule against every reference reads improvement against each. */
function readStatus(result: GateResult, evidence: readonly PairedMetricEvidence[]): ModeDecision["status"] {
  if (evidence.length === 0) return "not-measured";
  const metrics = [...new Set(evidence.map((item) => item.metric))];
  const shown = metrics.some((metric) => {
    const criteria = result.criteria.filter((criterion) => criterion.metric === metric);
    const items = evidence.filter((item) => item.metric === metric);
    return criteria.length > 0 && criteria.every((criterion) => criterion.meets) && items.every((item) => item.reading === "improvement");
  });
  if (shown && result.ruleMet) return "improvement-shown";
  const below = metrics.every((metric) => evidence.some((item) => item.metric === metric && item.reading === "below-floor"));
  return below ? "below-floor-shown" : "undecided";
}
