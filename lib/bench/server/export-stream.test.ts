import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRunStore, type StoreOptions } from "./run-store";
import { streamCellExport } from "./export-stream";
import { exportCells } from "../export/cell-export";
import type { RunFile } from "../runs/run-file";

// 3,000 cells: the export runs over several chunks of 1,000.
const rows = (verdict: string) =>
  Array.from(
    { length: 3000 },
    (_, i) =>
      `${JSON.stringify({ question: `question ${i}`, mode: "quote", sample: 0, audit_mode: verdict, n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: 1 })}\n`,
  ).join("");

let dir = "";
let clock = 0;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "export-stream-"));
  mkdirSync(path.join(dir, "qa"));
  writeFileSync(path.join(dir, "qa", "a.jsonl"), rows("STRICT"));
  writeFileSync(path.join(dir, "qa", "b.jsonl"), rows("HYBRID"));
  clock = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A store with room for one run's state, on a clock the test moves. */
const newStore = (extra: Partial<StoreOptions<object>> = {}) =>
  createRunStore({ benchDir: dir, cacheDir: null, memoryBytes: 1.6 * rows("STRICT").length, loadController: async () => ({}), now: () => clock, ...extra });

async function startExport(store: ReturnType<typeof newStore>, limits = { stallMs: 60_000, bufferBytes: 1 }) {
  const run = store.findRun("a") as RunFile;
  const { stream, expected } = await store.withData(run, (data) => {
    const ids = Int32Array.from({ length: data.state.acc.table.cellCount }, (_, id) => id);
    return { stream: streamCellExport(store, run, data, ids, "csv", limits), expected: [...exportCells(data.state.acc.table, ids, "csv")].join("") };
  });
  return { reader: stream.getReader(), expected };
}

const decoder = new TextDecoder();
async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>, text = ""): Promise<string> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
  }
}

describe("streamCellExport", () => {
  it("gives up the run's state while its client does not read, and resumes on the same file version with the same bytes", async () => {
    const store = newStore();
    const { reader, expected } = await startExport(store);
    const started = decoder.decode((await reader.read()).value);
    clock += 1000;
    // Another run's cold read needs the memory the paused export holds: it gets it instead of waiting.
    expect((await store.loadSummary(store.findRun("b") as RunFile)).rows).toBe(3000);
    expect(await readRest(reader, started)).toBe(expected);
  });

  it("ends with an error, never a mix of two versions, when the file changed while the export was paused", async () => {
    const store = newStore();
    const { reader } = await startExport(store);
    await reader.read();
    clock += 1000;
    await store.loadSummary(store.findRun("b") as RunFile);
    appendFileSync(path.join(dir, "qa", "a.jsonl"), rows("UNGROUNDED").slice(0, 200));
    await expect(readRest(reader)).rejects.toThrow("changed while it was exported");
  });

  it("is cancelled when its client stops reading for the stall time", async () => {
    const store = newStore();
    const { reader } = await startExport(store, { stallMs: 20, bufferBytes: 1 });
    await reader.read();
    await expect(reader.closed).rejects.toThrow("read nothing of the export for 20 ms");
    // Released, not merely idle: the clock has not moved, yet another run's read takes the memory.
    expect((await store.loadSummary(store.findRun("b") as RunFile)).rows).toBe(3000);
  });
});
