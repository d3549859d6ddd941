import { classifyQuestion, QuestionError, type Classification } from "./classify";
import { INTENSITIES, type Intensity } from "../ladder/rungs";

export type ClassifiedRow = { question: string } & Classification;
export type ErrorRow = { question: string; error: string };
export type BatchRow = ClassifiedRow | ErrorRow;

export type RungDistribution = { total: number; counts: Record<Intensity, number> };
export type RungDrift = { intensity: Intensity; sharePpA: number; sharePpB: number; driftPp: number };
export type DistributionComparison = { rungs: RungDrift[]; flagged: Intensity[]; thresholdPp: number };

export function classifyRow(question: string): BatchRow {
  try {
    return { question, ...classifyQuestion(question) };
  } catch (error) {
    if (error instanceof QuestionError) return { question, error: error.message };
    throw error;
  }
}

function countRungs(rows: readonly BatchRow[]): RungDistribution {
  const counts = Object.fromEntries(INTENSITIES.map((intensity) => [intensity, 0])) as Record<Intensity, number>;
  let total = 0;
  for (const row of rows) {
    if ("error" in row) continue;
    counts[row.intensity] += 1;
    total += 1;
  }
  return { total, counts };
}

export function classifyBatch(questions: readonly string[]): { rows: BatchRow[]; distribution: RungDistribution } {
  const rows = questions.map(classifyRow);
  return { rows, distribution: countRungs(rows) };
}

function roundHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

function computeSharePp(distribution: RungDistribution, intensity: Intensity): number {
  return distribution.total === 0 ? 0 : (distribution.counts[intensity] / distribution.total) * 100;
}

/** The drift monitor's own floor (§10.11.4), strict (> not >=); not the decision tree's gate threshold. */
const DRIFT_THRESHOLD_PP = 5;

/** §10.11.4 drift monitor: a rung whose share moves by more than the threshold is flagged. */
export function compareRungDistributions(a: RungDistribution, b: RungDistribution, thresholdPp = DRIFT_THRESHOLD_PP): DistributionComparison {
  const rungs = INTENSITIES.map((intensity) => {
    const shareA = computeSharePp(a, intensity);
    const shareB = computeSharePp(b, intensity);
    return {
      intensity,
      sharePpA: roundHundredths(shareA),
      sharePpB: roundHundredths(shareB),
      driftPp: roundHundredths(shareB - shareA),
    };
  });
  const flagged = rungs.filter((rung) => Math.abs(rung.driftPp) > thresholdPp).map((rung) => rung.intensity);
  return { rungs, flagged, thresholdPp };
}
