"use client";

import Link from "next/link";
import { useMemo } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { StaticTable } from "../data-table/static-table";
import { RunIdLink } from "./run-id-link";
import type { TrendRun } from "@/lib/trends/build-trends";
import { ProvenanceBadge } from "@/components/provenance-badge";
import { BreakableId } from "@/components/breakable-id";
import { buildCompareHref } from "@/lib/trends/trend-links";
import styles from "./trends.module.css";

function Joined({ run, thresholdParam }: { run: TrendRun; thresholdParam: string | null }) {
  if (run.previousRunId === null) return <span className="muted">first run shown</span>;
  if (run.setApart !== null) return <span data-testid="set-apart">set apart: {run.setApart}</span>;
  return (
    <Link href={buildCompareHref(run.previousRunId, run.runId, thresholdParam)} title={`compare ${run.previousRunId} with ${run.runId}`}>
      joined: compare with previous
    </Link>
  );
}

function PolicyChanges({ run }: { run: TrendRun }) {
  if (run.policyChanges === null) return <span className="muted">{run.previousRunId !== null && run.setApart === null ? "not recorded" : "—"}</span>;
  if (run.policyChanges.length === 0) return <span className="muted">unchanged</span>;
  return (
    <span className="row" style={{ gap: "0.25rem" }}>
      {run.policyChanges.map((change) => (
        <span key={change.flag} className={`badge flag ${styles.wrap}`} data-testid="policy-change">
          <BreakableId text={change.flag} />: {JSON.stringify(change.from)} → {JSON.stringify(change.to)}
        </span>
      ))}
    </span>
  );
}

const column = createColumnHelper<TrendRun>();

function buildColumns(thresholdParam: string | null) {
  return [
    column.accessor("runId", {
      header: "run",
      meta: { rowHeader: true },
      cell: (info) => <RunIdLink runId={info.getValue()} />,
    }),
    column.accessor((run) => run.title ?? "", { id: "title", header: "title", cell: (info) => info.getValue() || <span className="muted">no title</span> }),
    column.accessor("provenance", { header: "provenance", cell: (info) => <ProvenanceBadge provenance={info.getValue()} /> }),
    column.accessor("questionCount", { header: "questions", meta: { num: true } }),
    column.accessor((run) => `${run.questionFile ?? ""} ${run.modelProfile ?? ""}`, {
      id: "source",
      header: "question file · model",
      cell: ({ row: { original: run } }) => (
        <span className="small">
          {run.questionFile ? <BreakableId text={run.questionFile} /> : <span className="muted">file not recorded</span>} ·{" "}
          {run.modelProfile ? <BreakableId text={run.modelProfile} /> : <span className="muted">model not recorded</span>}
        </span>
      ),
    }),
    column.display({
      id: "joined",
      header: "vs previous run",
      meta: { className: styles.reason },
      cell: ({ row: { original: run } }) => (
        <span className="small">
          <Joined run={run} thresholdParam={thresholdParam} />
        </span>
      ),
    }),
    column.display({
      id: "policy",
      header: "policy changes",
      cell: ({ row: { original: run } }) => (
        <span className="small">
          <PolicyChanges run={run} />
        </span>
      ),
    }),
  ];
}

/** One row per run on the page: what it is, whether it is joined to the run before, and what policy changed. */
export function TrendRuns({ runs, thresholdParam }: { runs: TrendRun[]; thresholdParam: string | null }) {
  const columns = useMemo(() => buildColumns(thresholdParam), [thresholdParam]);
  return <StaticTable data={runs} columns={columns} testId="trend-runs" rowTestId={(run) => `trend-run-${run.runId}`} caption="Runs on this page" />;
}
