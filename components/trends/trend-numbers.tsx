import Link from "next/link";
import { modeLabel } from "@/lib/bench/runs/format";
import type { TrendMetricSeries, TrendRun } from "@/lib/trends/build-trends";
import type { TrendPair } from "@/lib/trends/pair-flag";
import type { TrendPoint } from "@/lib/trends/metrics";
import { formatPp } from "@/lib/gate/rule/rule-labels";
import { buildCompareHref, buildRunHref } from "@/lib/trends/trend-links";
import { formatTrendValue } from "@/lib/trends/format-trend";
import styles from "./trends.module.css";

function PointText({ point, asPercent }: { point: TrendPoint | undefined; asPercent: boolean }) {
  if (point === undefined || point.value === null) return <span className="not-recorded">{point?.missing ?? "not recorded"}</span>;
  const band = point.band ? ` [${formatTrendValue(point.band[0], asPercent)}, ${formatTrendValue(point.band[1], asPercent)}]` : "";
  const counted = point.count === null ? "" : `${point.count}/`;
  return (
    <span className={styles.cell}>
      {formatTrendValue(point.value, asPercent)}
      <span className="muted">
        {band} {counted}
        {point.n}
      </span>
    </span>
  );
}

function PairText({ pair }: { pair: TrendPair | null | undefined }) {
  if (!pair || pair.deltaPp === null) return null;
  const interval = pair.ci95Pp ? ` [${formatPp(pair.ci95Pp[0])}, ${formatPp(pair.ci95Pp[1])}]` : "";
  return (
    <div className={`${styles.cell} small`}>
      {formatPp(pair.deltaPp)}
      <span className="muted">{interval}</span>
      {pair.flag ? (
        <strong className={styles[pair.flag]} data-testid="pair-flag">
          {" "}
          {pair.flag}
        </strong>
      ) : null}
    </div>
  );
}

/** The chart's numbers, server-rendered: value, 95% interval, count/n, and the change from the previous comparable run. */
export function TrendNumbers({
  series,
  runs,
  thresholdParam,
  open,
}: {
  series: TrendMetricSeries;
  runs: TrendRun[];
  thresholdParam: string | null;
  open: boolean;
}) {
  const asPercent = series.band === "wilson95";
  return (
    <details className={styles.numbers} open={open}>
      <summary>
        Numbers for {runs.length} runs × {series.modes.length} modes
      </summary>
      <div className="table-wrap">
        <table className="data" data-testid={`trend-numbers-${series.metric}`}>
          <thead>
            <tr>
              <th scope="col">run</th>
              {series.modes.map((line) => (
                <th key={line.mode} scope="col">
                  {modeLabel(line.mode)}
                </th>
              ))}
              <th scope="col">vs previous</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run, i) => (
              <tr key={run.runId} data-testid={`trend-row-${run.runId}`}>
                <th scope="row">
                  <Link href={buildRunHref(run.runId)} className={styles.runId}>
                    {run.runId}
                  </Link>
                </th>
                {series.modes.map((line) => (
                  <td key={line.mode}>
                    <PointText point={line.points[i]} asPercent={asPercent} />
                    <PairText pair={line.pairs[i]} />
                  </td>
                ))}
                <td className="small">
                  {run.previousRunId !== null && run.setApart === null ? (
                    <Link href={buildCompareHref(run.previousRunId, run.runId, thresholdParam)}>compare</Link>
                  ) : (
                    <span className="muted">{run.previousRunId === null ? "first run" : "set apart"}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
