import { availableParallelism } from "node:os";

export type IngestSettings = { workers: number; rangeBytes: number };

/**
 * Below this a file is read on the calling thread: starting workers costs more than they save (a 47 MiB file took
 * 1.43-1.79 s with two workers and 1.15-1.33 s in-thread here), and a file up to FULL_DIGEST_BYTES is hashed while
 * it streams in-thread but read once more for its hash after a parallel read.
 */
const DEFAULT_PARALLEL_MB = 64;
const RANGE_BYTES = 8 * 1024 * 1024;

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
  return workers === 0 || size < minBytes ? null : { workers, rangeBytes: RANGE_BYTES };
}
