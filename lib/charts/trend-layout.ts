import type { ChartLine, ChartModel, ChartRun } from "@/lib/trends/chart-model";
import { formatTrendValue, formatDeltaPp } from "@/lib/trends/format-trend";
import { buildCompareHref, buildRunHref } from "@/lib/trends/trend-links";

import { buildTimeAxis, formatTimeTick } from "@/lib/trends/time-ticks";
import { buildUnitTicks, createLinearScale, roundTo2, type LinearScale } from "./scale";

const DODGE_PX = 5;
export const TREND_PLOT_PX = 240;
/** A strip above the plot for policy-marker labels, so a label never covers a point. */
export const MARKER_STRIP_PX = 30;
const MARKER_ROW_PX = 13;
/** Labels of markers closer than this (percent of the width) would collide on one row. */
const MARKER_CLEARANCE_PERCENT = 35;

export type PointItem = {
  kind: "point";
  key: string;
  line: number;
  run: number;
  x: number;
  y: number;
  whisker: [number, number] | null;
  href: string;
  label: string;
  provenance: string;
};
export type SegmentItem = {
  kind: "segment";
  key: string;
  line: number;
  run: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  band: string | null;
  href: string;
  label: string;
  flag: "regression" | "improvement" | null;
};
export type NavItem = PointItem | SegmentItem;
export type PolicyMarker = { key: string; x: number; label: string; anchor: "start" | "end"; labelY: number };
/** x in percent of the plot width, y in pixels from the top of the plot; each line drawn `dodge` pixels aside. */
export type LayerLayout = { lines: NavItem[][]; dodges: number[]; markers: PolicyMarker[] };

type LineContext = {
  model: ChartModel;
  line: ChartLine;
  lineIndex: number;
  xs: (number | null)[];
  ys: (number | null)[];
  joined: boolean[];
  yScale: LinearScale;
  thresholdParam: string | null;
};

function layoutSegment({ line, lineIndex, xs, ys, yScale, thresholdParam }: LineContext, run: ChartRun, previous: ChartRun, i: number): SegmentItem | null {
  const [x0, y0, x, y] = [xs[i - 1], ys[i - 1], xs[i], ys[i]];
  if (x0 == null || y0 == null || x == null || y == null) return null;
  const [before, now] = [line.bands[i - 1], line.bands[i]];
  const corners: [number, number][] =
    before && now
      ? [
          [x0, before[0]],
          [x, now[0]],
          [x, now[1]],
          [x0, before[1]],
        ]
      : [];
  const band = corners.length > 0 ? corners.map(([px, value]) => `${px},${yScale(value)}`).join(" ") : null;
  const flag = line.flags[i] ?? null;
  const label = `${previous.runId} to ${run.runId}, ${line.mode}: ${formatDeltaPp(line.deltasPp[i] ?? null)}${flag ? `, ${flag}` : ""}. Opens the comparison.`;
  return {
    kind: "segment",
    key: `s-${lineIndex}-${i}`,
    line: lineIndex,
    run: i,
    x1: x0,
    y1: y0,
    x2: x,
    y2: y,
    band,
    href: buildCompareHref(previous.runId, run.runId, thresholdParam),
    label,
    flag,
  };
}

function layoutPoint({ model, line, lineIndex, xs, ys, joined, yScale }: LineContext, run: ChartRun, i: number): PointItem | null {
  const [x, y, band, value] = [xs[i], ys[i], line.bands[i] ?? null, line.values[i] ?? null];
  if (x == null || y == null) return null;
  const interval = band ? `, 95% interval ${formatTrendValue(band[0], model.asPercent)} to ${formatTrendValue(band[1], model.asPercent)}` : "";
  const label = `${run.runId}, ${line.mode}: ${formatTrendValue(value, model.asPercent)}${interval}, n=${line.n[i]}, ${run.provenance}. Opens the run.`;
  // A band needs two joined runs; a run standing alone shows its interval as a whisker instead.
  const isolated = !joined[i] && !joined[i + 1];
  const whisker: [number, number] | null = isolated && band ? [yScale(band[0]), yScale(band[1])] : null;
  return {
    kind: "point",
    key: `p-${lineIndex}-${i}`,
    line: lineIndex,
    run: i,
    x,
    y,
    whisker,
    href: buildRunHref(run.runId),
    label,
    provenance: run.provenance,
  };
}

function layoutLine(context: LineContext): NavItem[] {
  return context.model.runs.flatMap((run, i) => {
    const previous = context.model.runs[i - 1];
    const segment = context.joined[i] && previous ? layoutSegment(context, run, previous, i) : null;
    const point = layoutPoint(context, run, i);
    return [segment, point].filter((item): item is NavItem => item !== null);
  });
}

/** Policy-marker labels in the strip above the plot: anchored away from the nearer edge, on a second row when the previous label is close. */
export function placeMarkers(raw: readonly { key: string; x: number; label: string }[]): PolicyMarker[] {
  let previous: { x: number; row: number } | null = null;
  return raw.map((marker) => {
    const row: number = previous !== null && previous.row === 0 && Math.abs(marker.x - previous.x) < MARKER_CLEARANCE_PERCENT ? 1 : 0;
    previous = { x: marker.x, row };
    return { ...marker, anchor: marker.x > 50 ? "end" : "start", labelY: MARKER_ROW_PX * (row + 1) - MARKER_STRIP_PX };
  });
}

/** Positions of every point, joined segment and policy marker; items per line in reading order. */
export function layoutLayer(model: ChartModel, xScale: LinearScale, yScale: LinearScale, thresholdParam: string | null): LayerLayout {
  const xs = model.runs.map((run) => xScale(run.time));
  // Modes with equal values (three 0% lines) would hide each other's points; a few pixels apart, each stays visible and clickable.
  const dodges = model.lines.map((_, lineIndex) => (lineIndex - (model.lines.length - 1) / 2) * DODGE_PX);
  const lines = model.lines.map((line, lineIndex) => {
    const ys = line.values.map((value) => (value === null ? null : yScale(value)));
    const joined = model.runs.map(
      (run, i) => i > 0 && run.joinedTo !== null && run.joinedTo === model.runs[i - 1]?.runId && ys[i] !== null && ys[i - 1] !== null,
    );
    return layoutLine({ model, line, lineIndex, xs, ys, joined, yScale, thresholdParam });
  });
  const markers = model.runs.flatMap((run, i) => {
    const [x0, x] = [xs[i - 1], xs[i]];
    if (run.policyFlags.length === 0 || x === undefined) return [];
    return [{ key: `m-${i}`, x: x0 === undefined ? x : roundTo2((x0 + x) / 2), label: run.policyFlags.join(", ") }];
  });
  return { lines, dodges, markers: placeMarkers(markers) };
}

export type TrendChartLayout = LayerLayout & { xTicks: { x: number; label: string }[]; yTicks: { value: number; y: number }[] };

/** The whole chart: a time axis (x in percent), the value axis (y in pixels) and the layer drawn on them. */
export function layoutTrendChart(model: ChartModel, thresholdParam: string | null): TrendChartLayout {
  const axis = buildTimeAxis(model.runs.map((run) => run.time));
  const xScale = createLinearScale(axis.domain, [0, 100]);
  const yScale = createLinearScale([0, 1], [TREND_PLOT_PX, 0]);
  return {
    ...layoutLayer(model, xScale, yScale, thresholdParam),
    xTicks: axis.ticks.map((tick) => ({ x: xScale(tick), label: formatTimeTick(tick, axis.step) })),
    yTicks: buildUnitTicks(4).map((value) => ({ value, y: yScale(value) })),
  };
}
