import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRunStore, type StoreOptions } from "./run-store";
import { StoreBusyError } from "./store-errors";
import { readCellRows, RowsChangedError } from "../cells/cell-rows";
import type { RunFile } from "../runs/run-file";

type Verdict = "STRICT" | "HYBRID" | "UNGROUNDED";
const row = (i: number, verdict: Verdict) =>
  `${JSON.stringify({ question: `q${i % 101}`, mode: "quote", sample: Math.floor(i / 101), audit_mode: verdict, n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: 1 })}\n`;
const rows = (count: number, verdict: Verdict = "STRICT") => Array.from({ length: count }, (_, i) => row(i, verdict)).join("");

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "run-store-concurrency-"));
  mkdirSync(path.join(dir, "qa"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (runId: string) => path.join(dir, "qa", `${runId}.jsonl`);
const newStore = (memoryBytes: number, extra: Partial<StoreOptions<object>> = {}) =>
  createRunStore({ benchDir: dir, cacheDir: path.join(dir, "cache"), memoryBytes, loadController: async () => ({}), ...extra });
const runOf = (store: ReturnType<typeof newStore>, runId: string) => store.findRun(runId) as RunFile;

describe("a state in use is never evicted under a request", () => {
  it("12 parallel requests to 6 cold runs over a budget of one byte all answer from a state", async () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    ids.forEach((id, k) => writeFileSync(fileOf(id), rows(300 + k)));
    const store = newStore(1);
    const answers = await Promise.all(
      [...ids, ...ids].map((id) => store.withData(runOf(store, id), (data) => [data.summary.runId, data.state.acc.table.rowRefs?.length])),
    );
    expect(answers).toEqual([...ids, ...ids].map((id, k) => [id, 300 + (k % 6)]));
  });

  it("concurrent requests for the same cold run share one read", async () => {
    writeFileSync(fileOf("a"), rows(500));
    const store = newStore(512 * 1024 * 1024);
    const states = await Promise.all(Array.from({ length: 5 }, () => store.loadData(runOf(store, "a"))));
    expect(new Set(states.map((data) => data.state)).size).toBe(1);
    expect(states[0]?.state.bytesParsed).toBe(rows(500).length);
  });
});

describe("the memory budget", () => {
  it("the store's own accounting stays within its budget under concurrent cold reads of several runs", async () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    ids.forEach((id) => writeFileSync(fileOf(id), rows(2000)));
    const budget = 4 * rows(2000).length;
    const store = newStore(budget);
    let peak = 0;
    let running = true;
    const sample = async () => {
      while (running) {
        peak = Math.max(peak, store.memory().used);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampling = sample();
    const first = await store.loadData(runOf(store, "a"));
    const answers = await Promise.all([...ids, ...ids].map((id) => store.withData(runOf(store, id), (data) => data.summary.rows)));
    running = false;
    await sampling;
    expect(answers).toEqual(Array.from({ length: 12 }, () => 2000));
    expect(peak).toBeGreaterThan(budget / 2);
    expect(peak).toBeLessThanOrEqual(budget);
    expect((await store.loadData(runOf(store, "a"))).state).not.toBe(first.state);
    expect(store.memory().used).toBeLessThanOrEqual(budget);
  });

  it("a lease in use (an export being read) holds its state: the next cold read waits for its release, or gives up busy", async () => {
    writeFileSync(fileOf("a"), rows(1000));
    writeFileSync(fileOf("b"), rows(1000, "HYBRID"));
    const store = newStore(2 * rows(1000).length, { coldReadWaitMs: 60_000, leaseIdleMs: 60_000 });
    const lease = await store.withData(runOf(store, "a"), (data) => data.lease());
    let answered = false;
    const waiting = store.loadSummary(runOf(store, "b")).then((summary) => {
      answered = true;
      return summary.rows;
    });
    await vi.waitFor(() => expect(store.memory()).toMatchObject({ coldReads: 0, waiting: 1 }));
    expect(answered).toBe(false);
    lease.release();
    expect(await waiting).toBe(1000);

    const impatient = newStore(2 * rows(1000).length, { coldReadWaitMs: 50, leaseIdleMs: 60_000, cacheDir: null });
    const held = await impatient.withData(runOf(impatient, "a"), (data) => data.lease());
    await expect(impatient.loadSummary(runOf(impatient, "b"))).rejects.toBeInstanceOf(StoreBusyError);
    held.release();
  });

  it("a lease left unused (a client that stopped reading) gives its state up to a read that needs the memory", async () => {
    writeFileSync(fileOf("a"), rows(1000));
    writeFileSync(fileOf("b"), rows(1000, "HYBRID"));
    let clock = 0;
    const store = newStore(2 * rows(1000).length, { coldReadWaitMs: 60_000, leaseIdleMs: 1000, now: () => clock, cacheDir: null });
    const lease = await store.withData(runOf(store, "a"), (data) => data.lease());
    expect(lease.use()?.acc.collector.goodRows).toBe(1000);
    const waiting = store.loadSummary(runOf(store, "b"));
    await vi.waitFor(() => expect(store.memory().waiting).toBe(1));
    clock += 1000;
    expect((await waiting).rows).toBe(1000);
    expect(lease.use()).toBeNull();
    lease.release();
  });
});

describe("many requests for a few cold runs over the budget", () => {
  it("share one read per run, whatever the budget", async () => {
    const ids = ["a", "b", "c", "d"];
    ids.forEach((id, k) => writeFileSync(fileOf(id), rows(400 + k)));
    const store = newStore(1);
    const requests = ids.flatMap((id) => Array.from({ length: 12 }, () => store.withData(runOf(store, id), (data) => [id, data.state] as const)));
    const states = new Map<string, Set<unknown>>();
    for (const [id, state] of await Promise.all(requests)) states.set(id, (states.get(id) ?? new Set()).add(state));
    expect(ids.map((id) => states.get(id)?.size)).toEqual([1, 1, 1, 1]);
  });

  it("requests queued behind a read that timed out are busy at their turn, not after another wait each", async () => {
    writeFileSync(fileOf("a"), rows(1000));
    writeFileSync(fileOf("b"), rows(1000, "HYBRID"));
    let clock = 0;
    const store = newStore(2 * rows(1000).length, { coldReadWaitMs: 100, leaseIdleMs: 60_000, now: () => clock, cacheDir: null });
    const lease = await store.withData(runOf(store, "a"), (data) => data.lease());
    const queued = Array.from({ length: 10 }, () => store.loadData(runOf(store, "b")).catch((error: unknown) => error));
    await vi.waitFor(() => expect(store.memory().waiting).toBe(1));
    clock += 100;
    const errors = await Promise.all(queued);
    expect(errors.every((error) => error instanceof StoreBusyError)).toBe(true);
    expect(errors.filter((error) => /no memory for another cold read/.test((error as Error).message))).toHaveLength(1);
    lease.release();
  });
});

describe("a file replaced between the cell-table check and the byte read", () => {
  it("is read again: the rows come from the new file, never placeholders", async () => {
    writeFileSync(fileOf("a"), rows(1010));
    const store = newStore(512 * 1024 * 1024);
    const before = runOf(store, "a");
    await store.loadData(before);
    const next = path.join(dir, "next.jsonl");
    writeFileSync(next, rows(202, "UNGROUNDED") + rows(1010).slice(rows(202).length));
    renameSync(next, fileOf("a"));
    const page = await store.withFileData(before, (data, readBytes) =>
      readCellRows(readBytes, data.state.acc.table, { question: "q1", mode: "quote", offset: 0, limit: 50 }),
    );
    expect(page?.rows.map((r) => [r.line, r.audit_mode, r.error])).toEqual([
      [2, "UNGROUNDED", undefined],
      [103, "UNGROUNDED", undefined],
      ...Array.from({ length: 8 }, (_, k) => [204 + 101 * k, "STRICT", undefined]),
    ]);
  });

  it("is read again when it is rewritten in place while its rows are read: fresh rows, never placeholders", async () => {
    writeFileSync(fileOf("a"), rows(1010));
    const store = newStore(512 * 1024 * 1024);
    const run = runOf(store, "a");
    await store.loadData(run);
    let rewritten = false;
    const page = await store.withFileData(run, async (data, readBytes) => {
      await readBytes(0, 10);
      if (!rewritten) {
        // Truncated and written again on the same inode, as most scripts rewrite a file; the rows are read after it.
        writeFileSync(fileOf("a"), rows(1010, "HYBRID"));
        rewritten = true;
      }
      const read = await readCellRows(readBytes, data.state.acc.table, { question: "q1", mode: "quote", offset: 0, limit: 50 });
      return { rows: read?.rows, verdicts: data.summary.modes.quote?.verdicts };
    });
    expect(page.rows?.map((r) => [r.audit_mode, r.error])).toEqual(Array.from({ length: 10 }, () => ["HYBRID", undefined]));
    // The answer comes with the state read from the new bytes, not the rows of one version beside the counts of another.
    expect(page.verdicts).toEqual({ STRICT: 0, HYBRID: 1010, UNGROUNDED: 0 });
  });
});

describe("rows read back from a file that changed under them", () => {
  it("throw RowsChangedError when the bytes at a row's offset hold another row", async () => {
    writeFileSync(fileOf("a"), rows(1010));
    const store = newStore(512 * 1024 * 1024);
    const { state } = await store.loadData(runOf(store, "a"));
    const shifted = Buffer.from(`\n${rows(1010)}`);
    const readShifted = async (offset: number, bytes: number) => shifted.subarray(offset, offset + bytes);
    await expect(readCellRows(readShifted, state.acc.table, { question: "q1", mode: "quote", offset: 0, limit: 50 })).rejects.toBeInstanceOf(RowsChangedError);
    const swapped = Buffer.from(rows(1010).replaceAll('"q1"', '"qX"').replaceAll('"q2"', '"q1"'));
    const readSwapped = async (offset: number, bytes: number) => swapped.subarray(offset, offset + bytes);
    await expect(readCellRows(readSwapped, state.acc.table, { question: "q1", mode: "quote", offset: 0, limit: 50 })).rejects.toBeInstanceOf(RowsChangedError);
  });
});
