import "server-only";
import { createRunStore, type RunStore } from "@/lib/bench/run-store";
import path from "node:path";
import { resolveBenchDir } from "@/lib/bench/discover-runs";
import { createDiskCache } from "@/lib/bench/disk-cache";
import { sortIndex, toQaIndexRow, type RunIndexRow } from "@/lib/bench/run-index";
import { loadControllerRun, toControllerIndexRow, type ControllerRun } from "@/lib/controller/load-controller-run";

const globalStore = globalThis as unknown as { __arboristStore?: RunStore<ControllerRun> };

export function getStore(): RunStore<ControllerRun> {
  const benchDir = resolveBenchDir();
  if (globalStore.__arboristStore?.benchDir !== benchDir) {
    const cacheDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.ARBORIST_CACHE_DIR ?? ".cache/summaries");
    globalStore.__arboristStore = createRunStore(benchDir, loadControllerRun, createDiskCache(cacheDir));
  }
  return globalStore.__arboristStore;
}

export async function listRuns(): Promise<RunIndexRow[]> {
  const store = getStore();
  const files = await store.discover();
  const rows = await Promise.all(
    files.map(async (run) => (run.kind === "qa" ? toQaIndexRow(await store.loadQa(run)) : toControllerIndexRow(await store.loadController(run)))),
  );
  return sortIndex(rows);
}

export async function getRun(runId: string) {
  const store = getStore();
  const run = await store.findRun(runId);
  if (!run) return null;
  return run.kind === "qa" ? { kind: "qa" as const, run: await store.loadQa(run) } : { kind: "controller" as const, run: await store.loadController(run) };
}

export async function runExists(runId: string): Promise<boolean> {
  return (await getStore().findRun(runId)) !== null;
}
