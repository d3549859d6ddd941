import { normalQuantile } from "../../stats/normal";
import { pairedShift } from "../../stats/paired-shift";
import { boundMean, summarizeDifferences, testMeanOneSided } from "../../stats/paired-mean";
import { signFlipPValue } from "../../stats/sign-flip";
import { shareVector, type QuestionCounts } from "../compare/question-counts";
import { RULE_METRICS } from "../rule/gate-rules";
import type { CellId, GateResult, MetricKey, OptionId, RateMetric } from "../rule/rule-types";
import type { RuleEvidence, RuleReading } from "./evidence-types";
import { clampPp, collectDifferences } from "./question-differences";

type Questions = ReadonlyMap<string, QuestionCounts>;
export type QuestionTable = ReadonlyMap<string, Questions>;
export type EvidenceReference = { against: CellId; questions: QuestionTable; inRule: boolean };
/** alpha: the family-wise one-sided error rate (1 − confidence), split by Bonferroni over familySize tests. */
export type TestLevel = { alpha: number; familySize: number; floorPp: number };

export const perTestAlpha = (level: TestLevel) => level.alpha / level.familySize;

export const SHIFT_SEED = 20260503;
const SHIFT_RESAMPLES = 2000;
/** Below this many questions the t test's p is checked against the exact sign-flip test (never below 2^-k). */
const SIGN_FLIP_BELOW = 30;
const EMPTY: Questions = new Map();

const isShift = (metric: MetricKey): metric is "verdictShiftPp" | "claimCountShiftPp" => metric === "verdictShiftPp" || metric === "claimCountShiftPp";

function read(pooledMeets: boolean, pAdjusted: number, interval: [number, number], level: TestLevel): RuleReading {
  if (pooledMeets && pAdjusted < level.alpha && interval[0] > 0) return "improvement";
  return interval[1] < level.floorPp ? "below-floor" : "undecided";
}

type Pooled = { pooledPp: number | null; pooledMeets: boolean };

function testRate(reference: Questions, treatment: Questions, metric: RateMetric, direction: 1 | -1, level: TestLevel, pooled: Pooled) {
  const found = collectDifferences(reference, treatment, metric);
  const questions = found.differences.length;
  const base = {
    questions,
    samplesPerQuestion: found.samplesPerQuestion,
    referenceRate: found.rows.reference === 0 ? null : found.hits.reference / found.rows.reference,
  };
  const summary = summarizeDifferences(found.differences, found.varianceFloor);
  const method = `paired t over questions${questions < SIGN_FLIP_BELOW ? " and exact sign-flip" : ""}; Bonferroni over ${level.familySize}`;
  if (summary === null) {
    return {
      ...base,
      estimatePp: 0,
      intervalPp: null,
      pValue: 1,
      reading: (questions === 0 ? "not-recorded" : "undecided") as RuleReading,
      method,
      variance: 0,
    };
  }
  const tP = testMeanOneSided(summary, direction);
  const pValue = questions < SIGN_FLIP_BELOW ? Math.max(tP, signFlipPValue(found.differences, direction)) : tP;
  const favorable = { ...summary, mean: summary.mean * direction };
  const confidence = 1 - perTestAlpha(level);
  const interval: [number, number] = [clampPp(boundMean(favorable, confidence, -1) * 100), clampPp(boundMean(favorable, confidence, 1) * 100)];
  const neverFired = found.hits.reference + found.hits.treatment === 0;
  const pAdjusted = Math.min(1, pValue * level.familySize);
  const reading: RuleReading = neverFired ? "never-fired" : read(pooled.pooledMeets, pAdjusted, interval, level);
  return { ...base, estimatePp: summary.mean * 100, intervalPp: interval, pValue, reading, method, variance: summary.se ** 2 * summary.n };
}

function testShift(reference: Questions, treatment: Questions, metric: "verdictShiftPp" | "claimCountShiftPp", level: TestLevel, pooled: Pooled) {
  const vectors: number[][] = [];
  for (const [question, after] of treatment) {
    const before = reference.get(question);
    if (before === undefined) continue;
    const [left, right] = [shareVector(before, metric), shareVector(after, metric)];
    vectors.push(right.map((value, index) => value - (left[index] ?? 0)));
  }
  const method = `sign-flip permutation of the distribution shift over questions, bootstrap interval; Bonferroni over ${level.familySize}`;
  const base = { questions: vectors.length, samplesPerQuestion: 0, referenceRate: null };
  const shift = pairedShift(vectors, 1 - 2 * perTestAlpha(level), { seed: SHIFT_SEED, resamples: SHIFT_RESAMPLES });
  if (shift === null) return { ...base, estimatePp: 0, intervalPp: null, pValue: 1, reading: "undecided" as RuleReading, method, variance: 0 };
  const interval: [number, number] = [shift.ci[0] * 100, shift.ci[1] * 100];
  const pAdjusted = Math.min(1, shift.pValue * level.familySize);
  const se = (shift.ci[1] - shift.ci[0]) / (2 * normalQuantile(1 - perTestAlpha(level)));
  const reading = read(pooled.pooledMeets, pAdjusted, interval, level);
  return { ...base, estimatePp: shift.tvd * 100, intervalPp: interval, pValue: shift.pValue, reading, method, variance: se ** 2 * vectors.length };
}

/** The option's rule metrics of one mode, tested against every reference the rule reads. */
export function testRuleMetrics(
  option: OptionId,
  result: GateResult,
  treatment: QuestionTable,
  references: readonly EvidenceReference[],
  level: TestLevel,
): RuleEvidence[] {
  const mode = result.mode;
  return RULE_METRICS[option].flatMap(({ metric, direction }) =>
    references
      .filter(({ inRule }) => inRule)
      .map(({ against, questions }): RuleEvidence => {
        const criterion = result.criteria.find((item) => item.metric === metric && item.against === against);
        const pooled = { pooledPp: criterion?.favorablePp ?? null, pooledMeets: criterion?.meets ?? false };
        const [reference, treated] = [questions.get(mode) ?? EMPTY, treatment.get(mode) ?? EMPTY];
        const tested = isShift(metric)
          ? testShift(reference, treated, metric, level, pooled)
          : testRate(reference, treated, metric as RateMetric, direction, level, pooled);
        const favorablePp = isShift(metric) ? tested.estimatePp : tested.estimatePp * direction;
        return {
          mode,
          metric,
          direction,
          against,
          ...tested,
          ...pooled,
          favorablePp,
          level: 1 - 2 * perTestAlpha(level),
          pAdjusted: Math.min(1, tested.pValue * level.familySize),
          familySize: level.familySize,
        };
      }),
  );
}
