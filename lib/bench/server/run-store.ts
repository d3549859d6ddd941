/**
 * The one run store (docs/run-store.md). Every page, API and CLI that needs a run goes through it:
 * - one read per file at a time: requests for the same file queue behind one lock and share its result;
 * - in memory, a QA file's read state (summary, cell table, row offsets) is kept up to a byte budget, least recently
 *   used first out, never while a request or an export uses it; cold reads queue for memory (store-memory.ts); a file
 *   that only grew is continued from where the last read stopped, after checking that the bytes already read are
 *   unchanged (whole-file digest up to 64 MiB, head and tail above);
 * - on disk, summaries survive a restart under the stamp of the file they came from (see disk-cache.ts);
 * - a change the stamp cannot explain, or any doubt, means a full re-read, never a stale number.
 */
import type { RunFile } from "../runs/run-file";
import { discoverRuns, locateRun } from "./discover-runs";
import { summarizeState } from "./summarize-state";
import { createControllerCache } from "./controller-cache";
import type { RunSummary } from "../accumulate/run-summary";
import { createDiskCache, type DiskCache } from "./disk-cache";
import { sameIdentity, statIdentity, type FileIdentity } from "./file-identity";
import { isCurrentStamp, loadMeta, stampOf, type MetaState } from "./source-stamp";
import { createMemo } from "./memo";
import { estimateStateBytes } from "./state-size";
import { withFileBytesOf } from "./file-bytes";
import { createStoreMemory, type Caller, type Held, type MemoryEntry } from "./store-memory";
import type { Lease, QaRunData, RunStore, StoreOptions } from "./run-store-types";
import type { QaReadState } from "./read-qa-file";
import { readConsistent, REREAD_ATTEMPTS } from "./read-consistent";
import { RunChangingError, RunVanishedError, StoreBusyError } from "./store-errors";
import type { ReadBytes } from "../cells/cell-rows";

type QaEntry = MemoryEntry & {
  summary: RunSummary | null;
  summaryIdentity: FileIdentity | null;
  meta: MetaState | null;
  version: number;
  lock: Promise<unknown>;
};

const MAX_DERIVED = 32;
const LEASE_IDLE_MS = 1000;
// Working memory of a read per byte it parses, from the states of generated runs (docs/run-store.md).
const READ_BYTES_FACTOR = 1.5;

export { RunChangingError, RunVanishedError };
export type { Lease, QaRunData, RunStore, StoreOptions };

export function createRunStore<C>(options: StoreOptions<C>): RunStore<C> {
  const disk: DiskCache | null = options.cacheDir ? createDiskCache(options.cacheDir) : null;
  const entries = new Map<string, QaEntry>();
  const memo = createMemo(MAX_DERIVED);
  const now = options.now ?? Date.now;
  const waitMs = options.coldReadWaitMs ?? 60_000;
  const memory = createStoreMemory(() => entries.values(), {
    budget: options.memoryBytes,
    coldReads: options.coldReads ?? 2,
    leaseIdleMs: options.leaseIdleMs ?? LEASE_IDLE_MS,
    now,
  });
  let clock = 0;

  function entryOf(file: string): QaEntry {
    let entry = entries.get(file);
    if (!entry) {
      entry = { held: null, summary: null, summaryIdentity: null, meta: null, version: 0, lastUsed: 0, lock: Promise.resolve(), busy: 0 };
      entries.set(file, entry);
    }
    entry.lastUsed = ++clock;
    return entry;
  }

  /**
   * Runs `task` after every earlier task on the same file, so two requests never read one file at once. A request
   * whose wait is over by its turn is busy at once: requests queued behind a read that timed out do not each wait again.
   */
  function locked<T>(entry: QaEntry, deadline: number, task: () => Promise<T>): Promise<T> {
    const result = entry.lock.then(() => {
      if (now() >= deadline) throw new StoreBusyError(`the run store is busy: the run was not read within ${Math.round(waitMs / 1000)} s`, 5);
      return task();
    });
    entry.lock = result.catch(() => undefined);
    return result;
  }

  async function readState(run: RunFile, entry: QaEntry, seen: FileIdentity, meta: MetaState, caller: Caller, deadline: number) {
    const previous = entry.held;
    entry.held = null;
    // Counted while it is read: a continued state grows in place, and an export may still hold a replaced one.
    if (previous) memory.detach(previous);
    const need = READ_BYTES_FACTOR * Math.max(0, seen.size - (previous?.state.offset ?? 0));
    const done = await memory.reserve(need, entry, caller, deadline - now()).catch((error: unknown) => {
      // Nothing was read: the entry keeps what it had.
      if (previous) memory.reattach(previous);
      entry.held = previous;
      throw error;
    });
    let state: QaReadState;
    // The reservation is given back only once the state it became is counted, so no waiter is admitted in between.
    try {
      const read = await readConsistent(run.file, run.runId, previous?.state ?? null);
      state = read.state;
      const continued = previous !== null && state.acc === previous.state.acc;
      const bytes = estimateStateBytes(state);
      entry.held = continued ? Object.assign(previous, { state, bytes }) : { state, bytes, leases: new Set() };
      entry.summary = summarizeState(state, run.runId, meta);
      entry.summaryIdentity = read.identity;
      entry.meta = meta;
      entry.version += 1;
      memory.makeRoom(0, entry);
    } finally {
      if (previous && (previous.leases.size === 0 || entry.held === previous)) memory.reattach(previous);
      done();
    }
    await disk?.write(run.file, stampOf(state, meta), entry.summary);
  }

  /**
   * Whether what the entry holds is what the caller's own stat (taken at discovery, this request) saw: then it is
   * at least as fresh as the request, and no second stat is needed. Anything else is checked with a fresh stat.
   */
  function matchesHint(run: RunFile, entry: QaEntry, needState: boolean): boolean {
    if (entry.meta === null || !sameIdentity(entry.meta.identity, run.metaIdentity)) return false;
    const held = needState ? (entry.held?.state.identity ?? null) : entry.summaryIdentity;
    return held !== null && sameIdentity(held, run.identity);
  }

  async function refresh(run: RunFile, entry: QaEntry, needState: boolean, caller: Caller, deadline: number, trustHint = true): Promise<void> {
    if (trustHint && matchesHint(run, entry, needState)) return;
    const identity = await statIdentity(run.file);
    if (identity === null) throw new RunVanishedError(`${run.runId}: the file is gone`);
    const meta = await loadMeta(entry.meta, run.metaFile);
    const metaSame = entry.meta !== null && meta === entry.meta;
    const state = entry.held?.state;
    if (state && sameIdentity(state.identity, identity)) {
      if (metaSame) return;
      entry.meta = meta;
      entry.summary = summarizeState(state, run.runId, meta);
      entry.version += 1;
      return;
    }
    if (!needState && entry.summary && metaSame && sameIdentity(entry.summaryIdentity, identity)) return;
    if (!needState && !state && disk) {
      const stored = await disk.read(run.file, (stamp) => isCurrentStamp(run.file, identity, meta, stamp));
      if (stored) {
        Object.assign(entry, { summary: stored, summaryIdentity: identity, meta });
        entry.version += 1;
        return;
      }
    }
    await readState(run, entry, identity, meta, caller, deadline);
  }

  async function loadSummary(run: RunFile): Promise<RunSummary> {
    const entry = entryOf(run.file);
    const deadline = now() + waitMs;
    return locked(entry, deadline, async () => {
      await refresh(run, entry, false, new Set(), deadline);
      return entry.summary as RunSummary;
    });
  }

  /**
   * Runs `work` on the entry, counted as a user of its state from the request's arrival: a state that requests wait
   * for is not evicted under them, so concurrent requests for one cold run share its read whatever the budget.
   */
  async function using<T>(entry: QaEntry, caller: Caller, work: () => Promise<T>): Promise<T> {
    entry.busy += 1;
    caller.add(entry);
    try {
      return await work();
    } finally {
      entry.busy -= 1;
      caller.delete(entry);
      memory.recheck();
    }
  }

  async function useState<T>(run: RunFile, entry: QaEntry, caller: Caller, deadline: number, trustHint: boolean, task: (data: QaRunData) => T | Promise<T>) {
    await refresh(run, entry, true, caller, deadline, trustHint);
    const held = entry.held as Held;
    return task({ summary: entry.summary as RunSummary, state: held.state, version: entry.version, file: run.file, lease: () => memory.lease(held) });
  }

  /** Runs `task` on the file's fresh read state while holding its lock, so the file is not re-read underneath it. */
  function withData<T>(run: RunFile, task: (data: QaRunData) => T | Promise<T>, caller: Caller = new Set(), deadline = now() + waitMs): Promise<T> {
    const entry = entryOf(run.file);
    return using(entry, caller, () => locked(entry, deadline, () => useState(run, entry, caller, deadline, true, task)));
  }

  /**
   * `withData` with a reader of the very file the state was read from: the file is opened and checked under the
   * lock, so a file replaced since its last read is read again, never answered with the old offsets (after
   * REREAD_ATTEMPTS replacements in a row, RunChangingError).
   */
  async function withFileData<T>(run: RunFile, task: (data: QaRunData, readBytes: ReadBytes) => Promise<T>): Promise<T> {
    const entry = entryOf(run.file);
    const deadline = now() + waitMs;
    const caller: Caller = new Set();
    return using(entry, caller, async () => {
      for (let attempt = 0; attempt < REREAD_ATTEMPTS; attempt += 1) {
        const result = await locked(entry, deadline, () =>
          useState(run, entry, caller, deadline, attempt === 0, (data) =>
            withFileBytesOf(data.file, data.state.identity, (readBytes) => task(data, readBytes)),
          ),
        );
        if (result !== null) return result.value;
      }
      throw new RunChangingError(`${run.runId}: the file was replaced ${REREAD_ATTEMPTS} times while it was read`, 1);
    });
  }

  const loadData = (run: RunFile) => withData(run, (data) => data);

  /** `withData` over several runs at once; locks are taken in path order, so two callers cannot wait on each other. */
  async function withDataOf<T>(runs: readonly RunFile[], task: (data: QaRunData[]) => T | Promise<T>): Promise<T> {
    const unique = [...new Map(runs.map((run) => [run.file, run])).values()].sort((a, b) => (a.file < b.file ? -1 : 1));
    const held = new Map<string, QaRunData>();
    const caller: Caller = new Set();
    const deadline = now() + waitMs;
    const step = async (index: number): Promise<T> => {
      const run = unique[index];
      if (run === undefined) return task(runs.map((r) => held.get(r.file) as QaRunData));
      return withData(
        run,
        (data) => {
          held.set(run.file, data);
          return step(index + 1);
        },
        caller,
        deadline,
      );
    };
    return step(0);
  }

  const loadController = createControllerCache(options.loadController);

  const findRun = (runId: string): RunFile | null => locateRun(options.benchDir, runId);

  return {
    benchDir: options.benchDir,
    discover: () => discoverRuns(options.benchDir),
    findRun,
    loadSummary,
    loadData,
    withData,
    withDataOf,
    withFileData,
    loadController,
    memo,
    memory: memory.report,
  };
}
