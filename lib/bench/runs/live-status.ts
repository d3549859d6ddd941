import type { RunMeta } from "../rows/schema";

/** A run whose file grew this recently, and whose sidecar does not say it is done, is taken to be running. */
export const RECENT_GROWTH_MS = 60_000;
/**
 * A file written at once (a checkout, a copy) has its last change within moments of its creation; one a bench is
 * appending to has been written to well after it was created. Only the latter counts as growing.
 */
export const WRITTEN_AT_ONCE_MS = 1_000;

/** When the file was created (0 where the file system does not say) and last changed. */
export type FileTimes = { birthtimeMs: number; mtimeMs: number };

export type LiveStatus = {
  state: "running" | "done";
  /** Why: the sidecar's `status`, or the file's last change (within a minute, or longer ago). */
  reason: "sidecar" | "recent-growth" | "idle";
  rows: number;
  expectedRows: number | null;
  rowsPerMinute: number | null;
  etaMinutes: number | null;
  lastModified: string;
};

/** Run ids are the UTC start time, `2026-05-03T12-29-53Z`; null for any other id. */
export function parseRunStart(runId: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/.exec(runId);
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time) ? null : time;
}

/** samples × modes × questions, when the sidecar states all three. */
export function expectRows(meta: RunMeta | null): number | null {
  if (!meta?.samples_per_question || !meta.modes?.length || !meta.question_count) return null;
  return meta.samples_per_question * meta.modes.length * meta.question_count;
}

export function describeLive(run: { runId: string; rows: number; meta: RunMeta | null }, times: FileTimes, nowMs: number): LiveStatus {
  const lastModifiedMs = times.mtimeMs;
  const sidecar = run.meta?.status;
  const appended = times.birthtimeMs <= 0 || lastModifiedMs - times.birthtimeMs > WRITTEN_AT_ONCE_MS;
  const recent = appended && nowMs - lastModifiedMs < RECENT_GROWTH_MS;
  const state = sidecar ?? (recent ? "running" : "done");
  const started = parseRunStart(run.runId);
  const minutes = started === null ? 0 : (lastModifiedMs - started) / 60_000;
  const rowsPerMinute = minutes > 0 && run.rows > 0 ? run.rows / minutes : null;
  const expectedRows = expectRows(run.meta);
  const remaining = expectedRows === null ? null : Math.max(0, expectedRows - run.rows);
  return {
    state,
    reason: sidecar !== undefined ? "sidecar" : recent ? "recent-growth" : "idle",
    rows: run.rows,
    expectedRows,
    rowsPerMinute,
    etaMinutes: state === "running" && remaining !== null && rowsPerMinute !== null ? remaining / rowsPerMinute : null,
    lastModified: new Date(lastModifiedMs).toISOString(),
  };
}
