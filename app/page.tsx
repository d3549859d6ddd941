import { Suspense } from "react";
import { listRuns } from "@/app/_server/store";
import { RunsTable } from "@/components/runs-table";
import { LocalOpenPanel } from "@/components/local/local-open-panel";
import { LiveUpdates } from "@/components/live/live-updates";

export const dynamic = "force-dynamic";

async function RunsSection() {
  const { runs, warnings } = await listRuns();
  if (runs.length === 0 && warnings.length === 0) {
    return (
      <p className="muted">
        No runs found. Put QA sweeps in <code>qa/*.jsonl</code> and controller results in <code>controller/*.results.json</code> under the bench data folder.
      </p>
    );
  }
  return (
    <>
      {warnings.length > 0 ? (
        <ul className="banner small" data-testid="runs-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <LiveUpdates url="/api/runs/events" running={runs.some((run) => run.live?.state === "running")} />
      <RunsTable runs={runs} />
    </>
  );
}

export default function RunsPage() {
  return (
    <>
      <h1>Bench runs</h1>
      <p className="muted">Every QA sweep and controller bench under the bench data folder. Sort, filter and the compare picks live in the URL.</p>
      <section className="panel" aria-label="Runs">
        <Suspense fallback={<div className="skeleton" data-testid="runs-skeleton" />}>
          <RunsSection />
        </Suspense>
      </section>
      <LocalOpenPanel />
    </>
  );
}
