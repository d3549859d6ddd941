import { meetsThreshold } from "../gate/rule/threshold";
import { newcombeDiffInterval } from "../stats/proportion-intervals";
import { METRIC_DEFINITIONS, type TrendMetric, type TrendPoint } from "./metrics";

export type PairFlag = "regression" | "improvement";

export type TrendPair = {
  /** Later run minus earlier run, percentage points; null when either side is a gap. */
  deltaPp: number | null;
  /** Newcombe hybrid-score 95% interval of the delta, pp (rates only). */
  ci95Pp: [number, number] | null;
  flag: PairFlag | null;
};

function excludesZero(ci: [number, number] | null): boolean {
  return ci !== null && (ci[0] > 0 || ci[1] < 0);
}

function decideFlag(favorablePp: number, ci95Pp: [number, number] | null, thresholdPp: number): PairFlag | null {
  if (!excludesZero(ci95Pp)) return null;
  if (meetsThreshold(favorablePp, thresholdPp)) return "improvement";
  if (meetsThreshold(-favorablePp, thresholdPp)) return "regression";
  return null;
}

/**
 * A consecutive comparable pair is flagged when the move reaches the gate threshold and its
 * Newcombe interval excludes zero. Mean ratio has no interval, so it is never flagged.
 */
export function comparePoints(before: TrendPoint, after: TrendPoint, metric: TrendMetric, thresholdPp: number): TrendPair {
  if (before.value === null || after.value === null) return { deltaPp: null, ci95Pp: null, flag: null };
  const deltaPp = (after.value - before.value) * 100;
  if (before.count === null || after.count === null) return { deltaPp, ci95Pp: null, flag: null };
  const ci = newcombeDiffInterval(before.count, before.n, after.count, after.n);
  const ci95Pp: [number, number] | null = ci === null ? null : [ci[0] * 100, ci[1] * 100];
  return { deltaPp, ci95Pp, flag: decideFlag(deltaPp * METRIC_DEFINITIONS[metric].direction, ci95Pp, thresholdPp) };
}
