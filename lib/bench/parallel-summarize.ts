import { stat } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { finishRun, type RunSummary } from "./summarize-run";
import { readRunMeta, summarizeQaFile } from "./read-qa-file";
import { splitAtNewlines } from "./split-ranges";
import { createRunMerger } from "./merge-accumulators";
import type { ByteRange, RangePartial } from "./range-reader";

const WORKER_URL = new URL("./summarize-worker-boot.mjs", import.meta.url);

function readRangeInWorker(file: string, range: ByteRange): Promise<RangePartial> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { file, range } });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`summarize worker for bytes ${range.start}-${range.end} exited (${code}) without a result`)));
  });
}

/**
 * Same RunSummary as summarizeQaFile, read by `workers` threads over byte ranges split at line starts and merged in
 * file order. For the CLI and benchmarks; the server keeps the sequential, resumable reader.
 */
export async function summarizeQaFileParallel(
  file: string,
  runId: string,
  metaPath?: string | null,
  { workers = 2 }: { workers?: number } = {},
): Promise<RunSummary> {
  const { meta, issues } = await readRunMeta(metaPath);
  const ranges = await splitAtNewlines(file, (await stat(file)).size, Math.max(1, workers));
  const partials = await Promise.all(ranges.map((range) => readRangeInWorker(file, range)));
  const merger = createRunMerger(path.basename(file));
  for (const partial of partials) merger.add(partial);
  if (!merger.isExact()) return summarizeQaFile(file, runId, metaPath);
  return finishRun(merger.acc, runId, meta, issues);
}
