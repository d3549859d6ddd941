import { appendFileSync, closeSync, copyFileSync, mkdirSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { createRunStore } from "../../lib/bench/server/run-store";
import { listRunIndex } from "../../lib/bench/server/list-runs";
import { toControllerIndexRow } from "../../lib/controller/runs/controller-run";
import { loadControllerRun } from "../../lib/controller/server/load-controller-run";
import type { RunFile } from "../../lib/bench/runs/run-file";
import { timeAsyncMs } from "./measure";

/** The first bytes only: a 600 MB file does not fit in one JS string. */
function readHead(file: string, bytes: number): string {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString("utf8");
  } finally {
    closeSync(fd);
  }
}

async function medianMs(times: number, action: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) samples.push(await timeAsyncMs(action));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const createStore = (benchDir: string, cacheDir: string) =>
  createRunStore({ benchDir, cacheDir, memoryBytes: 512 * 1024 * 1024, loadController: loadControllerRun });

/** Cold vs warm summary of one run: warm in memory, and after a restart from the disk cache. */
export async function measureWarmSummary(benchDir: string, cacheDir: string) {
  const store = createStore(benchDir, cacheDir);
  const largest = (runs: RunFile[]) => [...runs].sort((a, b) => b.size - a.size)[0];
  const run = largest(store.discover());
  if (!run) throw new Error("no run to measure");
  const coldMs = await timeAsyncMs(() => store.loadData(run));
  const warmMemoryMs = await medianMs(21, () => store.loadSummary(run));
  const warmDiskMs = await timeAsyncMs(() => createStore(benchDir, cacheDir).loadSummary(run));
  const appended =
    readHead(run.file, 1 << 20)
      .split("\n")
      .slice(0, 1000)
      .join("\n") + "\n";
  appendFileSync(run.file, appended);
  let grownBytesRead = 0;
  const grownMs = await timeAsyncMs(async () => {
    const grown = largest(store.discover());
    if (!grown) throw new Error("the run vanished");
    grownBytesRead = (await store.loadData(grown)).state.bytesParsed;
  });
  return { coldMs, warmMemoryMs, warmDiskMs, appendedRows: 1000, grownMs, grownBytesRead };
}

/** The runs index over many small runs: first listing parses every file, later ones hit the cache. */
export async function measureRunsIndex(sourceRun: string, folder: string, count: number, cacheDir: string) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  for (let i = 0; i < count; i += 1) copyFileSync(sourceRun, path.join(folder, "qa", `run-${String(i).padStart(4, "0")}.jsonl`));
  const store = createStore(folder, cacheDir);
  const coldMs = await timeAsyncMs(() => listRunIndex(store, toControllerIndexRow));
  const warmMs = await medianMs(5, () => listRunIndex(store, toControllerIndexRow));
  return { runs: count, coldMs, warmMs };
}
