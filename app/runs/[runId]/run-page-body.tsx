import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { describeRunLive, findRun, getStore } from "@/app/_server/store";
import { QaRunView } from "@/components/qa-run-view";
import { ControllerRunView } from "@/components/controller-run-view";
import { ServerCellSourceProvider } from "@/components/cells/cell-source-context";
import { RunDecisionLinks } from "@/components/decisions/run-decision-links";
import { loadQaPage, loadQaPageOrWait, type Search } from "./load-qa-page";

export function describeRunPage(runId: string): Metadata {
  const run = findRun(runId);
  return { title: run === null ? "Run not found" : `${runId} · ${run.kind === "qa" ? "QA run" : "controller run"}` };
}

/**
 * The run page, read before anything is sent so that a missing or busy run still gets its own status code. A cached
 * render must not keep a busy redirect for good: there a busy store is an error, which Next does not cache.
 */
export async function RunPageBody({ runId, search, cached = false }: { runId: string; search: Search; cached?: boolean }) {
  const run = findRun(runId);
  if (run === null) notFound();
  if (run.kind === "controller") return <ControllerRunView run={await getStore().loadController(run)} />;
  const loaded = await (cached ? loadQaPage(run, search) : loadQaPageOrWait(run, search));
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
