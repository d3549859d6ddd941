import { summarizeState } from "./summarize-state";
import type { RunSummary } from "../accumulate/run-summary";
import { statIdentity } from "./file-identity";
import { readQaFile, type QaReadState } from "./read-qa-file";
import { readRunMeta } from "./read-meta";

/** One read of a QA file outside the store (CLIs, tests): its summary and, when asked, its row offsets. */
export async function readQaRun(
  file: string,
  runId: string,
  metaFile: string | null = null,
  options = { trackRows: false },
): Promise<{ summary: RunSummary; state: QaReadState }> {
  const identity = await statIdentity(file);
  if (identity === null) throw new Error(`${file}: no such file`);
  const [sidecar, state] = await Promise.all([readRunMeta(metaFile), readQaFile(file, identity, options, null)]);
  return { summary: summarizeState(state, runId, sidecar), state };
}

export async function summarizeQaFile(file: string, runId: string, metaFile: string | null = null): Promise<RunSummary> {
  return (await readQaRun(file, runId, metaFile)).summary;
}
