import { sortIndex, toQaIndexRow, type RunIndexRow } from "../runs/run-index";
import { describeLive } from "../runs/live-status";
import type { RunStore } from "./run-store";

export type RunIndex = { runs: RunIndexRow[]; warnings: string[] };

/** Every run's index row; a file that vanishes or cannot be read while the index loads is skipped with a warning. */
export async function listRunIndex<C>(store: RunStore<C>, toControllerRow: (run: C) => RunIndexRow, nowMs = Date.now()): Promise<RunIndex> {
  const warnings: string[] = [];
  const rows = await Promise.all(
    store.discover().map(async (run) => {
      try {
        if (run.kind !== "qa") return toControllerRow(await store.loadController(run));
        const summary = await store.loadSummary(run);
        return toQaIndexRow(summary, describeLive(summary, run, nowMs));
      } catch (error) {
        warnings.push(`${run.runId}: skipped (${(error as Error).message})`);
        return null;
      }
    }),
  );
  return { runs: sortIndex(rows.filter((row): row is RunIndexRow => row !== null)), warnings: warnings.sort() };
}
