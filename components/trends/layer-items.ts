import type { ChartModel } from "@/lib/trends/chart-model";
import { formatTrendValue, formatDeltaPp } from "./format-trend";
import { buildCompareHref, buildRunHref } from "./trend-links";

type Scale = (value: unknown, options?: { position?: "start" | "middle" | "end" }) => number | undefined;

export type PointItem = { kind: "point"; key: string; line: number; run: number; x: number; y: number; whisker: [number, number] | null; href: string; label: string; provenance: string };
export type SegmentItem = { kind: "segment"; key: string; line: number; run: number; x1: number; y1: number; x2: number; y2: number; band: string | null; href: string; label: string; flag: "regression" | "improvement" | null };
export type NavItem = PointItem | SegmentItem;
export type PolicyMarker = { key: string; x: number; label: string };

export type LayerLayout = { lines: NavItem[][]; markers: PolicyMarker[] };

/** Screen positions of every point, joined segment and policy marker; items per line in reading order. */
export function layoutLayer(model: ChartModel, xScale: Scale, yScale: Scale, thresholdParam: string | null): LayerLayout {
  const xs = model.runs.map((run) => xScale(run.runId, { position: "middle" }) ?? null);
  const lines = model.lines.map((line, lineIndex) => {
    const items: NavItem[] = [];
    const ys = line.values.map((value) => (value === null ? null : (yScale(value) ?? null)));
    const joined = model.runs.map((run, i) => i > 0 && run.joinedTo !== null && run.joinedTo === model.runs[i - 1]?.runId && ys[i] !== null && ys[i - 1] !== null);
    model.runs.forEach((run, i) => {
      const x = xs[i];
      const y = ys[i];
      if (x === null || x === undefined || y === null || y === undefined) return;
      const previous = model.runs[i - 1];
      const x0 = xs[i - 1];
      const y0 = ys[i - 1];
      if (joined[i] && previous && x0 != null && y0 != null) {
        const bandNow = line.bands[i];
        const bandBefore = line.bands[i - 1];
        const band = bandNow && bandBefore ? [[x0, bandBefore[0]], [x, bandNow[0]], [x, bandNow[1]], [x0, bandBefore[1]]].map(([px, v]) => `${px},${yScale(v) ?? 0}`).join(" ") : null;
        const flag = line.flags[i] ?? null;
        const label = `${previous.runId} to ${run.runId}, ${line.mode}: ${formatDeltaPp(line.deltasPp[i] ?? null)}${flag ? `, ${flag}` : ""}. Opens the comparison.`;
        items.push({ kind: "segment", key: `s-${lineIndex}-${i}`, line: lineIndex, run: i, x1: x0, y1: y0, x2: x, y2: y, band, href: buildCompareHref(previous.runId, run.runId, thresholdParam), label, flag });
      }
      const bandHere = line.bands[i] ?? null;
      const isolated = !joined[i] && !joined[i + 1];
      const value = line.values[i] ?? null;
      const interval = bandHere ? `, 95% interval ${formatTrendValue(bandHere[0], model.asPercent)} to ${formatTrendValue(bandHere[1], model.asPercent)}` : "";
      const label = `${run.runId}, ${line.mode}: ${formatTrendValue(value, model.asPercent)}${interval}, n=${line.n[i]}, ${run.provenance}. Opens the run.`;
      const whisker: [number, number] | null = isolated && bandHere ? [yScale(bandHere[0]) ?? y, yScale(bandHere[1]) ?? y] : null;
      items.push({ kind: "point", key: `p-${lineIndex}-${i}`, line: lineIndex, run: i, x, y, whisker, href: buildRunHref(run.runId), label, provenance: run.provenance });
    });
    return items;
  });
  const markers = model.runs.flatMap((run, i) => {
    const x = xs[i];
    if (run.policyFlags.length === 0 || x == null) return [];
    const x0 = xs[i - 1];
    return [{ key: `m-${i}`, x: x0 == null ? x : (x0 + x) / 2, label: run.policyFlags.join(", ") }];
  });
  return { lines, markers };
}
