"use client";

import Link from "next/link";
import { useMemo } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { StaticTable } from "../data-table/static-table";
import { RunIdLink } from "./run-id-link";
import { modeLabel } from "@/lib/bench/runs/format";
import type { TrendMetricSeries, TrendRun } from "@/lib/trends/build-trends";
import type { TrendPair } from "@/lib/trends/pair-flag";
import type { TrendPoint } from "@/lib/trends/metrics";
import { formatPp } from "@/lib/gate/rule/rule-labels";
import { buildCompareHref } from "@/lib/trends/trend-links";
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

type NumbersRow = { run: TrendRun; i: number };
const column = createColumnHelper<NumbersRow>();

function buildColumns(series: TrendMetricSeries, thresholdParam: string | null) {
  const asPercent = series.band === "wilson95";
  return [
    column.accessor((row) => row.run.runId, {
      id: "run",
      header: "run",
      meta: { rowHeader: true },
      cell: (info) => <RunIdLink runId={info.getValue()} />,
    }),
    ...series.modes.map((line) =>
      column.accessor((row) => line.points[row.i]?.value ?? -1, {
        id: line.mode,
        header: modeLabel(line.mode),
        cell: (info) => (
          <>
            <PointText point={line.points[info.row.original.i]} asPercent={asPercent} />
            <PairText pair={line.pairs[info.row.original.i]} />
          </>
        ),
      }),
    ),
    column.display({
      id: "previous",
      header: "vs previous",
      cell: ({ row: { original } }) =>
        original.run.previousRunId !== null && original.run.setApart === null ? (
          <Link href={buildCompareHref(original.run.previousRunId, original.run.runId, thresholdParam)}>compare</Link>
        ) : (
          <span className="muted">{original.run.previousRunId === null ? "first run" : "set apart"}</span>
        ),
    }),
  ];
}

/** The chart's numbers: value, 95% interval, count/n, and the change from the previous comparable run. */
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
  const columns = useMemo(() => buildColumns(series, thresholdParam), [series, thresholdParam]);
  return (
    <details className={styles.numbers} open={open}>
      <summary>
        Numbers for {runs.length} runs × {series.modes.length} modes
      </summary>
      <StaticTable
        data={runs.map((run, i) => ({ run, i }))}
        columns={columns}
        sortable={false}
        testId={`trend-numbers-${series.metric}`}
        rowTestId={(row) => `trend-row-${row.run.runId}`}
        caption={`${series.label} per run and mode`}
      />
    </details>
  );
}
