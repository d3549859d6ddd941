import { normalCdf, normalQuantile } from "../../stats/normal";
import type { DifferenceSample } from "./paired-evidence";
import type { ModePlan, PowerCell } from "../decision/decision-types";

export const TARGET_POWER = 0.8;
const TABLE_QUESTIONS = [40, 100, 200];
const TABLE_SAMPLES = [1, 3, 5, 10];

type Variances = { between: number; within: number };

/**
 * Between-question variance of the true per-question difference, and within-question per-sample
 * variance of the difference, from the runs: var(d) at s samples ≈ between + within / s. Never below
 * the variance floor the paired test uses (a metric that never fired still has binomial noise).
 */
export function estimateVariances(sample: DifferenceSample): Variances {
  const { differences, samplesPerQuestion } = sample;
  const n = differences.length;
  const mean = differences.reduce((sum, value) => sum + value, 0) / Math.max(n, 1);
  const observed = n < 2 ? 0 : differences.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const within = sample.withinVariance ?? observed * Math.max(samplesPerQuestion, 1);
  const between = Math.max(0, observed - within / Math.max(samplesPerQuestion, 1));
  const perQuestion = Math.max(samplesPerQuestion, 1);
  if (between + within / perQuestion < sample.varianceFloor) return { between: 0, within: sample.varianceFloor * perQuestion };
  return { between, within };
}

/** Power of a two-sided test at `alpha` to tell a floor-sized move from none (normal approximation). */
export function estimatePower(variances: Variances, questions: number, samples: number, floor: number, alpha: number): number {
  const sd = Math.sqrt((variances.between + variances.within / samples) / questions);
  return normalCdf(floor / sd - normalQuantile(1 - alpha / 2));
}

/** Questions for TARGET_POWER at `samples` per question; +1 for the t's heavier tail at few questions. */
export function questionsNeeded(variances: Variances, samples: number, floor: number, alpha: number): number {
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(TARGET_POWER);
  return Math.ceil((z * z * (variances.between + variances.within / samples)) / (floor * floor)) + 1;
}

/** The plan for one mode: the least settled of its metrics (the one needing most questions) decides. */
export function planMode(samples: readonly DifferenceSample[], thresholdPp: number, alpha: number): ModePlan | null {
  const floor = thresholdPp / 100;
  const usable = samples.filter((sample) => sample.differences.length >= 2);
  if (usable.length === 0) return null;
  const scored = usable.map((sample) => {
    const variances = estimateVariances(sample);
    const perQuestion = Math.max(1, Math.round(sample.samplesPerQuestion));
    return { sample, variances, perQuestion, needed: questionsNeeded(variances, perQuestion, floor, alpha) };
  });
  const worst = scored.reduce((a, b) => (b.needed > a.needed ? b : a));
  const current = worst.sample.differences.length;
  const questions = [...new Set([current, ...TABLE_QUESTIONS, worst.needed])].sort((a, b) => a - b);
  const sampleCounts = [...new Set([worst.perQuestion, ...TABLE_SAMPLES])].sort((a, b) => a - b);
  const table: PowerCell[] = questions.flatMap((q) =>
    sampleCounts.map((s) => ({ questions: q, samples: s, power: estimatePower(worst.variances, q, s, floor, alpha) })),
  );
  return {
    moreQuestions: worst.needed > current ? worst.needed - current : null,
    samplesPerQuestion: worst.perQuestion,
    betweenVariance: worst.variances.between,
    withinVariance: worst.variances.within,
    table,
  };
}
