import { open } from "node:fs/promises";
import path from "node:path";
import { MAX_LINE_BYTES } from "../../rows/line-reader";
import { createRunAccumulator, type RunAccumulator } from "../../accumulate/run-accumulator";
import { mergeRange, RangeMergeRefused } from "../../ingest/merge-range";
import type { RangeResult } from "../../ingest/range-result";
import { foldInto, type ByteRange } from "./fold-range";
import type { IngestSettings } from "./ingest-settings";
import { createRangePlanner, type RangePlanner } from "./split-ranges";
import { createIngestPool, type IngestPool } from "./worker-pool";

export type IngestReport = { workers: number; ranges: number; bootMs: number[]; peakHeapBytes: number[] } | { inThread: string };
export type RangesRead = { acc: RunAccumulator; lines: number; unfinishedTail: boolean };

type Folded = { range: ByteRange; result: RangeResult };

/**
 * Folds the planner's next ranges through `fold` (at most `ahead` at once) and merges the results into `acc` in file
 * order, each line number shifted by `lineOffset` and the lines of the ranges before it: the state equals one
 * sequential read's.
 */
export async function mergeRangesInOrder(
  acc: RunAccumulator,
  planner: RangePlanner,
  fold: (range: ByteRange) => Promise<RangeResult>,
  ahead: number,
  lineOffset = 0,
): Promise<{ lines: number; unfinishedTail: boolean; ranges: number }> {
  const pending: Promise<Folded>[] = [];
  let [lines, unfinishedTail, ranges, planned] = [lineOffset, false, 0, true];
  const launch = async () => {
    while (planned && pending.length < ahead) {
      const range = await planner.next();
      if (range === null) planned = false;
      else {
        const folded = fold(range).then((result) => ({ range, result }));
        // Awaited in order below; a later range's failure must not count as unhandled meanwhile.
        folded.catch(() => undefined);
        pending.push(folded);
      }
    }
  };
  try {
    for (await launch(); pending.length > 0;) {
      const { range, result } = await (pending.shift() as Promise<Folded>);
      // The next range is queued before this merge, so that a thread done with its range does not wait for it.
      planner.observe(range, result.cells.count);
      await launch();
      mergeRange(acc, result, lines);
      lines += result.lines;
      unfinishedTail ||= result.unfinished;
      ranges += 1;
    }
  } finally {
    await Promise.allSettled(pending);
  }
  return { lines, unfinishedTail, ranges };
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

/**
 * Reads the whole file (up to `size`): its first range on this thread, then the rest on `settings.workers` threads,
 * unless that range had more than `settings.maxCellsPerRow` cells per row: merging a range costs per cell, and on a
 * run of many questions the merge costs more than the threads save (docs/ingest.md). Throws when the caller must read
 * the file in-thread from the start.
 */
export async function readQaFileInParallel(
  file: string,
  size: number,
  options: { trackRows: boolean },
  settings: IngestSettings,
): Promise<RangesRead & { ingest: IngestReport }> {
  if (!(await hasNewlineInHead(file))) throw new RangeMergeRefused(`no newline in the first ${MAX_LINE_BYTES} bytes`);
  const workers = Math.max(1, Math.min(settings.workers, Math.ceil(size / settings.rangeBytes)));
  const planner = await createRangePlanner(file, size, { ...settings, workers });
  // The workers boot on the other cores while this thread reads the first range; they are closed unused if it reads on.
  const booting = createIngestPool(workers);
  booting.catch(() => undefined);
  try {
    const acc = createRunAccumulator(path.basename(file), options);
    const head = (await planner.next()) ?? { start: 0, end: 0 };
    const first = await foldInto(file, acc, head, 1);
    planner.observe(head, acc.table.cellCount);
    if (head.end >= size) return { acc, ...first, unfinishedTail: first.unfinished, ingest: { inThread: "the whole file fits one range" } };
    const cellsPerRow = acc.table.cellCount / Math.max(1, acc.collector.goodRows);
    if (cellsPerRow > (settings.maxCellsPerRow ?? Number.POSITIVE_INFINITY)) {
      await closePool(booting);
      const rest = await foldInto(file, acc, { start: head.end, end: size }, first.lines + 1);
      const reason = `${cellsPerRow.toFixed(2)} cells per row in the first ${head.end} bytes`;
      return { acc, lines: rest.lines, unfinishedTail: rest.unfinished, ingest: { inThread: reason } };
    }
    const pool = await booting;
    const fold = (range: ByteRange) => pool.run({ file, range, trackRows: options.trackRows });
    const { ranges, ...read } = await mergeRangesInOrder(acc, planner, fold, workers + 1, first.lines);
    return { acc, ...read, unfinishedTail: read.unfinishedTail || first.unfinished, ingest: { workers, ranges: ranges + 1, ...pool.stats() } };
  } finally {
    await Promise.all([planner.close(), closePool(booting)]);
  }
}

/** Closes a pool that may still be starting, or that failed to start. */
const closePool = (booting: Promise<IngestPool>) => booting.then((pool) => pool.close()).catch(() => undefined);
