/**
 * The one run store (docs/run-store.md). Every page, API and CLI that needs a run goes through it:
 * - one read per file at a time: requests for the same file queue behind one lock and share its result;
 * - in memory, a QA file's read state (summary, cell table, row offsets) is kept up to a byte budget, least recently
 *   used first out; a file that only grew is continued from where the last read stopped, after checking that the
 *   bytes already read are unchanged (whole-file digest up to 64 MiB, head and tail above);
 * - on disk, summaries survive a restart under the stamp of the file they came from (see disk-cache.ts);
 * - a change the stamp cannot explain, or any doubt, means a full re-read, never a stale number.
 */
import type { RunFile } from "../run-file";
import { discoverRuns, locateRun } from "./discover-runs";
import { finishRun } from "../finish-run";
import type { RunSummary } from "../run-summary";
import { createDiskCache, type DiskCache } from "./disk-cache";
import { sameIdentity, statIdentity, type FileIdentity } from "./file-identity";
import { isCurrentStamp, loadMeta, stampOf, type MetaState } from "./source-stamp";
import { readQaFile, type QaReadState } from "./read-qa-file";
import { createMemo } from "./memo";
import { estimateStateBytes } from "./state-size";

type QaEntry = {
  state: QaReadState | null;
  summary: RunSummary | null;
  summaryIdentity: FileIdentity | null;
  meta: MetaState | null;
  version: number;
  bytes: number;
  lastUsed: number;
  lock: Promise<unknown>;
};

export type QaRunData = { summary: RunSummary; state: QaReadState; version: number; file: string };
export type StoreOptions<C> = { benchDir: string; cacheDir: string | null; memoryBytes: number; loadController: (run: RunFile) => Promise<C> };
type ControllerEntry<C> = { identity: FileIdentity; metaIdentity: FileIdentity | null; value: Promise<C> };
const MAX_DERIVED = 32;

export class RunVanishedError extends Error {}

export type RunStore<C> = {
  benchDir: string;
  discover: () => RunFile[];
  findRun: (runId: string) => RunFile | null;
  loadSummary: (run: RunFile) => Promise<RunSummary>;
  loadData: (run: RunFile) => Promise<QaRunData>;
  withData: <T>(run: RunFile, task: (data: QaRunData) => T | Promise<T>) => Promise<T>;
  withDataOf: <T>(runs: readonly RunFile[], task: (data: QaRunData[]) => T | Promise<T>) => Promise<T>;
  loadController: (run: RunFile) => Promise<C>;
  memo: <T>(key: string, stamp: string, compute: () => T) => T;
};

export function createRunStore<C>(options: StoreOptions<C>): RunStore<C> {
  const disk: DiskCache | null = options.cacheDir ? createDiskCache(options.cacheDir) : null;
  const entries = new Map<string, QaEntry>();
  const controllers = new Map<string, ControllerEntry<C>>();
  const memo = createMemo(MAX_DERIVED);
  let clock = 0;

  function entryOf(file: string): QaEntry {
    let entry = entries.get(file);
    if (!entry) {
      entry = { state: null, summary: null, summaryIdentity: null, meta: null, version: 0, bytes: 0, lastUsed: 0, lock: Promise.resolve() };
      entries.set(file, entry);
    }
    entry.lastUsed = ++clock;
    return entry;
  }

  /** Runs `task` after every earlier task on the same file, so two requests never read one file at once. */
  function locked<T>(entry: QaEntry, task: () => Promise<T>): Promise<T> {
    const result = entry.lock.then(task);
    entry.lock = result.catch(() => undefined);
    return result;
  }

  async function readState(run: RunFile, entry: QaEntry, identity: FileIdentity, meta: MetaState) {
    const previous = entry.state;
    entry.state = null;
    const state = await readQaFile(run.file, identity, { trackRows: true }, previous);
    entry.state = state;
    entry.summary = finishRun(state.acc, run.runId, meta.meta, meta.issues, { bytes: state.offset, lines: state.lines });
    entry.summaryIdentity = identity;
    entry.meta = meta;
    entry.version += 1;
    entry.bytes = estimateStateBytes(state);
    await disk?.write(run.file, stampOf(state, meta), entry.summary);
    enforceBudget(entry);
  }

  /**
   * Whether what the entry holds is what the caller's own stat (taken at discovery, this request) saw: then it is
   * at least as fresh as the request, and no second stat is needed. Anything else is checked with a fresh stat.
   */
  function matchesHint(run: RunFile, entry: QaEntry, needState: boolean): boolean {
    if (entry.meta === null || !sameIdentity(entry.meta.identity, run.metaIdentity)) return false;
    const held = needState ? (entry.state?.identity ?? null) : entry.summaryIdentity;
    return held !== null && sameIdentity(held, run.identity);
  }

  async function refresh(run: RunFile, entry: QaEntry, needState: boolean): Promise<void> {
    if (matchesHint(run, entry, needState)) return;
    const identity = await statIdentity(run.file);
    if (identity === null) throw new RunVanishedError(`${run.runId}: the file is gone`);
    const meta = await loadMeta(entry.meta, run.metaFile);
    const metaSame = entry.meta !== null && meta === entry.meta;
    if (entry.state && sameIdentity(entry.state.identity, identity)) {
      if (metaSame) return;
      entry.meta = meta;
      entry.summary = finishRun(entry.state.acc, run.runId, meta.meta, meta.issues, { bytes: entry.state.offset, lines: entry.state.lines });
      entry.version += 1;
      return;
    }
    if (!needState && entry.summary && metaSame && sameIdentity(entry.summaryIdentity, identity)) return;
    if (!needState && !entry.state && disk) {
      const stored = await disk.read(run.file, (stamp) => isCurrentStamp(run.file, identity, meta, stamp));
      if (stored) {
        Object.assign(entry, { summary: stored, summaryIdentity: identity, meta });
        entry.version += 1;
        return;
      }
    }
    await readState(run, entry, identity, meta);
  }

  function enforceBudget(keep: QaEntry) {
    let total = [...entries.values()].reduce((sum, entry) => sum + (entry.state ? entry.bytes : 0), 0);
    const byAge = [...entries.values()].filter((entry) => entry.state && entry !== keep).sort((a, b) => a.lastUsed - b.lastUsed);
    for (const entry of byAge) {
      if (total <= options.memoryBytes) break;
      total -= entry.bytes;
      entry.state = null;
    }
  }

  async function loadSummary(run: RunFile): Promise<RunSummary> {
    const entry = entryOf(run.file);
    return locked(entry, async () => {
      await refresh(run, entry, false);
      return entry.summary as RunSummary;
    });
  }

  /** Runs `task` on the file's fresh read state while holding its lock, so the file is not re-read underneath it. */
  async function withData<T>(run: RunFile, task: (data: QaRunData) => T | Promise<T>): Promise<T> {
    const entry = entryOf(run.file);
    return locked(entry, async () => {
      await refresh(run, entry, true);
      return task({ summary: entry.summary as RunSummary, state: entry.state as QaReadState, version: entry.version, file: run.file });
    });
  }

  const loadData = (run: RunFile) => withData(run, (data) => data);

  /** `withData` over several runs at once; locks are taken in path order, so two callers cannot wait on each other. */
  async function withDataOf<T>(runs: readonly RunFile[], task: (data: QaRunData[]) => T | Promise<T>): Promise<T> {
    const unique = [...new Map(runs.map((run) => [run.file, run])).values()].sort((a, b) => (a.file < b.file ? -1 : 1));
    const held = new Map<string, QaRunData>();
    const step = async (index: number): Promise<T> => {
      const run = unique[index];
      if (run === undefined) return task(runs.map((r) => held.get(r.file) as QaRunData));
      return withData(run, (data) => {
        held.set(run.file, data);
        return step(index + 1);
      });
    };
    return step(0);
  }

  async function loadController(run: RunFile): Promise<C> {
    const [identity, metaIdentity] = await Promise.all([statIdentity(run.file), run.metaFile === null ? null : statIdentity(run.metaFile)]);
    if (identity === null) throw new RunVanishedError(`${run.runId}: the file is gone`);
    const hit = controllers.get(run.file);
    if (hit && sameIdentity(hit.identity, identity) && sameIdentity(hit.metaIdentity, metaIdentity)) return hit.value;
    const value = options.loadController(run);
    controllers.set(run.file, { identity, metaIdentity, value });
    value.catch(() => controllers.delete(run.file));
    return value;
  }

  const findRun = (runId: string): RunFile | null => locateRun(options.benchDir, runId);

  return {
    benchDir: options.benchDir,
    discover: () => discoverRuns(options.benchDir),
    findRun,
    loadSummary,
    loadData,
    withData,
    withDataOf,
    loadController,
    memo,
  };
}
