import type { TrendMetricSeries, TrendRun } from "./build-trends";
import type { PairFlag } from "./pair-flag";

export type ChartRun = {
  runId: string;
  /** Start time in epoch ms: the x position, so runs 13 minutes and 15 hours apart are drawn that far apart. */
  time: number;
  provenance: string;
  /** The run this one is joined to by a line; null when it is the first or set apart. */
  joinedTo: string | null;
  /** Policy flags changed since the joined run. */
  policyFlags: string[];
};

/** values[i], bands[i], n[i], deltasPp[i] and flags[i] belong to runs[i]; deltas and flags compare with the run before. */
export type ChartLine = {
  mode: string;
  values: (number | null)[];
  bands: ([number, number] | null)[];
  n: number[];
  deltasPp: (number | null)[];
  flags: (PairFlag | null)[];
};

export type ChartModel = { metric: string; label: string; asPercent: boolean; runs: ChartRun[]; lines: ChartLine[] };

/** Four decimals of a fraction is 0.01pp: finer than a chart can draw, and it keeps the payload small. */
const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** What one chart needs, and nothing else: the browser gets one page of runs, never every row or question. */
export function buildChartModel(series: TrendMetricSeries, runs: readonly TrendRun[]): ChartModel {
  return {
    metric: series.metric,
    label: series.label,
    asPercent: series.band === "wilson95",
    runs: runs.map((run) => ({
      runId: run.runId,
      time: Date.parse(run.startedAt),
      provenance: run.provenance,
      joinedTo: run.setApart === null ? run.previousRunId : null,
      policyFlags: (run.policyChanges ?? []).map((change) => change.flag),
    })),
    lines: series.modes.map((line) => ({
      mode: line.mode,
      values: line.points.map((point) => (point.value === null ? null : round(point.value))),
      bands: line.points.map((point) => (point.band === null ? null : [round(point.band[0]), round(point.band[1])])),
      n: line.points.map((point) => point.n),
      deltasPp: line.pairs.map((pair) => (pair?.deltaPp == null ? null : round(pair.deltaPp, 2))),
      flags: line.pairs.map((pair) => pair?.flag ?? null),
    })),
  };
}
