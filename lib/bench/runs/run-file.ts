export type RunKind = "qa" | "controller";
/** What the stat at discovery said; the store uses it as a hint and stats again before it reads. */
export type StatIdentity = { size: number; mtimeMs: number; ctimeMs: number; ino: number };
export type RunFile = {
  runId: string;
  kind: RunKind;
  file: string;
  metaFile: string | null;
  size: number;
  mtimeMs: number;
  metaMtimeMs: number | null;
  birthtimeMs: number;
  identity: StatIdentity;
  metaIdentity: StatIdentity | null;
};

const RUN_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

/** A run id is also a file name: no separators, no "." or "..", nothing a path could be built from. */
export function isSafeRunId(runId: string): boolean {
  return RUN_ID_PATTERN.test(runId) && runId !== "." && runId !== ".." && runId.length <= 200;
}
