import { countRate, type QuestionCounts } from "../compare/question-counts";
import { METRIC_LABELS } from "../rule/rule-labels";

/** The metrics the side-by-side lists per question, as the issue names them. */
export const SIDE_METRICS = ["strictRate", "ungroundedRate", "formatCollapseRate", "pointerLossRate", "meanRatio"] as const;
export type SideMetric = (typeof SIDE_METRICS)[number];

export const SIDE_METRIC_LABELS: Record<SideMetric, string> = {
  strictRate: "strict",
  ungroundedRate: METRIC_LABELS.ungroundedRate.replace(" rate", ""),
  formatCollapseRate: METRIC_LABELS.formatCollapseRate,
  pointerLossRate: METRIC_LABELS.pointerLossRate,
  meanRatio: METRIC_LABELS.meanRatio,
};

/** +1: a rise is an improvement; −1: a fall is. */
export const SIDE_DIRECTIONS: Record<SideMetric, 1 | -1> = {
  strictRate: 1,
  ungroundedRate: -1,
  formatCollapseRate: -1,
  pointerLossRate: -1,
  meanRatio: 1,
};

/** One arm's reading of a question: its samples, and the metric over the rows that recorded it (hits of n, its share). */
export type ArmReading = { samples: number; hits: number; n: number; share: number | null };

export function readArm(counts: QuestionCounts, metric: SideMetric): ArmReading {
  if (metric === "meanRatio")
    return { samples: counts.rows, hits: counts.ratioSum, n: counts.rows, share: counts.rows === 0 ? null : counts.ratioSum / counts.rows };
  const rate = countRate(counts, metric);
  return { samples: counts.rows, hits: rate?.hits ?? 0, n: rate?.n ?? 0, share: rate === null ? null : rate.hits / rate.n };
}

/** A share as the table prints it: a rate in %, a mean ratio to three places. */
export function formatShare(metric: SideMetric, share: number | null): string {
  if (share === null) return "not recorded";
  return metric === "meanRatio" ? share.toFixed(3) : `${(share * 100).toFixed(1)}%`;
}

/** A difference as the table prints it: pp for a rate, the ratio's own units for the mean ratio. */
export function formatDifference(metric: SideMetric, difference: number | null): string {
  if (difference === null) return "—";
  const sign = difference > 0 ? "+" : difference < 0 ? "−" : "±";
  const size = Math.abs(difference);
  return metric === "meanRatio" ? `${sign}${size.toFixed(3)}` : `${sign}${(size * 100).toFixed(1)}pp`;
}
