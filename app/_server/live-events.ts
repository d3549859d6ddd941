import "server-only";
import { describeLive, type LiveStatus } from "@/lib/bench/runs/live-status";
import { resolveBenchDir } from "@/lib/bench/server/discover-runs";
import { createIndexCheck, type IndexSnapshot, type QaLiveFacts } from "@/lib/live/server/index-watch";
import { createRunFolderScanner } from "@/lib/live/server/scan-run-folder";
import { createSharedPoll, type SharedPoll } from "@/lib/live/shared-poll";
import { streamSharedPoll, type LiveSnapshot } from "@/lib/live/sse-response";
import { findRun, getStore } from "./store";

const POLL_MS = 1000;

type Polls = { benchDir: string; index: SharedPoll<IndexSnapshot>; runs: Map<string, SharedPoll<LiveSnapshot>> };
// On globalThis like the store: every route bundle must share the one poll per process.
const globalPolls = globalThis as unknown as { __arboristLivePolls?: Polls };

async function loadQaFacts(runId: string): Promise<QaLiveFacts | null> {
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return null;
  try {
    const summary = await getStore().loadSummary(run);
    return { rows: summary.rows, meta: summary.meta };
  } catch {
    return null;
  }
}

function getPolls(): Polls {
  const benchDir = resolveBenchDir();
  if (globalPolls.__arboristLivePolls?.benchDir !== benchDir) {
    const check = createIndexCheck({ scan: createRunFolderScanner(benchDir).scan, loadQa: loadQaFacts });
    globalPolls.__arboristLivePolls = { benchDir, index: createSharedPoll({ check, intervalMs: POLL_MS }), runs: new Map() };
  }
  return globalPolls.__arboristLivePolls;
}

export type RunEvent = { rows: number; live: LiveStatus };

async function checkRun(runId: string): Promise<LiveSnapshot> {
  const run = findRun(runId);
  if (run === null || run.kind !== "qa") return null;
  const summary = await getStore().loadSummary(run);
  const live = describeLive(summary, run, Date.now());
  const data: RunEvent = { rows: summary.rows, live };
  return { key: `${summary.rows}|${run.size}|${run.metaMtimeMs}|${live.state}`, data, done: live.state === "done" };
}

/** Events of one QA run while it is being written; one poll per run however many clients watch it. */
export function streamRunEvents(runId: string, signal: AbortSignal): Response {
  const { runs } = getPolls();
  let poll = runs.get(runId);
  if (poll === undefined) {
    const created = createSharedPoll({ check: () => checkRun(runId), intervalMs: POLL_MS, onIdle: () => runs.delete(runId) });
    runs.set(runId, created);
    poll = created;
  }
  return streamSharedPoll(poll, (snapshot) => snapshot, signal);
}

/**
 * What one runs-index client is told: with the ids of the runs on its page, an update only when one of those
 * changes or a run appears or disappears (which may move the page); without, on any change.
 */
export function describeIndexFor(pageRunIds: readonly string[] | null): (snapshot: IndexSnapshot) => LiveSnapshot {
  return (snapshot) => {
    const done = snapshot.running.length === 0;
    if (pageRunIds === null) return { key: String(snapshot.version), data: { running: snapshot.running }, done };
    const onPage = new Set(pageRunIds);
    const running = snapshot.running.filter((runId) => onPage.has(runId));
    const stamps = pageRunIds.map((runId) => snapshot.stamps.get(runId) ?? "-").join(",");
    return { key: `${snapshot.listVersion}|${stamps}|${running.join(",")}`, data: { running }, done };
  };
}

/** Events of the runs index while any run in it is being written: one folder scan per interval for every client. */
export function streamIndexEvents(signal: AbortSignal, pageRunIds: readonly string[] | null): Response {
  return streamSharedPoll(getPolls().index, describeIndexFor(pageRunIds), signal);
}
