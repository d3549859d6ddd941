import { createLineReader } from "../bench/rows/line-reader";
import { createRunAccumulator, type RunAccumulator } from "../bench/accumulate/run-accumulator";
import { finishRun } from "../bench/accumulate/finish-run";
import type { RunSummary } from "../bench/accumulate/run-summary";

/** Reads JSONL text the way a file is read, for tests that build runs inline. */
export function readText(text: string, file = "test.jsonl", runId = "test"): { summary: RunSummary; acc: RunAccumulator } {
  const acc = createRunAccumulator(file, { trackRows: true });
  const reader = createLineReader(acc.acceptLine);
  const bytes = new TextEncoder().encode(text);
  reader.push(bytes);
  reader.end();
  return { summary: finishRun(acc, runId, null, [], { bytes: bytes.byteLength, lines: reader.linesSeen }), acc };
}
