import { finishRun } from "../accumulate/finish-run";
import type { RunSummary } from "../accumulate/run-summary";
import type { RunMeta } from "../rows/schema";
import type { DataIssue } from "../rows/data-quality";
import type { QaReadState } from "./read-qa-file";
import { sha256Hex } from "./sha256-hex";

/** A read's summary with its sidecar: what GET /api/runs/{runId} and `npm run summarize` print. */
export function summarizeState(state: QaReadState, runId: string, sidecar: { meta: RunMeta | null; issues: DataIssue[] }): RunSummary {
  return finishRun(state.acc, runId, sidecar.meta, sidecar.issues, { bytes: state.offset, lines: state.lines }, sha256Hex);
}
