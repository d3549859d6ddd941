import { pairedShift } from "../../stats/paired-shift";
import { pairedT } from "../../stats/paired-t";
import { countRate, shareVector, type QuestionCounts } from "../compare/question-counts";
import type { CellId, MetricKey } from "../rule/rule-types";

type Questions = ReadonlyMap<string, QuestionCounts>;

/** The per-question differences of one metric, and what the planner needs to know about their spread. */
export type DifferenceSample = {
  differences: number[];
  samplesPerQuestion: number;
  /** Per-sample variance of the difference within a question (both arms), null when no question has two samples in both arms. */
  withinVariance: number | null;
  /**
   * The least variance one difference is credited with: two arms at the Jeffreys estimate of a
   * count that never fired in all n rows (½ / (n + 1)), at the samples per question. It binds only
   * when the metric (almost) never moved, where the observed spread would claim certainty.
   */
  varianceFloor: number;
};

/** One metric, one reference: the test before the family's correction is applied. */
export type MetricTest = {
  metric: MetricKey;
  against: CellId;
  direction: 1 | -1;
  sample: DifferenceSample;
  meanDiffPp: number;
  ciPp: [number, number];
  pValue: number;
};

export const SHIFT_SEED = 20260503;
const SHIFT_RESAMPLES = 2000;

function unbiasedVariance(hits: number, n: number): number {
  const share = hits / n;
  return (share * (1 - share) * n) / (n - 1);
}

/** Shares of a rate metric per question asked in both arms that recorded it, treatment − reference. */
export function collectRateDifferences(reference: Questions, treatment: Questions, metric: MetricKey): DifferenceSample {
  const differences: number[] = [];
  let samples = 0;
  let within = 0;
  let withinCount = 0;
  let rows = 0;
  for (const [question, after] of treatment) {
    const before = reference.get(question);
    const [left, right] = [before === undefined ? null : countRate(before, metric), countRate(after, metric)];
    if (left === null || right === null) continue;
    differences.push(right.hits / right.n - left.hits / left.n);
    samples += (left.n + right.n) / 2;
    rows += left.n + right.n;
    if (left.n > 1 && right.n > 1) {
      within += unbiasedVariance(left.hits, left.n) + unbiasedVariance(right.hits, right.n);
      withinCount += 1;
    }
  }
  const count = differences.length;
  const samplesPerQuestion = count === 0 ? 0 : samples / count;
  const shrunk = 0.5 / (rows + 1);
  const varianceFloor = count === 0 ? 0 : (2 * shrunk * (1 - shrunk)) / samplesPerQuestion;
  return { differences, samplesPerQuestion, withinVariance: withinCount === 0 ? null : within / withinCount, varianceFloor };
}

/** The paired test of one metric against one reference at the family's interval level; null when fewer than two questions pair. */
export function testMetric(
  reference: Questions,
  treatment: Questions,
  rule: { metric: MetricKey; direction: 1 | -1; against: CellId },
  level: number,
): MetricTest | null {
  const { metric } = rule;
  if (metric === "verdictShiftPp" || metric === "claimCountShiftPp") {
    const vectors: number[][] = [];
    for (const [question, after] of treatment) {
      const before = reference.get(question);
      if (before === undefined) continue;
      const [left, right] = [shareVector(before, metric), shareVector(after, metric)];
      vectors.push(right.map((value, index) => value - (left[index] ?? 0)));
    }
    const shift = pairedShift(vectors, level, { seed: SHIFT_SEED, resamples: SHIFT_RESAMPLES });
    if (shift === null) return null;
    const sample = { differences: [], samplesPerQuestion: 0, withinVariance: null, varianceFloor: 0 };
    return { ...rule, sample, meanDiffPp: shift.tvd * 100, ciPp: [shift.ci[0] * 100, shift.ci[1] * 100], pValue: shift.pValue };
  }
  const sample = collectRateDifferences(reference, treatment, metric);
  const test = pairedT(sample.differences, level, sample.varianceFloor);
  if (test === null) return null;
  return { ...rule, sample, meanDiffPp: test.mean * 100, ciPp: [test.ci[0] * 100, test.ci[1] * 100], pValue: test.pValue };
}
