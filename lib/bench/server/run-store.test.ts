import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRunStore } from "./run-store";
import { listRunIndex } from "./list-runs";
import type { RunFile } from "../runs/run-file";
import { toQaIndexRow } from "../runs/run-index";

type Verdict = "STRICT" | "HYBRID" | "UNGROUNDED";
const row = (i: number, verdict: Verdict = "STRICT") =>
  `${JSON.stringify({ question: `q${i % 101}`, mode: "quote", sample: Math.floor(i / 101), audit_mode: verdict, n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: 1 })}\n`;
const rows = (from: number, to: number, verdict: Verdict = "STRICT") => Array.from({ length: to - from }, (_, k) => row(from + k, verdict)).join("");

let dir = "";
let cacheDir = "";
let file = "";
const newStore = (memoryBytes = 512 * 1024 * 1024) => createRunStore({ benchDir: dir, cacheDir, memoryBytes, loadController: async () => ({}) });
const runOf = (store: ReturnType<typeof newStore>, runId = "run") => store.findRun(runId) as RunFile;
const verdicts = (summary: { modes: Record<string, { verdicts: Record<Verdict, number> } | undefined> }) => summary.modes.quote?.verdicts;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "run-store-"));
  cacheDir = path.join(dir, "cache");
  mkdirSync(path.join(dir, "qa"));
  file = path.join(dir, "qa", "run.jsonl");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("one read per file, and continuing a grown file", () => {
  it("two overlapping requests on a growing file count every row once, and the disk cache holds the right summary", async () => {
    writeFileSync(file, rows(0, 1000));
    const store = newStore();
    expect((await store.loadData(runOf(store))).summary.rows).toBe(1000);
    appendFileSync(file, rows(1000, 1003));
    const [a, b] = await Promise.all([store.loadData(runOf(store)), store.loadData(runOf(store))]);
    expect([a.summary.rows, b.summary.rows]).toEqual([1003, 1003]);
    expect(a.summary.dataQuality.warningCount).toBe(0);
    expect(a.state.bytesParsed).toBe(rows(1000, 1003).length);
    const restarted = newStore();
    expect((await restarted.loadSummary(runOf(restarted))).rows).toBe(1003);
  });

  it("a rewrite past the first 64 KiB plus one appended row is read again in full, also after a restart", async () => {
    writeFileSync(file, rows(0, 1803));
    const store = newStore();
    expect(verdicts((await store.loadData(runOf(store))).summary)).toEqual({ STRICT: 1803, HYBRID: 0, UNGROUNDED: 0 });
    writeFileSync(file, rows(0, 1003) + rows(1003, 1803, "HYBRID") + rows(1803, 1804));
    expect(statSync(file).size).toBeGreaterThan(64 * 1024);
    const grown = await store.loadData(runOf(store));
    expect(verdicts(grown.summary)).toEqual({ STRICT: 1004, HYBRID: 800, UNGROUNDED: 0 });
    expect(grown.state.bytesParsed).toBe(statSync(file).size);
    const restarted = newStore();
    expect(verdicts(await restarted.loadSummary(runOf(restarted)))).toEqual({ STRICT: 1004, HYBRID: 800, UNGROUNDED: 0 });
  });

  it("notices a rewrite with the same size and a restored mtime", async () => {
    writeFileSync(file, rows(0, 10));
    const before = statSync(file);
    const store = newStore();
    expect(verdicts(await store.loadSummary(runOf(store)))).toEqual({ STRICT: 10, HYBRID: 0, UNGROUNDED: 0 });
    writeFileSync(file, rows(0, 10).replaceAll("STRICT", "HYBRID"));
    utimesSync(file, before.atime, before.mtime);
    expect(statSync(file).size).toBe(before.size);
    const restarted = newStore();
    expect(verdicts(await restarted.loadSummary(runOf(restarted)))).toEqual({ STRICT: 0, HYBRID: 10, UNGROUNDED: 0 });
    expect(verdicts(await store.loadSummary(runOf(store)))).toEqual({ STRICT: 0, HYBRID: 10, UNGROUNDED: 0 });
  });
});

describe("the disk cache is checked, not trusted", () => {
  const entryFile = () => path.join(cacheDir, readdirSync(cacheDir).find((name) => name.endsWith(".json")) ?? "");

  it("ignores a hand-edited entry", async () => {
    writeFileSync(file, rows(0, 10));
    const store = newStore();
    await store.loadSummary(runOf(store));
    const entry = JSON.parse(readFileSync(entryFile(), "utf8")) as { payload: string };
    writeFileSync(entryFile(), JSON.stringify({ ...entry, payload: entry.payload.replace('"rows":10', '"rows":999999') }));
    const restarted = newStore();
    expect((await restarted.loadSummary(runOf(restarted))).rows).toBe(10);
  });

  it("ignores an entry with a broken value instead of failing", async () => {
    writeFileSync(file, rows(0, 10));
    const store = newStore();
    await store.loadSummary(runOf(store));
    writeFileSync(entryFile(), '{"version":3,"payload":');
    const restarted = newStore();
    expect((await restarted.loadSummary(runOf(restarted))).rows).toBe(10);
    const index = await listRunIndex(newStore(), () => {
      throw new Error("no controller run here");
    });
    expect(index.runs.map((run) => [run.runId, run.rows])).toEqual([["run", 10]]);
  });
});

describe("the runs index", () => {
  it("skips a run whose file vanished after the folder was listed, with a warning", async () => {
    writeFileSync(file, rows(0, 5));
    writeFileSync(path.join(dir, "qa", "gone.jsonl"), rows(0, 3));
    const store = newStore();
    const listed = store.discover();
    rmSync(path.join(dir, "qa", "gone.jsonl"));
    const index = await listRunIndex({ ...store, discover: () => listed }, () => {
      throw new Error("no controller run here");
    });
    expect(index.runs.map(toIndexId)).toEqual(["run"]);
    expect(index.warnings).toEqual(["gone: skipped (gone: the file is gone)"]);
  });
});

describe("the memory budget", () => {
  it("drops the least recently used read state and reads it again when asked", async () => {
    writeFileSync(file, rows(0, 500));
    writeFileSync(path.join(dir, "qa", "other.jsonl"), rows(0, 500, "HYBRID"));
    const store = newStore(1);
    const first = await store.loadData(runOf(store));
    await store.loadData(runOf(store, "other"));
    const again = await store.loadData(runOf(store));
    expect(again.state).not.toBe(first.state);
    expect(again.summary).toEqual(first.summary);
  });
});

const toIndexId = (run: ReturnType<typeof toQaIndexRow>) => run.runId;
