import "server-only";
import { cache } from "react";
import { resolveBenchDir } from "@/lib/bench/discover-runs";
import { createRunCatalog, listRunIndex, loadRunFile, type RunCatalog } from "@/lib/bench/run-catalog";
import type { RunIndexRow } from "@/lib/bench/run-index";

const globalStore = globalThis as unknown as { __arboristStore?: RunCatalog };

export function getStore(): RunCatalog {
  const benchDir = resolveBenchDir();
  if (globalStore.__arboristStore?.benchDir !== benchDir) {
    globalStore.__arboristStore = createRunCatalog(benchDir, process.env.ARBORIST_CACHE_DIR ?? ".cache/summaries");
  }
  return globalStore.__arboristStore;
}

export function listRuns(): Promise<RunIndexRow[]> {
  return listRunIndex(getStore());
}

/** One folder scan per request: the run page checks existence before streaming, then loads the same file. */
const findRunFile = cache((runId: string) => getStore().findRun(runId));

export async function getRun(runId: string) {
  const run = await findRunFile(runId);
  return run ? loadRunFile(getStore(), run) : null;
}

export async function runExists(runId: string): Promise<boolean> {
  return (await findRunFile(runId)) !== null;
}
