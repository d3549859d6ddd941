import type { TrendMetricSeries, TrendResult } from "@/lib/trends/build-trends";
import { buildChartModel } from "@/lib/trends/chart-model";
import { METRIC_DEFINITIONS, type TrendMetric } from "@/lib/trends/metrics";
import type { TrendQuery } from "@/lib/trends/trend-query";
import { TrendChart } from "./trend-chart";
import { TrendFilters } from "./trend-filters";
import { PhoneFold } from "./phone-fold";
import { TrendLegend } from "./trend-legend";
import { TrendNumbers } from "./trend-numbers";
import { TrendPager } from "./trend-pager";
import { TrendRuns } from "./trend-runs";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The caption says what the chart draws: how many pairs carry a mark, or that none does and why. */
function describeFlags(series: TrendMetricSeries, thresholdPp: number): string {
  if (series.band === "none") return "No pair is marked on this metric: it has no interval to test a move against.";
  const flags = series.modes.flatMap((line) => line.pairs.map((pair) => pair?.flag ?? null));
  const [worse, better] = [flags.filter((flag) => flag === "regression").length, flags.filter((flag) => flag === "improvement").length];
  const rule = `a move of at least ${thresholdPp}pp whose Newcombe 95% interval excludes zero`;
  if (worse + better === 0) return `No pair on this page made ${rule}, so no segment carries ✕ or ✓.`;
  const marks = [
    worse > 0 ? `✕ marks ${plural(worse, "regression", "regressions")}` : "no regression",
    better > 0 ? `✓ marks ${plural(better, "improvement", "improvements")}` : "no improvement",
  ];
  return `${marks.join("; ")}: ${rule}.`;
}

/** The filters in force, in a few words, for the folded filter button on a phone. */
function describeFilters(query: TrendQuery): string {
  const dates = query.from === undefined && query.to === undefined ? "any date" : `${query.from ?? "…"} to ${query.to ?? "…"}`;
  const modes = query.modes === undefined ? "all modes" : `${query.modes.length} ${query.modes.length === 1 ? "mode" : "modes"}`;
  return [modes, query.metric === undefined ? "all metrics" : METRIC_DEFINITIONS[query.metric].label, dates].join(" · ");
}

type SectionProps = { trends: Promise<TrendResult>; query: TrendQuery; thresholdParam: string | null };

export async function FiltersSection({ trends, query }: SectionProps) {
  const result = await trends;
  if (!result.ok) {
    return (
      <div className="banner bad" data-testid="trend-error">
        {result.issues.map((issue) => (
          <p key={issue.path} style={{ margin: 0 }}>
            <code>{issue.path}</code>: {issue.message}
          </p>
        ))}
      </div>
    );
  }
  const { view } = result;
  return (
    <>
      <PhoneFold summary={describeFilters(query)} testId="trend-filters">
        <TrendFilters query={query} options={view.options} />
      </PhoneFold>
      <TrendPager view={view} query={query} />
      {view.offAxis.total > 0 ? (
        <details className="muted small" data-testid="off-axis">
          <summary>
            {view.offAxis.total} {view.offAxis.total === 1 ? "run is" : "runs are"} not on the time axis
          </summary>
          {view.offAxis.runs.map((run) => `${run.runId} (${run.reason})`).join("; ")}
          {view.offAxis.total > view.offAxis.runs.length ? `; and ${view.offAxis.total - view.offAxis.runs.length} more` : ""}.
        </details>
      ) : null}
    </>
  );
}

export async function MetricSection({ trends, metric, thresholdParam, open }: SectionProps & { metric: TrendMetric; open: boolean }) {
  const result = await trends;
  const series = result.ok ? result.view.series.find((candidate) => candidate.metric === metric) : undefined;
  if (!result.ok || series === undefined || result.view.runs.length === 0) return null;
  return (
    <section className="panel" aria-labelledby={`trend-${metric}`} data-testid={`trend-section-${metric}`}>
      <h2 id={`trend-${metric}`}>{series.label}</h2>
      <TrendChart model={buildChartModel(series, result.view.runs)} thresholdParam={thresholdParam} />
      <TrendLegend modes={series.modes.map((line) => line.mode)} band={series.band} />
      <p className="muted small" data-testid={`trend-caption-${metric}`}>
        {series.counts}; runs evenly spaced in time order, a line joining consecutive comparable runs. {describeFlags(series, result.view.thresholdPp)}
      </p>
      <TrendNumbers series={series} runs={result.view.runs} thresholdParam={thresholdParam} open={open} />
    </section>
  );
}

export async function RunsSection({ trends, thresholdParam }: SectionProps) {
  const result = await trends;
  if (!result.ok || result.view.runs.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="trend-runs-heading">
      <h2 id="trend-runs-heading">Runs on this page</h2>
      <TrendRuns runs={result.view.runs} thresholdParam={thresholdParam} />
    </section>
  );
}
