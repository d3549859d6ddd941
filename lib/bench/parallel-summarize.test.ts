import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { summarizeQaFile } from "./read-qa-file";
import { summarizeQaFileParallel } from "./parallel-summarize";
import { readRange, type ByteRange } from "./range-reader";
import { createRunMerger } from "./merge-accumulators";
import { finishRun } from "./summarize-run";
import { splitAtNewlines } from "./split-ranges";
import { writeSyntheticRun } from "../../scripts/bench/synthetic-run";

const dir = mkdtempSync(path.join(os.tmpdir(), "arborist-parallel-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ question: "Which rivers cross Paris?", mode: "quote", sample: 0, audit_mode: "STRICT", n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: 1.25, ...fields });

async function expectSameAsSequential(file: string, workers = 2, metaPath?: string) {
  const runId = path.basename(file, ".jsonl");
  const sequential = await summarizeQaFile(file, runId, metaPath);
  expect(await summarizeQaFileParallel(file, runId, metaPath, { workers })).toEqual(sequential);
  return sequential;
}

/** The merge without workers, for every way of cutting a small file into two and three ranges at line starts. */
async function expectEveryCutMatches(file: string) {
  const sequential = await summarizeQaFile(file, "cut");
  const data = readFileSync(file);
  const starts = [0, ...[...data].flatMap((byte, i) => (byte === 0x0a ? [i + 1] : [])), data.length];
  const cuttings: number[][] = starts.flatMap((a) => [[a], ...starts.filter((b) => b > a).map((b) => [a, b])]);
  for (const cuts of cuttings) {
    const bounds = [0, ...cuts, data.length];
    const ranges: ByteRange[] = bounds.slice(1).map((end, i) => ({ start: bounds[i] ?? 0, end }));
    const merger = createRunMerger(path.basename(file));
    for (const range of ranges) merger.add(await readRange(file, range));
    expect(finishRun(merger.acc, "cut", null), `cut at ${cuts.join(",")}`).toEqual(sequential);
  }
}

describe("summarizeQaFileParallel equals the sequential reader", () => {
  it("on the committed runs and the malformed fixture", async () => {
    for (const name of readdirSync("bench-data/qa").filter((f) => f.endsWith(".jsonl"))) {
      await expectSameAsSequential(path.join("bench-data/qa", name), 3, path.join("bench-data/qa", name.replace(".jsonl", ".meta.json")));
    }
    const fixture = "e2e/fixtures/bench-data/qa/fixture-mixed";
    const run = await expectSameAsSequential(`${fixture}.jsonl`, 2, `${fixture}.meta.json`);
    expect(run.dataQuality.errorCount).toBe(6);
  }, 60_000);

  it("on 20k rows with bad lines, duplicates and unknown modes around the cut points, past the listing caps", async () => {
    const file = path.join(dir, "mixed-20k.jsonl");
    await writeSyntheticRun(file, 20_000);
    const good = readFileSync(file, "utf8").trimEnd().split("\n");
    const lines = good.map((line, i) => (i % 15 === 7 ? `{"bad": ${i}` : line));
    const third = Math.floor(lines.length / 3);
    lines.splice(third, 0, ...good.slice(third - 40, third), row({ mode: "novel", label: "bad \uFFFD byte" }));
    lines.splice(2 * third, 0, row({ mode: "novel" }), row({ mode: "later" }), ...good.slice(0, 30));
    lines.push(...good.slice(100, 1300), row({ mode: "later", label: "\uFFFD" }));
    writeFileSync(file, `${lines.join("\n")}\n`);
    for (const workers of [2, 3]) {
      const run = await expectSameAsSequential(file, workers);
      expect(run.dataQuality.errorCount).toBe(1333);
      expect(run.dataQuality.errors).toHaveLength(1000);
      // 38 + 28 + 1120 copied good rows, 2 repeated small rows, 2 unknown modes, 2 U+FFFD labels.
      expect(run.dataQuality.warningCount).toBe(1192);
      expect(run.dataQuality.warnings.filter((w) => w.path === "mode").map((w) => w.line)).toEqual([6707, 13334]);
      expect(run.dataQuality.warnings).toHaveLength(1000);
    }
  }, 60_000);

  it("when a cut lands inside a multi-byte character", async () => {
    const file = path.join(dir, "multibyte.jsonl");
    const lines = Array.from({ length: 9 }, (_, i) => row({ sample: i, question: `Où est le café ${"€😀".repeat(40 + i)}?` }));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const data = readFileSync(file);
    const cut = Math.floor(data.length / 2);
    expect((data[cut] ?? 0) & 0xc0).toBe(0x80);
    const ranges = await splitAtNewlines(file, data.length, 2);
    expect(data[(ranges[1]?.start ?? 0) - 1]).toBe(0x0a);
    const run = await expectSameAsSequential(file);
    expect(run.dataQuality.warningCount).toBe(0);
  }, 30_000);

  it("with a BOM, CRLF line ends and a BOM-led line after the cut", async () => {
    const file = path.join(dir, "bom-crlf.jsonl");
    const lines = Array.from({ length: 8 }, (_, i) => row({ sample: i }));
    writeFileSync(file, `\uFEFF${lines.slice(0, 4).join("\r\n")}\r\n\uFEFF${lines.slice(4).join("\r\n")}\r\n`);
    const run = await expectSameAsSequential(file);
    expect(run.rows).toBe(8);
    await expectEveryCutMatches(file);
  }, 30_000);

  it("on an empty file", async () => {
    const file = path.join(dir, "empty.jsonl");
    writeFileSync(file, "");
    expect((await expectSameAsSequential(file)).dataQuality.unreadable).toBe(true);
  });

  it("with one line larger than a range", async () => {
    const file = path.join(dir, "huge-line.jsonl");
    const huge = row({ sample: 1, label: "x".repeat(300_000) });
    writeFileSync(file, `${row()}\n${huge}\n${row({ sample: 0 })}`);
    expect(await splitAtNewlines(file, statSync(file).size, 4)).toHaveLength(2);
    const run = await expectSameAsSequential(file, 4);
    expect(run.dataQuality.warnings.map((w) => w.line)).toEqual([3]);
  }, 30_000);
});

describe("merging byte ranges, cut at every line start", () => {
  const corpus = path.resolve("lib/bench/fixtures/bad-input");
  it.each(readdirSync(corpus).filter((f) => f.endsWith(".jsonl")))("%s", (name) => expectEveryCutMatches(path.join(corpus, name)));

  it("fixture-mixed", () => expectEveryCutMatches("e2e/fixtures/bench-data/qa/fixture-mixed.jsonl"));
});
