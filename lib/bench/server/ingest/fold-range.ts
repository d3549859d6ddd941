import { createReadStream } from "node:fs";
import path from "node:path";
import { createLineReader } from "../../line-reader";
import { createRunAccumulator } from "../../run-accumulator";
import { packRange, type RangeResult } from "../../ingest/range-result";

export type ByteRange = { start: number; end: number };

const CHUNK_BYTES = 1 << 20;

/**
 * Folds the lines of `[start, end)` (which starts on a line start) into a range accumulator, numbering lines from 1;
 * the file is streamed in chunks of 1 MiB, so a worker holds its range's tallies, not its bytes.
 */
export async function foldRange(file: string, range: ByteRange, options: { trackRows: boolean }): Promise<RangeResult> {
  const acc = createRunAccumulator(path.basename(file), { ...options, logRows: true });
  const reader = createLineReader(acc.acceptLine, { firstLineNo: 1, startOffset: range.start });
  let streamed = 0;
  if (range.end > range.start) {
    for await (const chunk of createReadStream(file, { start: range.start, end: range.end - 1, highWaterMark: CHUNK_BYTES })) {
      reader.push(chunk as Buffer);
      streamed += (chunk as Buffer).byteLength;
    }
  }
  const unfinished = reader.end() || range.start + streamed < range.end;
  return packRange(acc, { lines: reader.linesSeen, unfinished });
}
