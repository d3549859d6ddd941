import type { Policy } from "@/lib/controller/bench/results-schema";
import type { PolicyDiagram, TruthHistogram } from "@/lib/controller/runs/reliability-diagram";
import { buildCountTicks, buildUnitTicks, createLinearScale, roundTo2 } from "./scale";

export const RELIABILITY_PLOT_PX = 240;
export const HISTOGRAM_PLOT_PX = 200;
/** Marker area grows with the steps in its bin, from 50 to 400 square pixels, so a bin of one step stays visible. */
const AREA_PX: [number, number] = [50, 400];

export type ReliabilityPoint = { bin: string; x: number; y: number; r: number; confidence: number; accuracy: number; count: number };
export type ReliabilitySeries = { policy: Policy; points: ReliabilityPoint[] };
export type AxisTick = { value: number; position: number };

const toPercent = createLinearScale([0, 1], [0, 100]);
const toY = createLinearScale([0, 1], [RELIABILITY_PLOT_PX, 0]);

/** Scatter positions of each policy's bins: x is confidence in percent of the width, y accuracy in pixels from the top. */
export function layoutReliability(diagrams: readonly PolicyDiagram[]): { series: ReliabilitySeries[]; ticks: number[] } {
  const maxCount = Math.max(1, ...diagrams.flatMap((diagram) => diagram.bins.map((bin) => bin.count)));
  const toArea = createLinearScale([0, maxCount], AREA_PX);
  const series = diagrams.map((diagram) => ({
    policy: diagram.policy,
    points: diagram.bins.flatMap((bin) =>
      bin.meanConfidence === null || bin.accuracy === null
        ? []
        : [
            {
              bin: bin.bin,
              x: toPercent(bin.meanConfidence),
              y: toY(bin.accuracy),
              r: roundTo2(Math.sqrt(toArea(bin.count) / Math.PI)),
              confidence: bin.meanConfidence,
              accuracy: bin.accuracy,
              count: bin.count,
            },
          ],
    ),
  }));
  return { series, ticks: buildUnitTicks(5) };
}

export type HistogramBar = { policy: Policy; bin: string; count: number; x: number; width: number; y: number; height: number };
export type HistogramLayout = { bins: { label: string; center: number }[]; bars: HistogramBar[]; yTicks: AxisTick[] };

/** Grouped bars: one group per bin, a bar per policy, a tenth of each group left empty on either side. */
export function layoutTruthHistogram(histograms: readonly TruthHistogram[]): HistogramLayout {
  const labels = histograms[0]?.bins.map((bin) => bin.bin) ?? [];
  const group = labels.length === 0 ? 100 : 100 / labels.length;
  const barWidth = histograms.length === 0 ? 0 : (group * 0.8) / histograms.length;
  const ticks = buildCountTicks(Math.max(0, ...histograms.flatMap((h) => h.bins.map((bin) => bin.stored))));
  const toY = createLinearScale([0, ticks.at(-1) ?? 1], [HISTOGRAM_PLOT_PX, 0]);
  const bars = labels.flatMap((label, b) =>
    histograms.map((histogram, p) => {
      const count = histogram.bins.find((bin) => bin.bin === label)?.stored ?? 0;
      const y = toY(count);
      return {
        policy: histogram.policy,
        bin: label,
        count,
        x: roundTo2(b * group + group * 0.1 + p * barWidth),
        width: roundTo2(barWidth),
        y,
        height: roundTo2(HISTOGRAM_PLOT_PX - y),
      };
    }),
  );
  return {
    bins: labels.map((label, b) => ({ label, center: roundTo2(b * group + group / 2) })),
    bars,
    yTicks: ticks.map((value) => ({ value, position: toY(value) })),
  };
}
