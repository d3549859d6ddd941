import { z } from "zod";
import { wilsonInterval } from "../stats/wilson";

export const TREND_METRICS = ["strictRate", "ungroundedRate", "formatCollapseRate", "pointerLossRate", "meanRatio"] as const;
export const trendMetricSchema = z.enum(TREND_METRICS);
export type TrendMetric = z.infer<typeof trendMetricSchema>;

export type MetricDefinition = {
  label: string;
  /** +1: a rise is an improvement; -1: a rise is a regression. */
  direction: 1 | -1;
  /** What the band around a point is. */
  band: "wilson95" | "none";
  counts: string;
};

export const METRIC_DEFINITIONS: Record<TrendMetric, MetricDefinition> = {
  strictRate: { label: "Strict rate", direction: 1, band: "wilson95", counts: "STRICT rows over all rows" },
  ungroundedRate: { label: "UNGROUNDED rate", direction: -1, band: "wilson95", counts: "UNGROUNDED rows over all rows" },
  formatCollapseRate: { label: "Format-collapse rate", direction: -1, band: "wilson95", counts: "collapsed rows over rows that recorded format_collapsed" },
  pointerLossRate: { label: "Pointer loss", direction: -1, band: "wilson95", counts: "NO_EVIDENCE_POINTER rows over rows that recorded violation_kinds" },
  meanRatio: { label: "Mean ratio", direction: 1, band: "none", counts: "mean of n_verified / n_quotes over all rows" },
};

/** The per-mode figures a trend reads; a run summary's per-mode entry has them. */
export type TrendModeSource = {
  rows: number;
  verdicts: { STRICT: number; HYBRID: number; UNGROUNDED: number };
  formatCollapsed: { count: number; recorded: number };
  violationKinds: { recorded: number; counts: Record<string, number> };
  meanRatio: number | null;
};

export type Missing = "mode not run" | "not recorded";

export type TrendPoint = {
  /** Fraction in [0, 1]; null is a gap, never a zero. */
  value: number | null;
  /** Rows counted (rates only). */
  count: number | null;
  /** Rows the value is over: all rows, or the rows that recorded the field. */
  n: number;
  band: [number, number] | null;
  missing: Missing | null;
};

function gap(missing: Missing, n = 0): TrendPoint {
  return { value: null, count: null, n, band: null, missing };
}

function ratePoint(count: number, n: number): TrendPoint {
  if (n === 0) return gap("not recorded");
  return { value: count / n, count, n, band: wilsonInterval(count, n), missing: null };
}

function countKind(mode: TrendModeSource, kind: string): number {
  return Object.hasOwn(mode.violationKinds.counts, kind) ? (mode.violationKinds.counts[kind] ?? 0) : 0;
}

export function measurePoint(mode: TrendModeSource | undefined, metric: TrendMetric): TrendPoint {
  if (mode === undefined) return gap("mode not run");
  switch (metric) {
    case "strictRate":
      return ratePoint(mode.verdicts.STRICT, mode.rows);
    case "ungroundedRate":
      return ratePoint(mode.verdicts.UNGROUNDED, mode.rows);
    case "formatCollapseRate":
      return ratePoint(mode.formatCollapsed.count, mode.formatCollapsed.recorded);
    case "pointerLossRate":
      return ratePoint(countKind(mode, "NO_EVIDENCE_POINTER"), mode.violationKinds.recorded);
    case "meanRatio":
      return mode.meanRatio === null ? gap("not recorded", mode.rows) : { value: mode.meanRatio, count: null, n: mode.rows, band: null, missing: null };
  }
}
