import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { describeRunLive, findRun, getStore } from "@/app/_server/store";
import type { RunFile } from "@/lib/bench/run-file";
import { QaRunView } from "@/components/qa-run-view";
import { ControllerRunView } from "@/components/controller-run-view";
import { ServerCellSourceProvider } from "@/components/cells/cell-source-context";
import { loadQaPage, type Search } from "./load-qa-page";

export const dynamic = "force-dynamic";

async function QaSection({ run, search }: { run: RunFile; search: Search }) {
  const loaded = await loadQaPage(run, search);
  if (loaded === null) notFound();
  const live = describeRunLive(run, loaded.summary);
  return (
    <ServerCellSourceProvider runId={run.runId}>
      <QaRunView run={loaded.summary} pages={loaded.pages} live={live} />
    </ServerCellSourceProvider>
  );
}

async function ControllerSection({ run }: { run: RunFile }) {
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
      {run.kind === "qa" ? <QaSection run={run} search={search} /> : <ControllerSection run={run} />}
    </Suspense>
  );
}
