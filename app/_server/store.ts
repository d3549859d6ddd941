import "server-only";
import type { RunFile } from "@/lib/bench/run-file";
import { resolveBenchDir } from "@/lib/bench/server/discover-runs";
import { createRunStore, type QaRunData, type RunStore } from "@/lib/bench/server/run-store";
import { listRunIndex, type RunIndex } from "@/lib/bench/server/list-runs";
import { toControllerIndexRow, type ControllerRun } from "@/lib/controller/controller-run";
import { loadControllerRun } from "@/lib/controller/server/load-controller-run";
import type { RunSummary } from "@/lib/bench/run-summary";
import { describeLive, type LiveStatus } from "@/lib/bench/live-status";

const DEFAULT_MEMORY_MB = 512;
type Store = RunStore<ControllerRun>;
const globalStore = globalThis as unknown as { __arboristStore?: { key: string; store: Store } };

function readMemoryBytes(): number {
  const megabytes = Number(process.env.ARBORIST_MEMORY_MB ?? DEFAULT_MEMORY_MB);
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MEMORY_MB) * 1024 * 1024;
}

/** The process's one run store (lib/bench/server/run-store.ts), rebuilt only if its settings change. */
export function getStore(): Store {
  const benchDir = resolveBenchDir();
  const cacheDir = process.env.ARBORIST_CACHE_DIR ?? ".cache/summaries";
  const memoryBytes = readMemoryBytes();
  const key = JSON.stringify([benchDir, cacheDir, memoryBytes]);
  if (globalStore.__arboristStore?.key !== key) {
    globalStore.__arboristStore = { key, store: createRunStore({ benchDir, cacheDir, memoryBytes, loadController: loadControllerRun }) };
  }
  return globalStore.__arboristStore.store;
}

export function listRuns(): Promise<RunIndex> {
  return listRunIndex(getStore(), toControllerIndexRow);
}

export function findRun(runId: string): RunFile | null {
  return getStore().findRun(runId);
}

export type FoundRun = { kind: "qa"; summary: RunSummary } | { kind: "controller"; run: ControllerRun };

export async function getRun(runId: string): Promise<FoundRun | null> {
  const run = findRun(runId);
  if (run === null) return null;
  const store = getStore();
  return run.kind === "qa" ? { kind: "qa", summary: await store.loadSummary(run) } : { kind: "controller", run: await store.loadController(run) };
}

/** Runs `task` on a QA run's summary and cell table, under the store's lock; null for unknown or controller runs. */
export async function withQaRun<T>(runId: string, task: (data: QaRunData) => T | Promise<T>): Promise<{ found: true; value: T } | { found: false }> {
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return { found: false };
  return { found: true, value: await getStore().withData(run, task) };
}

/** Whether the run is still being written, as of now. */
export function describeRunLive(run: RunFile, summary: RunSummary): LiveStatus {
  return describeLive(summary, run, Date.now());
}
