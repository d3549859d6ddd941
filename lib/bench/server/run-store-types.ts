import type { RunFile } from "../runs/run-file";
import type { RunSummary } from "../accumulate/run-summary";
import type { ReadBytes } from "../cells/cell-rows";
import type { QaReadState } from "./read-qa-file";
import type { Lease } from "./store-memory";

/** `lease` claims the state past the task (a streamed export), pinned while it is used (store-memory.ts). */
export type QaRunData = { summary: RunSummary; state: QaReadState; version: number; file: string; lease: () => Lease };

export type StoreOptions<C> = {
  benchDir: string;
  cacheDir: string | null;
  memoryBytes: number;
  loadController: (run: RunFile) => Promise<C>;
  coldReads?: number;
  /** The longest a request waits for its run (behind other requests for it, then for memory) before it is busy. */
  coldReadWaitMs?: number;
  /** How long a lease stays pinned after its last use. */
  leaseIdleMs?: number;
  now?: () => number;
};

export type RunStore<C> = {
  benchDir: string;
  discover: () => RunFile[];
  findRun: (runId: string) => RunFile | null;
  loadSummary: (run: RunFile) => Promise<RunSummary>;
  loadData: (run: RunFile) => Promise<QaRunData>;
  withData: <T>(run: RunFile, task: (data: QaRunData) => T | Promise<T>) => Promise<T>;
  withDataOf: <T>(runs: readonly RunFile[], task: (data: QaRunData[]) => T | Promise<T>) => Promise<T>;
  withFileData: <T>(run: RunFile, task: (data: QaRunData, readBytes: ReadBytes) => Promise<T>) => Promise<T>;
  loadController: (run: RunFile) => Promise<C>;
  memo: <T>(key: string, stamp: string, compute: () => T) => T;
  /** Bytes the store counts now (held and leased states, reads in progress), and its budget. */
  memory: () => { used: number; budget: number; coldReads: number; waiting: number };
};

export type { Lease };
