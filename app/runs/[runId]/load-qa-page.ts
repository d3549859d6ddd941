import "server-only";
import { redirect } from "next/navigation";
import { StoreBusyError } from "@/lib/bench/server/cold-read-gate";
import type { RunFile } from "@/lib/bench/run-file";
import { buildDefaultRunPages, type RunPages } from "@/lib/bench/run-pages";
import type { RunSummary } from "@/lib/bench/run-summary";
import { getStore, withQaRun } from "@/app/_server/store";
import { recordLoadedRunPage, stampRunFile } from "@/app/_server/run-page-stamp";

/**
 * A QA run page's data (summary and the first page of each table, unfiltered: the browser asks for the page its URL
 * names), computed once per file stamp; a warm request of an unchanged run only checks the stamp.
 */
export async function loadQaPage(run: RunFile): Promise<{ summary: RunSummary; pages: RunPages } | null> {
  const loaded = await withQaRun(run.runId, (data) =>
    getStore().memo(`run-page|${run.file}`, stampRunFile(run), () => ({ summary: data.summary, pages: buildDefaultRunPages(data.state.acc.table) })),
  );
  return loaded.found ? loaded.value : null;
}

/**
 * A full store answers with the busy page (503 and Retry-After), not an error: the data is fine, only later. A stamp
 * loaded without error may be served from the page cache from now on (proxy.ts).
 */
export async function loadQaPageOrWait(run: RunFile): ReturnType<typeof loadQaPage> {
  try {
    const loaded = await loadQaPage(run);
    if (loaded !== null) recordLoadedRunPage(run);
    return loaded;
  } catch (error) {
    if (error instanceof StoreBusyError) redirect(`/runs/${encodeURIComponent(run.runId)}/busy?retry=${error.retryAfterSeconds}`);
    throw error;
  }
}
