import { readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { isSafeRunId, type RunFile, type RunKind, type StatIdentity } from "../runs/run-file";

const identityOf = (info: { size: number; mtimeMs: number; ctimeMs: number; ino: number }): StatIdentity => ({
  size: info.size,
  mtimeMs: info.mtimeMs,
  ctimeMs: info.ctimeMs,
  ino: info.ino,
});

export function resolveBenchDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.BENCH_DATA_DIR ?? "bench-data");
}

export const RUN_SOURCES: { kind: RunKind; folder: string; suffix: string }[] = [
  { kind: "qa", folder: "qa", suffix: ".jsonl" },
  { kind: "controller", folder: "controller", suffix: ".results.json" },
];

function listFolder(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A symlink may live in the folder, but the file it names must be inside the bench folder too. */
function statInside(root: string, file: string) {
  try {
    if (!realpathSync(file).startsWith(root + path.sep)) return null;
    const info = statSync(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function describeRunFile(root: string, source: (typeof RUN_SOURCES)[number], runId: string): RunFile | null {
  const folder = path.join(/*turbopackIgnore: true*/ root, source.folder);
  const file = path.join(/*turbopackIgnore: true*/ folder, `${runId}${source.suffix}`);
  const info = statInside(root, file);
  if (!info) return null;
  const metaFile = path.join(/*turbopackIgnore: true*/ folder, `${runId}.meta.json`);
  const metaInfo = statInside(root, metaFile);
  return {
    runId,
    kind: source.kind,
    file,
    metaFile: metaInfo ? metaFile : null,
    size: info.size,
    mtimeMs: info.mtimeMs,
    metaMtimeMs: metaInfo?.mtimeMs ?? null,
    birthtimeMs: info.birthtimeMs,
    identity: identityOf(info),
    metaIdentity: metaInfo ? identityOf(metaInfo) : null,
  };
}

function realRoot(benchDir: string): string | null {
  try {
    return realpathSync(benchDir);
  } catch {
    return null;
  }
}

/** One run by id without listing the folder; null for an unsafe or unknown id. */
export function locateRun(benchDir: string, runId: string): RunFile | null {
  const root = isSafeRunId(runId) ? realRoot(benchDir) : null;
  if (root === null) return null;
  for (const source of RUN_SOURCES) {
    const found = describeRunFile(root, source, runId);
    if (found) return found;
  }
  return null;
}

/** Synchronous on purpose: a few thousand metadata calls finish faster than queueing them on libuv's pool. */
export function discoverRuns(benchDir: string): RunFile[] {
  const root = realRoot(benchDir);
  if (root === null) return [];
  const found: RunFile[] = [];
  for (const source of RUN_SOURCES) {
    for (const name of listFolder(path.join(/*turbopackIgnore: true*/ root, source.folder)).sort()) {
      if (!name.endsWith(source.suffix)) continue;
      const runId = name.slice(0, -source.suffix.length);
      const run = isSafeRunId(runId) ? describeRunFile(root, source, runId) : null;
      if (run) found.push(run);
    }
  }
  return found;
}
