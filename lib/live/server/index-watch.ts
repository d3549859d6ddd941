import { describeLive } from "../../bench/runs/live-status";
import type { RunMeta } from "../../bench/rows/schema";
import { mapLimited } from "./map-limited";
import type { RunStat } from "./scan-run-folder";

/** What every runs-index stream is told after one scan: each run's stamp, which are running, and change counters. */
export type IndexSnapshot = {
  stamps: ReadonlyMap<string, string>;
  running: readonly string[];
  /** Bumped when a run appears or disappears. */
  listVersion: number;
  /** Bumped when anything in the snapshot changes. */
  version: number;
};

export type QaLiveFacts = { rows: number; meta: RunMeta | null };

type Options = {
  scan: () => Promise<RunStat[]>;
  /** The run's row count and sidecar, or null if it cannot be read now (it is then tried again next scan). */
  loadQa: (runId: string) => Promise<QaLiveFacts | null>;
  now?: () => number;
};

const LOAD_CONCURRENCY = 4;

/**
 * The runs index's live check: a scan of the folder, and a summary load only for QA runs whose stamp changed since
 * the last check, so a steady state costs one async stat per run.
 */
export function createIndexCheck({ scan, loadQa, now = Date.now }: Options): () => Promise<IndexSnapshot> {
  const facts = new Map<string, { stamp: string; facts: QaLiveFacts }>();
  let previous: IndexSnapshot = { stamps: new Map(), running: [], listVersion: 0, version: 0 };
  let previousIds = "";

  return async () => {
    const runs = await scan();
    const present = new Set(runs.map((run) => run.runId));
    for (const runId of facts.keys()) if (!present.has(runId)) facts.delete(runId);
    const stale = runs.filter((run) => run.kind === "qa" && facts.get(run.runId)?.stamp !== run.stamp);
    await mapLimited(stale, LOAD_CONCURRENCY, async (run) => {
      const loaded = await loadQa(run.runId);
      if (loaded === null) facts.delete(run.runId);
      else facts.set(run.runId, { stamp: run.stamp, facts: loaded });
    });
    const nowMs = now();
    const running = runs
      .filter((run) => {
        const known = facts.get(run.runId);
        return known !== undefined && describeLive({ runId: run.runId, ...known.facts }, run.times, nowMs).state === "running";
      })
      .map((run) => run.runId);
    const stamps = new Map(runs.map((run) => [run.runId, run.stamp]));
    const ids = runs.map((run) => run.runId).join("\n");
    const listChanged = ids !== previousIds;
    const restamped = runs.some((run) => previous.stamps.get(run.runId) !== run.stamp);
    const changed = listChanged || restamped || running.join("\n") !== previous.running.join("\n");
    previousIds = ids;
    previous = {
      stamps,
      running,
      listVersion: previous.listVersion + (listChanged ? 1 : 0),
      version: previous.version + (changed ? 1 : 0),
    };
    return previous;
  };
}
