import { createHash, randomBytes } from "node:crypto";
import type { RunFile, StatIdentity } from "@/lib/bench/runs/run-file";
import { RECENT_GROWTH_MS, WRITTEN_AT_ONCE_MS } from "@/lib/bench/runs/live-status";

// Per process: a stamp names a version of the file without saying its size, times or inode, even to a client that
// guesses them (it is sent in the `x-middleware-rewrite` header).
const SALT = randomBytes(16);

const describeIdentity = (identity: StatIdentity | null) =>
  identity === null ? "none" : `${identity.size}:${identity.mtimeMs}:${identity.ctimeMs}:${identity.ino}`;

/** What the run page shows follows from these stats: the same stamp means the same file and sidecar (docs/run-store.md). */
export function stampRunFile(run: RunFile): string {
  return createHash("sha256")
    .update(SALT)
    .update(`${run.runId}|${describeIdentity(run.identity)}|${describeIdentity(run.metaIdentity)}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The cacheable path of a run page, or null when the page is rendered for each request: an unknown or controller run,
 * or a QA file still growing (its live badge follows the clock, not only the bytes).
 */
export function findCachedRunPath(run: RunFile | null, nowMs: number): string | null {
  if (run === null || run.kind !== "qa") return null;
  const appended = run.birthtimeMs <= 0 || run.mtimeMs - run.birthtimeMs > WRITTEN_AT_ONCE_MS;
  if (appended && nowMs - run.mtimeMs < RECENT_GROWTH_MS) return null;
  return `/runs/${encodeURIComponent(run.runId)}/at/${stampRunFile(run)}`;
}
