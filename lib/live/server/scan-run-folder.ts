import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { FileTimes } from "../../bench/runs/live-status";
import { isSafeRunId, type RunKind } from "../../bench/runs/run-file";
import { RUN_SOURCES } from "../../bench/server/discover-runs";
import { mapLimited } from "./map-limited";

export type RunStat = { runId: string; kind: RunKind; stamp: string; times: FileTimes };
export type RunFolderScanner = { scan: () => Promise<RunStat[]> };

type Listing = { mtimeMs: number; ino: number; names: string[] };

const STAT_CONCURRENCY = 16;

async function statIf(file: string, wanted: "file" | "directory") {
  try {
    const info = await stat(file);
    return (wanted === "file" ? info.isFile() : info.isDirectory()) ? info : null;
  } catch {
    return null;
  }
}

/**
 * The bench folder's runs with their size and times, by async fs only: a folder is listed again only when its own
 * mtime changed (a file added, removed or renamed over), and each run file is stat'ed once per scan.
 */
export function createRunFolderScanner(benchDir: string): RunFolderScanner {
  const listings = new Map<string, Listing>();

  async function listFolder(dir: string): Promise<string[]> {
    const info = await statIf(dir, "directory");
    if (info === null) {
      listings.delete(dir);
      return [];
    }
    const cached = listings.get(dir);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.ino === info.ino) return cached.names;
    const names = (await readdir(dir).catch(() => [] as string[])).sort();
    listings.set(dir, { mtimeMs: info.mtimeMs, ino: info.ino, names });
    return names;
  }

  async function scanSource(source: (typeof RUN_SOURCES)[number]): Promise<RunStat[]> {
    const dir = path.join(/*turbopackIgnore: true*/ benchDir, source.folder);
    const names = await listFolder(dir);
    const present = new Set(names);
    const runIds = names.filter((name) => name.endsWith(source.suffix)).map((name) => name.slice(0, -source.suffix.length));
    const stats = await mapLimited(runIds.filter(isSafeRunId), STAT_CONCURRENCY, async (runId): Promise<RunStat | null> => {
      const info = await statIf(path.join(/*turbopackIgnore: true*/ dir, `${runId}${source.suffix}`), "file");
      if (info === null) return null;
      const metaName = `${runId}.meta.json`;
      const meta = present.has(metaName) ? await statIf(path.join(/*turbopackIgnore: true*/ dir, metaName), "file") : null;
      const stamp = `${info.size}|${info.mtimeMs}|${info.ino}|${meta?.mtimeMs ?? ""}`;
      return { runId, kind: source.kind, stamp, times: { birthtimeMs: info.birthtimeMs, mtimeMs: info.mtimeMs } };
    });
    return stats.filter((run): run is RunStat => run !== null);
  }

  return { scan: async () => (await Promise.all(RUN_SOURCES.map(scanSource))).flat() };
}
