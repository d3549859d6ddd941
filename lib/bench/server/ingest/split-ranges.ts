import { open, type FileHandle } from "node:fs/promises";
import type { ByteRange } from "./fold-range";

const SCAN_BYTES = 64 * 1024;

/** Offset just past the first "\n" at or after `from`, or `size` when there is none. */
async function nextLineStart(handle: FileHandle, from: number, size: number): Promise<number> {
  const buffer = Buffer.allocUnsafe(SCAN_BYTES);
  for (let at = from; at < size; at += SCAN_BYTES) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(SCAN_BYTES, size - at), at);
    if (bytesRead === 0) return size;
    const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
    if (newline !== -1) return at + newline + 1;
  }
  return size;
}

export type RangeSizes = {
  /** The first ranges' size, and the least any range gets. */
  rangeBytes: number;
  /** The most a range grows to while the ranges read so far had few cells per byte (default: rangeBytes). */
  maxRangeBytes?: number;
  /** A range's cells aimed at: the merge and the results in flight cost per cell, not per row. */
  targetCells?: number;
  /** Near the end, ranges shrink (not below rangeBytes) so that the last `workers` ranges share the rest. */
  workers?: number;
};

/**
 * The next range to read, one after another, cut at line starts so no line is split (nor a multi-byte character: no
 * UTF-8 sequence contains the byte "\n"); a line longer than a range joins ranges. `observe` tells the planner how many
 * cells a merged range had, and later ranges grow up to maxRangeBytes when cells are sparse (a few questions sampled
 * many times) while a run of many questions keeps them small.
 */
export type RangePlanner = { next: () => Promise<ByteRange | null>; observe: (range: ByteRange, cells: number) => void; close: () => Promise<void> };

export async function createRangePlanner(file: string, size: number, sizes: RangeSizes): Promise<RangePlanner> {
  const { rangeBytes, maxRangeBytes = rangeBytes, targetCells = Number.POSITIVE_INFINITY, workers = 1 } = sizes;
  const handle = await open(file, "r");
  let start = 0;
  let densest = 0;
  const planned = () => {
    const grown = densest === 0 ? rangeBytes : Math.min(maxRangeBytes, Math.floor(targetCells / densest));
    return Math.max(rangeBytes, Math.min(grown, Math.ceil((size - start) / workers)));
  };
  return {
    async next() {
      if (start >= size) return null;
      const bytes = planned();
      const end = start + bytes >= size ? size : await nextLineStart(handle, start + bytes - 1, size);
      const range = { start, end };
      start = end;
      return range;
    },
    observe(range, cells) {
      if (range.end > range.start) densest = Math.max(densest, cells / (range.end - range.start));
    },
    close: () => handle.close(),
  };
}
