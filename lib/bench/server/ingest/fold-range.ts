import path from "node:path";
import { createRunLineReader } from "../../ingest/run-line-reader";
import { createRunAccumulator } from "../../run-accumulator";
import { packRange, type RangeResult } from "../../ingest/range-result";
import { readChunks } from "../read-chunks";

export type ByteRange = { start: number; end: number };

const CHUNK_BYTES = 1 << 20;

/**
 * Folds the lines of `[start, end)` (which starts on a line start) into a range accumulator, numbering lines from 1;
 * the file is read in chunks of 1 MiB into one buffer, so a worker holds its range's tallies, not its bytes.
 */
export async function foldRange(file: string, range: ByteRange, options: { trackRows: boolean }): Promise<RangeResult> {
  const acc = createRunAccumulator(path.basename(file), { ...options, logRows: true });
  const reader = createRunLineReader(acc, { firstLineNo: 1, startOffset: range.start });
  let streamed = 0;
  if (range.end > range.start) {
    for await (const chunk of readChunks(file, range.start, range.end, CHUNK_BYTES)) {
      reader.push(chunk);
      streamed += chunk.byteLength;
    }
  }
  const unfinished = reader.end() || range.start + streamed < range.end;
  return packRange(acc, { lines: reader.linesSeen, unfinished });
}
