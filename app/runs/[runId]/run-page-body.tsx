import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { describeRunLive, findRun, getStore } from "@/app/_server/store";
import { QaRunView } from "@/components/qa-run-view";
import { ControllerRunView } from "@/components/controller-run-view";
import { ServerCellSourceProvider } from "@/components/cells/cell-source-context";
import { RunDecisionLinks } from "@/components/decisions/run-decision-links";
import { loadQaPageOrWait, type Search } from "./load-qa-page";

export function describeRunPage(runId: string): Metadata {
  const run = findRun(runId);
  return { title: run === null ? "Run not found" : `${runId} · ${run.kind === "qa" ? "QA run" : "controller run"}` };
}

/** The run page, read before anything is sent so that a missing or busy run still gets its own status code. */
export async function RunPageBody({ runId, search }: { runId: string; search: Search }) {
  const run = findRun(runId);
  if (run === null) notFound();
  if (run.kind === "controller") return <ControllerRunView run={await getStore().loadController(run)} />;
  const loaded = await loadQaPageOrWait(run, search);
  if (loaded === null) notFound();
  return (
    <ServerCellSourceProvider runId={run.runId}>
      <QaRunView
        run={loaded.summary}
        pages={loaded.pages}
        search={loaded.search}
        live={describeRunLive(run, loaded.summary)}
        links={<RunDecisionLinks runId={run.runId} meta={loaded.summary.meta} />}
      />
    </ServerCellSourceProvider>
  );
}
