import type { RunSummary } from "../accumulate/run-summary";
import type { LiveStatus } from "./live-status";
import type { RunKind } from "./run-file";

export type RunIndexRow = {
  runId: string;
  kind: RunKind;
  title: string | null;
  provenance: string;
  rows: number;
  modes: string[];
  questions: number;
  /** The sidecar's policy; null when the sidecar does not state one (the run's decision-tree cell is unknown). */
  policy: Record<string, unknown> | null;
  dataQuality: { errors: number; warnings: number };
  /** QA runs only: whether the run is still being written, and how far it is. */
  live: LiveStatus | null;
};

export function toQaIndexRow(run: RunSummary, live: LiveStatus | null = null): RunIndexRow {
  return {
    runId: run.runId,
    kind: "qa",
    title: run.title,
    provenance: run.provenance,
    rows: run.rows,
    modes: Object.keys(run.modes),
    questions: run.questionCount,
    policy: run.meta?.policy ?? null,
    dataQuality: { errors: run.dataQuality.errorCount, warnings: run.dataQuality.warningCount },
    live,
  };
}

/** Newest first: run ids are UTC start times, so a reverse string sort is chronological. */
export function sortIndex(rows: RunIndexRow[]): RunIndexRow[] {
  return [...rows].sort((a, b) => b.runId.localeCompare(a.runId) || a.kind.localeCompare(b.kind));
}
