import { readdir, realpath, stat } from "node:fs/promises";
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

async function listFolder(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** A symlink may live in the folder, but the file it names must too. */
async function isInside(root: string, file: string): Promise<boolean> {
  const real = await realpath(file).catch(() => null);
  return real !== null && real.startsWith(root + path.sep);
}

export async function discoverRuns(benchDir: string): Promise<RunFile[]> {
  const found: RunFile[] = [];
  const root = await realpath(benchDir).catch(() => benchDir);
  for (const source of SOURCES) {
    const folder = path.join(/*turbopackIgnore: true*/ benchDir, source.folder);
    for (const name of (await listFolder(folder)).sort()) {
      if (!name.endsWith(source.suffix)) continue;
      const runId = name.slice(0, -source.suffix.length);
      if (!isSafeRunId(runId)) continue;
      const file = path.join(/*turbopackIgnore: true*/ folder, name);
      if (!(await isInside(root, file))) continue;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      const metaFile = path.join(/*turbopackIgnore: true*/ folder, `${runId}.meta.json`);
      const metaInfo = (await isInside(root, metaFile)) ? await stat(metaFile).catch(() => null) : null;
      const metaUsable = metaInfo?.isFile() ?? false;
      found.push({ runId, kind: source.kind, file, metaFile: metaUsable ? metaFile : null, size: info.size, mtimeMs: info.mtimeMs, metaMtimeMs: metaUsable ? (metaInfo?.mtimeMs ?? null) : null });
    }
  }
  return found;
}
