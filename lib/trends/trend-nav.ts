import type { ChartModel } from "./chart-model";
import { formatDeltaPp, formatTrendValue } from "./format-trend";
import { buildCompareHref, buildRunHref } from "./trend-links";

type NavBase = { key: string; line: number; run: number; href: string; label: string };
/** A run's value on one line; `whisker` is its interval when no band can show it (the run is joined to neither neighbour). */
export type PointNav = NavBase & { kind: "point"; value: number; whisker: [number, number] | null; provenance: string };
/** The step from the run before to this one, on one line. */
export type SegmentNav = NavBase & { kind: "segment"; from: number; to: number; flag: "regression" | "improvement" | null };
export type NavItem = PointNav | SegmentNav;
export type PolicyMarkerNav = { key: string; run: number; label: string; row: 0 | 1 };

export type TrendNav = {
  /** Per line, its items in reading order: point, segment to the next point, point... */
  lines: NavItem[][];
  /** Per line and run: the chain of joined runs it belongs to (null where the line has no value), so lines and bands break between chains. */
  chains: (number | null)[][];
  markers: PolicyMarkerNav[];
};

/** A run is joined to the one before when it names it and both have a value on this line. */
function isJoined(model: ChartModel, values: readonly (number | null)[], i: number): boolean {
  const run = model.runs[i];
  return i > 0 && run !== undefined && run.joinedTo !== null && run.joinedTo === model.runs[i - 1]?.runId && values[i] != null && values[i - 1] != null;
}

function describePoint(model: ChartModel, lineIndex: number, i: number): string {
  const line = model.lines[lineIndex];
  const run = model.runs[i];
  const band = line?.bands[i];
  const interval = band ? `, 95% interval ${formatTrendValue(band[0], model.asPercent)} to ${formatTrendValue(band[1], model.asPercent)}` : "";
  return `${run?.runId}, ${line?.mode}: ${formatTrendValue(line?.values[i] ?? null, model.asPercent)}${interval}, n=${line?.n[i]}, ${run?.provenance}. Opens the run.`;
}

function buildLine(model: ChartModel, lineIndex: number, thresholdParam: string | null): { items: NavItem[]; chains: (number | null)[] } {
  const line = model.lines[lineIndex];
  if (line === undefined) return { items: [], chains: [] };
  const joined = model.runs.map((_, i) => isJoined(model, line.values, i));
  let chain = -1;
  const chains = line.values.map((value, i) => {
    if (value === null) return null;
    if (!joined[i]) chain += 1;
    return chain;
  });
  const items = model.runs.flatMap((run, i): NavItem[] => {
    const value = line.values[i];
    if (value == null) return [];
    const previous = model.runs[i - 1];
    const from = line.values[i - 1];
    const flag = line.flags[i] ?? null;
    const segment: NavItem[] =
      joined[i] && previous && from != null
        ? [
            {
              kind: "segment",
              key: `s-${lineIndex}-${i}`,
              line: lineIndex,
              run: i,
              from,
              to: value,
              flag,
              href: buildCompareHref(previous.runId, run.runId, thresholdParam),
              label: `${previous.runId} to ${run.runId}, ${line.mode}: ${formatDeltaPp(line.deltasPp[i] ?? null)}${flag ? `, ${flag}` : ""}. Opens the comparison.`,
            },
          ]
        : [];
    const band = line.bands[i] ?? null;
    const isolated = !joined[i] && !joined[i + 1];
    const point: NavItem = {
      kind: "point",
      key: `p-${lineIndex}-${i}`,
      line: lineIndex,
      run: i,
      value,
      whisker: isolated ? band : null,
      provenance: run.provenance,
      href: buildRunHref(run.runId),
      label: describePoint(model, lineIndex, i),
    };
    return [...segment, point];
  });
  return { items, chains };
}

/** Policy-flag markers sit between a run and the one before; a marker next to another one takes the second label row. */
function buildMarkers(model: ChartModel): PolicyMarkerNav[] {
  let previous: { run: number; row: 0 | 1 } | null = null;
  return model.runs.flatMap((run, i) => {
    if (run.policyFlags.length === 0) return [];
    const row: 0 | 1 = previous !== null && previous.row === 0 && i - previous.run <= 2 ? 1 : 0;
    previous = { run: i, row };
    return [{ key: `m-${i}`, run: i, label: run.policyFlags.join(", "), row }];
  });
}

/** Everything a trend chart links to and says, in value space: the chart library places it. */
export function buildTrendNav(model: ChartModel, thresholdParam: string | null): TrendNav {
  const built = model.lines.map((_, index) => buildLine(model, index, thresholdParam));
  return { lines: built.map((b) => b.items), chains: built.map((b) => b.chains), markers: buildMarkers(model) };
}

/** Run labels on an ordinal axis: every run when there is room, else every k-th, always the first and the last. */
export function pickTickRuns(count: number, maxLabels = 12): number[] {
  const step = Math.max(1, Math.ceil(count / maxLabels));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0 || i === count - 1);
}
