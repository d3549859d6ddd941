import Link from "next/link";
import type { TrendRun } from "@/lib/trends/build-trends";
import { ProvenanceBadge } from "@/components/provenance-badge";
import { BreakableId } from "@/components/breakable-id";
import { buildCompareHref, buildRunHref } from "@/lib/trends/trend-links";
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
          {change.flag}: {JSON.stringify(change.from)} → {JSON.stringify(change.to)}
        </span>
      ))}
    </span>
  );
}

/** One row per run on the page: what it is, whether it is joined to the run before, and what policy changed. */
export function TrendRuns({ runs, thresholdParam }: { runs: TrendRun[]; thresholdParam: string | null }) {
  return (
    <div className="table-wrap">
      <table className="data" data-testid="trend-runs">
        <thead>
          <tr>
            <th scope="col">run</th>
            <th scope="col">title</th>
            <th scope="col">provenance</th>
            <th scope="col" className="num">
              questions
            </th>
            <th scope="col">question file · model</th>
            <th scope="col" className={styles.reason}>
              vs previous run
            </th>
            <th scope="col">policy changes</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.runId} data-testid={`trend-run-${run.runId}`}>
              <th scope="row">
                <Link href={buildRunHref(run.runId)} className={styles.runId}>
                  {run.runId}
                </Link>
              </th>
              <td>{run.title ?? <span className="muted">no title</span>}</td>
              <td>
                <ProvenanceBadge provenance={run.provenance} />
              </td>
              <td className="num">{run.questionCount}</td>
              <td className="small">
                {run.questionFile ? <BreakableId text={run.questionFile} /> : <span className="muted">file not recorded</span>} ·{" "}
                {run.modelProfile ? <BreakableId text={run.modelProfile} /> : <span className="muted">model not recorded</span>}
              </td>
              <td className="small">
                <Joined run={run} thresholdParam={thresholdParam} />
              </td>
              <td className="small">
                <PolicyChanges run={run} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
