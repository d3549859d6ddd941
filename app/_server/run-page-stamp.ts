import type { RunFile, StatIdentity } from "@/lib/bench/runs/run-file";
import { RECENT_GROWTH_MS, WRITTEN_AT_ONCE_MS } from "@/lib/bench/runs/live-status";

const MAX_RUNS = 10_000;
// On globalThis because proxy.ts and the pages are separate bundles in one process: each has its own copy of this module.
const shared = globalThis as unknown as { __arboristLoadedRunPages?: Map<string, string> };
const loadedStamps = (shared.__arboristLoadedRunPages ??= new Map<string, string>());

// Times in whole microseconds: a dot in a path segment would read as a file extension.
const encodeIdentity = (identity: StatIdentity | null) =>
  identity === null
    ? "none"
    : [identity.size, Math.round(identity.mtimeMs * 1000), Math.round(identity.ctimeMs * 1000), identity.ino].map((n) => n.toString(36)).join("-");

/** What the run page shows follows from these stats: the same stamp means the same file and sidecar bytes. */
export function stampRunFile(run: RunFile): string {
  return `${encodeIdentity(run.identity)}_${encodeIdentity(run.metaIdentity)}`;
}

/** The page's data for this stamp was read once without error; one entry per run, the oldest dropped first. */
export function recordLoadedRunPage(run: RunFile): void {
  loadedStamps.delete(run.runId);
  loadedStamps.set(run.runId, stampRunFile(run));
  if (loadedStamps.size > MAX_RUNS) loadedStamps.delete(loadedStamps.keys().next().value ?? "");
}

/**
 * The cacheable path of a run page, or null when the page must be rendered for this request: a controller run, a
 * QA file still growing (its live badge depends on the clock, not only on the bytes), or a stamp not yet loaded once
 * by a rendered request (the cache would keep whatever that first render answers, a busy store's redirect included).
 */
export function findCachedRunPath(run: RunFile | null, nowMs: number): string | null {
  if (run === null || run.kind !== "qa") return null;
  const appended = run.birthtimeMs <= 0 || run.mtimeMs - run.birthtimeMs > WRITTEN_AT_ONCE_MS;
  if (appended && nowMs - run.mtimeMs < RECENT_GROWTH_MS) return null;
  const stamp = stampRunFile(run);
  return loadedStamps.get(run.runId) === stamp ? `/runs/${encodeURIComponent(run.runId)}/at/${stamp}` : null;
}
