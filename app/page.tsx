import type { Metadata } from "next";
import { Suspense } from "react";
import { listRuns } from "@/app/_server/store";
import { RunsTable } from "@/components/runs-table";
import { LocalOpenPanel } from "@/components/local/local-open-panel";
import { LiveUpdates } from "@/components/live/live-updates";
import { listCompareChoices, pageRunIndex, runIndexQuerySchema } from "@/lib/bench/runs/run-index-query";
import { pickRunIndexParams } from "@/lib/bench/runs/run-index-params";
import { parseQuery } from "@/lib/http/parse-query";
import { formatIssue } from "@/lib/json/format-path";

export const dynamic = "force-dynamic";

// The root segment is the layout's own, where its title template does not apply.
export const metadata: Metadata = { title: { absolute: "Runs · Arborist Bench" } };

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** The URL's index parameters, or the defaults and what was wrong with them. */
function readIndexQuery(search: Search) {
  const key = pickRunIndexParams((name) => first(search[name]));
  const parsed = parseQuery(runIndexQuerySchema, new URLSearchParams(key));
  if (parsed.ok) return { key, query: parsed.query, problems: [] };
  return { key: "", query: runIndexQuerySchema.parse({}), problems: parsed.issues.map(formatIssue) };
}

async function RunsSection({ search }: { search: Search }) {
  const index = await listRuns();
  if (index.runs.length === 0 && index.warnings.length === 0) {
    return (
      <p className="muted">
        No runs found. Put QA sweeps in <code>qa/*.jsonl</code> and controller results in <code>controller/*.results.json</code> under the bench data folder.
      </p>
    );
  }
  const { key, query, problems } = readIndexQuery(search);
  const page = pageRunIndex(index, query);
  const liveUrl = `/api/runs/events?runs=${page.runs.map((run) => encodeURIComponent(run.runId)).join(",")}`;
  const warnings = [...problems.map((problem) => `ignored in the URL: ${problem}`), ...page.warnings];
  return (
    <>
      {warnings.length > 0 ? (
        <ul className="banner small" data-testid="runs-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <LiveUpdates url={liveUrl} running={page.running > 0} />
      <RunsTable initial={page} initialKey={key} compareChoices={listCompareChoices(index.runs)} />
    </>
  );
}

export default async function RunsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <>
      <h1>Bench runs</h1>
      <p className="muted">Every QA sweep and controller bench under the bench data folder. Sort, filter, page and the compare picks live in the URL.</p>
      <section className="panel" aria-label="Runs">
        <Suspense fallback={<div className="skeleton" data-testid="runs-skeleton" />}>
          <RunsSection search={search} />
        </Suspense>
      </section>
      <LocalOpenPanel />
    </>
  );
}
