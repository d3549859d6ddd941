import { discoverRuns, isSafeRunId, type RunFile } from "./discover-runs";
import { summarizeQaFileFrom } from "./read-qa-file";
import type { ReadProgress } from "./incremental-read";
import type { RunSummary } from "./summarize-run";
import type { DiskCache } from "./disk-cache";

type CacheEntry<T> = { key: string; value: Promise<T> };

function cacheKey(run: RunFile): string {
  return `${run.file}|${run.size}|${run.mtimeMs}|${run.metaMtimeMs ?? "no-meta"}`;
}

/** Parsed runs keyed by (path, size, mtime, sidecar mtime): a reload re-reads only files that changed. */
export function createRunStore<C>(benchDir: string, loadController: (run: RunFile) => Promise<C>, disk?: DiskCache) {
  const qaCache = new Map<string, CacheEntry<RunSummary>>();
  const controllerCache = new Map<string, CacheEntry<C>>();
  const progressByFile = new Map<string, ReadProgress>();

  function cached<T>(cache: Map<string, CacheEntry<T>>, run: RunFile, load: () => Promise<T>): Promise<T> {
    const key = cacheKey(run);
    const hit = cache.get(run.file);
    if (hit && hit.key === key) return hit.value;
    const value = load();
    cache.set(run.file, { key, value });
    value.catch(() => cache.delete(run.file));
    return value;
  }

  async function summarizeWithDisk(run: RunFile): Promise<RunSummary> {
    const key = cacheKey(run);
    const stored = await disk?.read<RunSummary>(key, run.file);
    if (stored) return stored;
    const { summary, progress } = await summarizeQaFileFrom(run.file, run.runId, run.metaFile, progressByFile.get(run.file) ?? null);
    progressByFile.set(run.file, progress);
    await disk?.write(key, run.file, summary);
    return summary;
  }

  const loadQa = (run: RunFile) => cached(qaCache, run, () => summarizeWithDisk(run));
  const loadCtl = (run: RunFile) => cached(controllerCache, run, () => loadController(run));

  async function findRun(runId: string): Promise<RunFile | null> {
    if (!isSafeRunId(runId)) return null;
    return discoverRuns(benchDir).find((run) => run.runId === runId) ?? null;
  }

  return { benchDir, progressOf: (file: string) => progressByFile.get(file) ?? null, discover: async () => discoverRuns(benchDir), findRun, loadQa, loadController: loadCtl };
}
export type RunStore<C> = ReturnType<typeof createRunStore<C>>;
