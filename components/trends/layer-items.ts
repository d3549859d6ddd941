import type { ChartLine, ChartModel, ChartRun } from "@/lib/trends/chart-model";
import { formatTrendValue, formatDeltaPp } from "./format-trend";
import { buildCompareHref, buildRunHref } from "./trend-links";

const DODGE_PX = 5;

type Scale = (value: unknown, options?: { position?: "start" | "middle" | "end" }) => number | undefined;

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
export type PolicyMarker = { key: string; x: number; label: string };
export type LayerLayout = { lines: NavItem[][]; markers: PolicyMarker[] };

type LineContext = {
  model: ChartModel;
  line: ChartLine;
  lineIndex: number;
  xs: (number | null)[];
  ys: (number | null)[];
  joined: boolean[];
  yScale: Scale;
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
  const band = corners.length > 0 ? corners.map(([px, value]) => `${px},${yScale(value) ?? 0}`).join(" ") : null;
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
  const whisker: [number, number] | null = isolated && band ? [yScale(band[0]) ?? y, yScale(band[1]) ?? y] : null;
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

/** Screen positions of every point, joined segment and policy marker; items per line in reading order. */
export function layoutLayer(model: ChartModel, xScale: Scale, yScale: Scale, thresholdParam: string | null): LayerLayout {
  const xs = model.runs.map((run) => xScale(run.time) ?? null);
  const lines = model.lines.map((line, lineIndex) => {
    // Modes with equal values (three 0% lines) would hide each other's points; a few pixels apart, each stays visible and clickable.
    const dodge = (lineIndex - (model.lines.length - 1) / 2) * DODGE_PX;
    const lineXs = xs.map((x) => (x === null ? null : x + dodge));
    const ys = line.values.map((value) => (value === null ? null : (yScale(value) ?? null)));
    const joined = model.runs.map(
      (run, i) => i > 0 && run.joinedTo !== null && run.joinedTo === model.runs[i - 1]?.runId && ys[i] !== null && ys[i - 1] !== null,
    );
    return layoutLine({ model, line, lineIndex, xs: lineXs, ys, joined, yScale, thresholdParam });
  });
  const markers = model.runs.flatMap((run, i) => {
    const [x0, x] = [xs[i - 1], xs[i]];
    if (run.policyFlags.length === 0 || x == null) return [];
    return [{ key: `m-${i}`, x: x0 == null ? x : (x0 + x) / 2, label: run.policyFlags.join(", ") }];
  });
  return { lines, markers };
}
