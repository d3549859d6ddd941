import { createLineReader, MAX_LINE_BYTES, type LineReaderOptions } from "../rows/line-reader";
import type { RunAccumulator } from "../accumulate/run-accumulator";
import { createScanBlock, releaseScanTables } from "./scan-block";
import { releaseRowScanner, takeRowScanner } from "./wasm/row-scanner";

/**
 * The line reader of a server-side QA file read: whole lines go through the row scanner, the rest line by line. Its
 * end() hands the scanner back for the next read; a reader left unended just leaves its scanner to the collector.
 */
export function createRunLineReader(acc: RunAccumulator, options: Omit<LineReaderOptions, "block">) {
  const scanner = takeRowScanner();
  const reader = createLineReader(acc.acceptLine, { ...options, block: createScanBlock(acc, scanner, options.maxLineBytes ?? MAX_LINE_BYTES) });
  const end = reader.end;
  let released = false;
  return Object.assign(reader, {
    end() {
      const unfinished = end();
      if (!released) {
        releaseScanTables(scanner);
        releaseRowScanner(scanner);
      }
      released = true;
      return unfinished;
    },
  });
}
