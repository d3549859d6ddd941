import { open } from "node:fs/promises";
import path from "node:path";
import { MAX_LINE_BYTES } from "../../line-reader";
import { createRunAccumulator, type RunAccumulator } from "../../run-accumulator";
import { mergeRange, RangeMergeRefused } from "../../ingest/merge-range";
import type { RangeResult } from "../../ingest/range-result";
import type { ByteRange } from "./fold-range";
import type { IngestSettings } from "./ingest-settings";
import { splitAtLines } from "./split-ranges";
import { createIngestPool } from "./worker-pool";

export type IngestReport = { workers: number; ranges: number; bootMs: number[]; peakHeapBytes: number[] };
export type RangesRead = { acc: RunAccumulator; lines: number; unfinishedTail: boolean };

/**
 * Folds `ranges` through `fold` (at most `ahead` at once) and merges the results in file order, each line number
 * shifted by the lines of the ranges before it: the state equals one sequential read's.
 */
export async function mergeRangesInOrder(
  file: string,
  ranges: readonly ByteRange[],
  options: { trackRows: boolean },
  fold: (range: ByteRange) => Promise<RangeResult>,
  ahead: number,
): Promise<RangesRead> {
  const acc = createRunAccumulator(path.basename(file), options);
  const results: Promise<RangeResult>[] = [];
  const launch = (index: number) => {
    const range = ranges[index];
    if (range === undefined || results[index] !== undefined) return;
    results[index] = fold(range);
    // Awaited in order below; a later range's failure must not count as unhandled meanwhile.
    results[index].catch(() => undefined);
  };
  let [lines, unfinishedTail] = [0, false];
  try {
    for (let index = 0; index < ranges.length; index += 1) {
      for (let next = index; next < index + ahead; next += 1) launch(next);
      const result = await (results[index] as Promise<RangeResult>);
      delete results[index];
      mergeRange(acc, result, lines);
      lines += result.lines;
      unfinishedTail ||= result.unfinished;
    }
  } finally {
    await Promise.allSettled(results);
  }
  return { acc, lines, unfinishedTail };
}

/** The sequential read reports a file with no newline in its head at once; the ranges would not. */
async function hasNewlineInHead(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.allocUnsafe(MAX_LINE_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).includes(0x0a);
  } finally {
    await handle.close();
  }
}

/** Reads the whole file (up to `size`) on `settings.workers` threads; throws when the caller must read it in-thread. */
export async function readQaFileInParallel(
  file: string,
  size: number,
  options: { trackRows: boolean },
  settings: IngestSettings,
): Promise<RangesRead & { ingest: IngestReport }> {
  if (!(await hasNewlineInHead(file))) throw new RangeMergeRefused(`no newline in the first ${MAX_LINE_BYTES} bytes`);
  const ranges = await splitAtLines(file, size, settings.rangeBytes);
  const workers = Math.max(1, Math.min(settings.workers, ranges.length));
  const pool = await createIngestPool(workers);
  try {
    const read = await mergeRangesInOrder(file, ranges, options, (range) => pool.run({ file, range, trackRows: options.trackRows }), workers + 1);
    return { ...read, ingest: { workers, ranges: ranges.length, ...pool.stats() } };
  } finally {
    await pool.close();
  }
}
