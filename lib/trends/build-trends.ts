import { comparePoints, type TrendPair } from "./pair-flag";
import { diffPolicies, type PolicyChange } from "./policy-diff";
import { explainSetApart } from "./comparability";
import { METRIC_DEFINITIONS, TREND_METRICS, measurePoint, type MetricDefinition, type TrendMetric, type TrendPoint } from "./metrics";
import { formatRunDate, readRunStart } from "./run-time";
import { checkQueryValues, listTrendOptions, type TrendOptions } from "./trend-options";
import type { PathIssue } from "../json/format-path";
import type { TrendQuery } from "./trend-query";
import { matchesModelProfile, orderModes, readModelProfile, type TrendSource } from "./trend-source";

/** Runs per page: what the browser receives stays the same size however many runs exist. */
const TREND_PAGE_SIZE = 40;
const OFF_AXIS_LIMIT = 20;

export type TrendRun = {
  runId: string;
  startedAt: string;
  title: string | null;
  provenance: string;
  questionFile: string | null;
  modelProfile: string | null;
  questionCount: number;
  modes: string[];
  previousRunId: string | null;
  /** Why the run is not joined to the previous one; null when it is, or when it is the first. */
  setApart: string | null;
  /** Flags changed since the previous run; null when the two are not comparable or a policy was not recorded. */
  policyChanges: PolicyChange[] | null;
};

/** points[i] and pairs[i] belong to runs[i]; pairs[i] compares it with the run before it. */
export type TrendModeSeries = { mode: string; points: TrendPoint[]; pairs: (TrendPair | null)[] };
export type TrendMetricSeries = MetricDefinition & { metric: TrendMetric; modes: TrendModeSeries[] };
export type OffAxisRun = { runId: string; reason: string };

export type TrendView = {
  thresholdPp: number;
  page: number;
  pages: number;
  pageSize: number;
  totalRuns: number;
  modes: string[];
  runs: TrendRun[];
  series: TrendMetricSeries[];
  offAxis: { total: number; runs: OffAxisRun[] };
  options: TrendOptions;
};

type Placed = { source: TrendSource; startedAt: string };

/** Code-unit order: the ids are ASCII timestamps, and a locale must not reorder them. */
const compareIds = (a: string, b: string) => Number(a > b) - Number(a < b);

function passesFilters(source: TrendSource, query: TrendQuery): boolean {
  if (query.questionFile !== undefined && source.meta?.question_file !== query.questionFile) return false;
  return query.modelProfile === undefined || matchesModelProfile(source, query.modelProfile);
}

/** QA runs ordered by run id (their UTC start); a run with no readable row or no start time is listed apart. */
function placeOnAxis(sources: readonly TrendSource[], query: TrendQuery) {
  const axis: Placed[] = [];
  const offAxis: OffAxisRun[] = [];
  const dated = query.from !== undefined || query.to !== undefined;
  for (const source of sources) {
    if (!passesFilters(source, query)) continue;
    const start = readRunStart(source.runId);
    if (start === null) {
      if (!dated) offAxis.push({ runId: source.runId, reason: "run id is not a UTC start time, so the run has no place in time" });
      continue;
    }
    const date = formatRunDate(start);
    if ((query.from !== undefined && date < query.from) || (query.to !== undefined && date > query.to)) continue;
    if (source.rows === 0) offAxis.push({ runId: source.runId, reason: "no readable row" });
    else axis.push({ source, startedAt: start.toISOString() });
  }
  axis.sort((a, b) => compareIds(a.source.runId, b.source.runId));
  offAxis.sort((a, b) => compareIds(a.runId, b.runId));
  return { axis, offAxis };
}

function describeRun(current: TrendSource, previous: TrendSource | null, startedAt: string): TrendRun {
  const setApart = previous === null ? null : explainSetApart(previous, current);
  return {
    runId: current.runId,
    startedAt,
    title: current.title,
    provenance: current.provenance,
    questionFile: current.meta?.question_file ?? null,
    modelProfile: readModelProfile(current),
    questionCount: current.questionSet.count,
    modes: Object.keys(current.modes),
    previousRunId: previous?.runId ?? null,
    setApart,
    policyChanges: previous === null || setApart !== null ? null : diffPolicies(previous.meta?.policy, current.meta?.policy),
  };
}

function buildModeSeries(
  mode: string,
  metric: TrendMetric,
  shown: readonly TrendSource[],
  before: TrendSource | null,
  runs: readonly TrendRun[],
  thresholdPp: number,
): TrendModeSeries {
  const points = shown.map((source) => measurePoint(source.modes[mode], metric));
  const pairs = runs.map((run, i) => {
    const previous = i === 0 ? before : (shown[i - 1] ?? null);
    const point = points[i];
    if (run.previousRunId === null || run.setApart !== null || previous === null || point === undefined) return null;
    return comparePoints(measurePoint(previous.modes[mode], metric), point, metric, thresholdPp);
  });
  return { mode, points, pairs };
}

export type TrendResult = { ok: true; view: TrendView } | { ok: false; issues: PathIssue[] };

/** The trend series of QA runs under a parsed query: one page of runs, every metric (or one) per mode. */
export function buildTrends(sources: readonly TrendSource[], query: TrendQuery): TrendResult {
  const options = listTrendOptions(sources);
  const issues = checkQueryValues(query, options);
  const { axis, offAxis } = placeOnAxis(sources, query);
  const pages = Math.max(1, Math.ceil(axis.length / TREND_PAGE_SIZE));
  if (query.page > pages) issues.push({ path: "page", message: `past the last page (${pages})` });
  if (issues.length > 0) return { ok: false, issues };
  const end = axis.length - (query.page - 1) * TREND_PAGE_SIZE;
  const start = Math.max(0, end - TREND_PAGE_SIZE);
  const shown = axis.slice(start, end).map((placed) => placed.source);
  const before = axis[start - 1]?.source ?? null;
  const runs = axis.slice(start, end).map((placed, i) => describeRun(placed.source, i === 0 ? before : (shown[i - 1] ?? null), placed.startedAt));
  const modes = query.modes ?? orderModes(axis.flatMap((placed) => Object.keys(placed.source.modes)));
  const metrics = query.metric === undefined ? TREND_METRICS : [query.metric];
  const series = metrics.map((metric) => ({
    metric,
    ...METRIC_DEFINITIONS[metric],
    modes: modes.map((mode) => buildModeSeries(mode, metric, shown, before, runs, query.threshold)),
  }));
  return {
    ok: true,
    view: {
      thresholdPp: query.threshold,
      page: query.page,
      pages,
      pageSize: TREND_PAGE_SIZE,
      totalRuns: axis.length,
      modes,
      runs,
      series,
      offAxis: { total: offAxis.length, runs: offAxis.slice(0, OFF_AXIS_LIMIT) },
      options,
    },
  };
}
