import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { describeRunLive, findRun, getStore, withQaRun } from "@/app/_server/store";
import { QaRunView } from "@/components/qa-run-view";
import { ControllerRunView } from "@/components/controller-run-view";
import { ServerCellSourceProvider } from "@/components/cells/cell-source-context";
import { buildRunPages } from "@/lib/bench/run-pages";

export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

async function QaSection({ runId, search }: { runId: string; search: Search }) {
  const loaded = await withQaRun(runId, (data) => ({ summary: data.summary, pages: buildRunPages(data.state.acc.table, (name) => first(search[name])) }));
  const file = findRun(runId);
  if (!loaded.found || file === null) notFound();
  const live = describeRunLive(file, loaded.value.summary);
  return (
    <ServerCellSourceProvider runId={runId}>
      <QaRunView run={loaded.value.summary} pages={loaded.value.pages} live={live} />
    </ServerCellSourceProvider>
  );
}

async function ControllerSection({ runId }: { runId: string }) {
  const run = findRun(runId);
  if (run === null) notFound();
  return <ControllerRunView run={await getStore().loadController(run)} />;
}

export async function generateMetadata({ params }: { params: Promise<{ runId: string }> }): Promise<Metadata> {
  const { runId } = await params;
  const run = findRun(runId);
  return { title: run === null ? "Run not found · Arborist Bench" : `${runId} · ${run.kind === "qa" ? "QA run" : "controller run"} · Arborist Bench` };
}

export default async function RunPage({ params, searchParams }: { params: Promise<{ runId: string }>; searchParams: Promise<Search> }) {
  const { runId } = await params;
  const run = findRun(runId);
  if (run === null) notFound();
  const search = await searchParams;
  return (
    <Suspense fallback={<div className="skeleton" data-testid="run-skeleton" />}>
      {run.kind === "qa" ? <QaSection runId={runId} search={search} /> : <ControllerSection runId={runId} />}
    </Suspense>
  );
}
