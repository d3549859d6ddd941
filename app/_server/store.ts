import "server-only";
import type { RunFile } from "@/lib/bench/runs/run-file";
import { resolveBenchDir } from "@/lib/bench/server/discover-runs";
import { createRunStore, type QaRunData, type RunStore } from "@/lib/bench/server/run-store";
import { listRunIndex, type RunIndex } from "@/lib/bench/server/list-runs";
import { toControllerIndexRow, type ControllerRun } from "@/lib/controller/runs/controller-run";
import { loadControllerRun } from "@/lib/controller/server/load-controller-run";
import type { RunSummary } from "@/lib/bench/accumulate/run-summary";
import { describeLive, type LiveStatus } from "@/lib/bench/runs/live-status";
import type { ReadBytes } from "@/lib/bench/cells/cell-rows";

const DEFAULT_MEMORY_MB = 512;
const DEFAULT_COLD_READS = 2;
const DEFAULT_COLD_READ_WAIT_S = 120;
const STORE_SHARE = 0.5;
type Store = RunStore<ControllerRun>;
const globalStore = globalThis as unknown as { __arboristStore?: { key: string; store: Store } };

function readPositive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The store's share of the process's budget (ARBORIST_MEMORY_MB): the rest is left to the framework, requests in
 * flight and the garbage a read leaves until the next collection.
 */
function readStoreBytes(): number {
  return Math.round(readPositive("ARBORIST_MEMORY_MB", DEFAULT_MEMORY_MB) * STORE_SHARE * 1024 * 1024);
}

/** The process's one run store (lib/bench/server/run-store.ts), rebuilt only if its settings change. */
export function getStore(): Store {
  const benchDir = resolveBenchDir();
  const cacheDir = process.env.ARBORIST_CACHE_DIR ?? ".cache/summaries";
  const memoryBytes = readStoreBytes();
  const coldReads = Math.floor(readPositive("ARBORIST_COLD_READS", DEFAULT_COLD_READS));
  const coldReadWaitMs = readPositive("ARBORIST_COLD_READ_WAIT_S", DEFAULT_COLD_READ_WAIT_S) * 1000;
  const key = JSON.stringify([benchDir, cacheDir, memoryBytes, coldReads, coldReadWaitMs]);
  if (globalStore.__arboristStore?.key !== key) {
    const options = { benchDir, cacheDir, memoryBytes, coldReads, coldReadWaitMs, loadController: loadControllerRun };
    globalStore.__arboristStore = { key, store: createRunStore(options) };
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

export type QaRunResult<T> = { found: true; value: T } | { found: false };

/** Runs `task` on a QA run's summary and cell table, under the store's lock; not found for unknown or controller runs. */
export async function withQaRun<T>(runId: string, task: (data: QaRunData, run: RunFile) => T | Promise<T>): Promise<QaRunResult<T>> {
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return { found: false };
  return { found: true, value: await getStore().withData(run, (data) => task(data, run)) };
}

/** `withQaRun` with a reader of the bytes of the very file the cell table was read from (the store re-reads a replaced file). */
export async function withQaRunFile<T>(runId: string, task: (data: QaRunData, readBytes: ReadBytes) => Promise<T>): Promise<QaRunResult<T>> {
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return { found: false };
  return { found: true, value: await getStore().withFileData(run, task) };
}

/** Whether the run is still being written, as of now. */
export function describeRunLive(run: RunFile, summary: RunSummary): LiveStatus {
  return describeLive(summary, run, Date.now());
}
