import "server-only";
import { resolveBenchDir } from "@/lib/bench/discover-runs";
import { createRunCatalog, listRunIndex, loadRunById, type RunCatalog } from "@/lib/bench/run-catalog";
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

export function getRun(runId: string) {
  return loadRunById(getStore(), runId);
}

export async function runExists(runId: string): Promise<boolean> {
  return (await getStore().findRun(runId)) !== null;
}
