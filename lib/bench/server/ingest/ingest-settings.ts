import { availableParallelism } from "node:os";

import type { RangeSizes } from "./split-ranges";

/** `maxCellsPerRow`: past it in the first range, the rest is read in-thread too (parallel-read.ts). */
export type IngestSettings = RangeSizes & { workers: number; maxCellsPerRow?: number };

/**
 * Below this a file is read on the calling thread: starting workers costs more than they save (a 47 MiB file took
 * 1.43-1.79 s with two workers and 1.15-1.33 s in-thread here), and a file up to FULL_DIGEST_BYTES is hashed while
 * it streams in-thread but read once more for its hash after a parallel read.
 */
const DEFAULT_PARALLEL_MB = 64;
/**
 * Ranges start at 8 MiB and grow to 64 MiB while they hold few cells: on 1M rows over 134 questions, 64 MiB ranges took
 * 3.04 s against 3.48 s (a result per 8 MiB repeated the same 402 cells); over 111,111 questions a range of 8 MiB already
 * holds ~4,400 cells, and larger ones raised the peak memory past 300 MB (2026-12-02).
 */
/**
 * On two cores, 1M rows with 0.03 cells per row (134 questions) took 2.8 s on two workers against ~3.9 s in-thread, while
 * 0.2 (66,667 questions, 5 samples) took 4.2-4.4 s against 3.6-3.7 s and 0.33 (111,111 questions, 3 samples) 4.3 s
 * against 4.0 s (2026-12-02): the crossing lies between, and 0.1 splits the measured shapes.
 */
const MAX_PARALLEL_CELLS_PER_ROW = 0.1;
const RANGE_SIZES = { rangeBytes: 8 * 1024 * 1024, maxRangeBytes: 64 * 1024 * 1024, targetCells: 4096 };

function readCount(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text.slice(0, 20)}"`);
  return value;
}

/**
 * How a whole read of `size` bytes runs: ARBORIST_INGEST_WORKERS threads (default one per core; 0 = never) once the
 * file has ARBORIST_INGEST_PARALLEL_MB mebibytes (default 64), else null: read on the calling thread.
 */
export function ingestSettings(size: number, env: Record<string, string | undefined> = process.env): IngestSettings | null {
  const workers = readCount(env, "ARBORIST_INGEST_WORKERS", availableParallelism());
  const minBytes = readCount(env, "ARBORIST_INGEST_PARALLEL_MB", DEFAULT_PARALLEL_MB) * 1024 * 1024;
  return workers === 0 || size < minBytes ? null : { workers, ...RANGE_SIZES, maxCellsPerRow: MAX_PARALLEL_CELLS_PER_ROW };
}
