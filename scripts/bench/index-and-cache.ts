import { appendFileSync, closeSync, copyFileSync, mkdirSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { createRunCatalog, listRunIndex } from "../../lib/bench/run-catalog";
import type { RunFile } from "../../lib/bench/discover-runs";
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

/** Cold vs warm summary of one run: warm in memory, and after a restart from the disk cache. */
export async function measureWarmSummary(benchDir: string, cacheDir: string) {
  const catalog = createRunCatalog(benchDir, cacheDir);
  const largest = (runs: RunFile[]) => [...runs].sort((a, b) => b.size - a.size)[0];
  const run = largest(await catalog.discover());
  if (!run) throw new Error("no run to measure");
  const coldMs = await timeAsyncMs(() => catalog.loadQa(run));
  const warmMemoryMs = await medianMs(21, () => catalog.loadQa(run));
  const restarted = createRunCatalog(benchDir, cacheDir);
  const again = largest(await restarted.discover());
  const warmDiskMs = await timeAsyncMs(() => restarted.loadQa(again ?? run));
  const appended = readHead(run.file, 1 << 20).split("\n").slice(0, 1000).join("\n") + "\n";
  appendFileSync(run.file, appended);
  const grown = largest(await catalog.discover());
  const grownMs = await timeAsyncMs(() => catalog.loadQa(grown ?? run));
  return { coldMs, warmMemoryMs, warmDiskMs, appendedRows: 1000, grownMs, grownBytesRead: catalog.progressOf(run.file)?.bytesRead ?? null };
}

/** The runs index over many small runs: first listing parses every file, later ones hit the cache. */
export async function measureRunsIndex(sourceRun: string, folder: string, count: number, cacheDir: string) {
  mkdirSync(path.join(folder, "qa"), { recursive: true });
  for (let i = 0; i < count; i += 1) copyFileSync(sourceRun, path.join(folder, "qa", `run-${String(i).padStart(4, "0")}.jsonl`));
  const catalog = createRunCatalog(folder, cacheDir);
  const coldMs = await timeAsyncMs(() => listRunIndex(catalog));
  const warmMs = await medianMs(5, () => listRunIndex(catalog));
  return { runs: count, coldMs, warmMs };
}
