import { readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

export type RunKind = "qa" | "controller";
export type RunFile = { runId: string; kind: RunKind; file: string; metaFile: string | null; size: number; mtimeMs: number; metaMtimeMs: number | null };

export const RUN_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

export function isSafeRunId(runId: string): boolean {
  return RUN_ID_PATTERN.test(runId) && runId !== "." && runId !== ".." && runId.length <= 200;
}

export function resolveBenchDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.BENCH_DATA_DIR ?? "bench-data");
}

const SOURCES: { kind: RunKind; folder: string; suffix: string }[] = [
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

/** Synchronous on purpose: a few thousand metadata calls finish faster than queueing them on libuv's pool. */
export function discoverRuns(benchDir: string): RunFile[] {
  const found: RunFile[] = [];
  let root: string;
  try {
    root = realpathSync(benchDir);
  } catch {
    return found;
  }
  for (const source of SOURCES) {
    const folder = path.join(/*turbopackIgnore: true*/ root, source.folder);
    for (const name of listFolder(folder).sort()) {
      if (!name.endsWith(source.suffix)) continue;
      const runId = name.slice(0, -source.suffix.length);
      if (!isSafeRunId(runId)) continue;
      const file = path.join(/*turbopackIgnore: true*/ folder, name);
      const info = statInside(root, file);
      if (!info) continue;
      const metaFile = path.join(/*turbopackIgnore: true*/ folder, `${runId}.meta.json`);
      const metaInfo = statInside(root, metaFile);
      found.push({ runId, kind: source.kind, file, metaFile: metaInfo ? metaFile : null, size: info.size, mtimeMs: info.mtimeMs, metaMtimeMs: metaInfo?.mtimeMs ?? null });
    }
  }
  return found;
}
