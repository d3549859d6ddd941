import { countRate, type QuestionCounts } from "../compare/question-counts";
import type { RateMetric } from "../rule/rule-types";

type Questions = ReadonlyMap<string, QuestionCounts>;

/** Per shared question, the difference of two arms' shares of one rate metric, and what the tests need to know. */
export type Differences = {
  differences: number[];
  /** Effective samples per question per arm: 2 / mean(1/n_reference + 1/n_treatment). */
  samplesPerQuestion: number;
  hits: { reference: number; treatment: number };
  rows: { reference: number; treatment: number };
  /** The least variance one difference is credited with (see varianceFloor). */
  varianceFloor: number;
};

/**
 * A count that never fired in N rows per arm is credited with the variance that makes its 95% one-sided bound
 * the exact binomial one for 0 of N (about 3 / N, "the rule of three"): (ln 0.05 / z_0.95)² / 2 ≈ 1.66 per row.
 */
const NEVER_FIRED_RATE_PER_ROW = 1.658;

/** Shares of `metric` per question asked in both arms that recorded it; treatment − reference. */
export function collectDifferences(reference: Questions, treatment: Questions, metric: RateMetric): Differences {
  const differences: number[] = [];
  let inverseSamples = 0;
  const hits = { reference: 0, treatment: 0 };
  const rows = { reference: 0, treatment: 0 };
  for (const [question, after] of treatment) {
    const before = reference.get(question);
    const [left, right] = [before === undefined ? null : countRate(before, metric), countRate(after, metric)];
    if (left === null || right === null) continue;
    differences.push(right.hits / right.n - left.hits / left.n);
    inverseSamples += 1 / left.n + 1 / right.n;
    hits.reference += left.hits;
    hits.treatment += right.hits;
    rows.reference += left.n;
    rows.treatment += right.n;
  }
  const count = differences.length;
  const samplesPerQuestion = count === 0 ? 0 : (2 * count) / inverseSamples;
  return { differences, samplesPerQuestion, hits, rows, varianceFloor: floorVariance(count, inverseSamples, rows) };
}

function floorVariance(count: number, inverseSamples: number, rows: { reference: number; treatment: number }): number {
  if (count === 0) return 0;
  const perArm = (rows.reference + rows.treatment) / 2;
  const rate = Math.min(0.5, NEVER_FIRED_RATE_PER_ROW / (perArm + 1));
  return rate * (1 - rate) * (inverseSamples / count);
}

/** Clamps an interval of a difference of shares to what a difference can be, in pp. */
export function clampPp(value: number): number {
  return Math.max(-100, Math.min(100, value));
}
