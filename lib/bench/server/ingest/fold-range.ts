import path from "node:path";
import { createRunLineReader } from "../../ingest/run-line-reader";
import { createRunAccumulator, type RunAccumulator } from "../../accumulate/run-accumulator";
import { packRange, type RangeResult } from "../../ingest/range-result";
import { readChunks } from "../read-chunks";

export type ByteRange = { start: number; end: number };

const CHUNK_BYTES = 1 << 20;

/**
 * Reads the lines of `[start, end)` (which starts on a line start) into `acc`, numbering them from `firstLineNo`; the
 * file is read in chunks of 1 MiB into one buffer, so the reader holds tallies, not bytes.
 */
export async function foldInto(file: string, acc: RunAccumulator, range: ByteRange, firstLineNo: number) {
  const reader = createRunLineReader(acc, { firstLineNo, startOffset: range.start });
  let streamed = 0;
  if (range.end > range.start) {
    for await (const chunk of readChunks(file, range.start, range.end, CHUNK_BYTES)) {
      reader.push(chunk);
      streamed += chunk.byteLength;
    }
  }
  const unfinished = reader.end() || range.start + streamed < range.end;
  return { lines: reader.linesSeen, unfinished };
}

/** Folds `[start, end)` into a range accumulator of its own, numbering lines from 1. */
export async function foldRange(file: string, range: ByteRange, options: { trackRows: boolean }): Promise<RangeResult> {
  const acc = createRunAccumulator(path.basename(file), { ...options, logRows: true });
  return packRange(acc, await foldInto(file, acc, range, 1));
}
