import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { visible } from "../../../test-support/accumulator-view";
import { RangeMergeRefused } from "../../ingest/merge-range";
import { createRunAccumulator } from "../../accumulate/run-accumulator";
import { statIdentity, type FileIdentity } from "../file-identity";
import { readQaFile } from "../read-qa-file";
import { foldRange, type ByteRange } from "./fold-range";
import { createRangePlanner, type RangeSizes } from "./split-ranges";
import { mergeRangesInOrder, readQaFileInParallel } from "./parallel-read";

const dir = mkdtempSync(path.join(tmpdir(), "parallel-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const row = (question: string, mode: string, sample: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ question, mode, sample, audit_mode: "STRICT", n_quotes: 2, n_verified: 1, ratio: 0.1 + sample / 7, latency_s: 1.3 + sample / 3, ...extra });

const identityOf = async (file: string) => (await statIdentity(file)) as FileIdentity;

/** The ranges a planner gives for the whole file when nothing is merged meanwhile. */
async function planRanges(file: string, sizes: RangeSizes) {
  const planner = await createRangePlanner(file, (await identityOf(file)).size, sizes);
  const ranges: ByteRange[] = [];
  for (let range = await planner.next(); range !== null; range = await planner.next()) ranges.push(range);
  await planner.close();
  return ranges;
}

/** The parallel read's split, fold and merge on this thread: the worker path without the threads. */
async function readInRanges(file: string, rangeBytes: number) {
  const planner = await createRangePlanner(file, (await identityOf(file)).size, { rangeBytes });
  const acc = createRunAccumulator(path.basename(file), { trackRows: true });
  const read = await mergeRangesInOrder(acc, planner, (range) => foldRange(file, range, { trackRows: true }), 3);
  await planner.close();
  return { acc, ...read };
}

function readSequentially(file: string) {
  return identityOf(file).then((identity) => readQaFile(file, identity, { trackRows: true }, null));
}

async function expectSameAsSequential(file: string, rangeBytes: number) {
  const sequential = await readSequentially(file);
  expect(visible(await readInRanges(file, rangeBytes))).toEqual(visible(sequential));
  return sequential;
}

function writeRun(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe("ranges folded apart and merged in order", { timeout: 120_000 }, () => {
  const committed = [path.resolve("bench-data/qa"), path.resolve("e2e/fixtures/bench-data/qa")].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".jsonl"))
      .map((name) => path.join(folder, name)),
  );

  it.each(committed)("equal the sequential read of %s at several range sizes", async (file) => {
    for (const rangeBytes of [1, 997, 20_000, 1 << 20]) await expectSameAsSequential(file, rangeBytes);
  });

  it("number a bad line that starts a range by its line in the file", async () => {
    const lines = [row("q1", "quote", 0), row("q1", "quote", 1), "{not json", row("q2", "quote", 0), '{"question":"q3"}'];
    const file = writeRun("bad-at-split.jsonl", `${lines.join("\n")}\n`);
    const splitAt = Buffer.byteLength(`${lines.slice(0, 2).join("\n")}\n`);
    expect((await planRanges(file, { rangeBytes: splitAt })).map((range) => range.start)).toEqual([0, splitAt]);
    const { summary } = visible(await readInRanges(file, splitAt));
    expect(summary.dataQuality.errors.map((issue) => [issue.line, issue.path])).toEqual([
      [3, "$"],
      [5, "mode"],
      [5, "sample"],
      [5, "audit_mode"],
      [5, "n_quotes"],
      [5, "n_verified"],
      [5, "ratio"],
      [5, "latency_s"],
    ]);
    await expectSameAsSequential(file, splitAt);
  });

  it("never cut a line inside a multi-byte character, and keep CRLF, empty lines and a last line without newline", async () => {
    const lines = [row("café ☕ q", "quote", 0), "", row("naïve 🍵 q", "quote", 0) + "\r", "\r", row("café ☕ q", "quote", 1), "[1]", row("tail", "quote", 0)];
    const file = writeRun("utf8-crlf.jsonl", lines.join("\n"));
    // The nominal cut falls on the second byte of "☕"; the range must run on to the end of that line.
    const insideCup = Buffer.byteLength('{"question":"café ') + 2;
    expect((await planRanges(file, { rangeBytes: insideCup }))[0]?.end).toBe(Buffer.byteLength(`${lines[0]}\n`));
    const sequential = await expectSameAsSequential(file, insideCup);
    expect([sequential.lines, sequential.unfinishedTail, sequential.acc.collector.goodRows]).toEqual([7, true, 4]);
    for (const rangeBytes of [1, 3, 64, 65, 131]) await expectSameAsSequential(file, rangeBytes);
  });

  it("warn once for an unknown mode seen in two ranges, and count issues past the listed ones", async () => {
    const bad = Array.from({ length: 1200 }, (_, i) => `{"broken": ${i}`);
    const lines = [row("q", "quote", 0), row("q", "mystery", 0), ...bad, row("q", "quote", 1), row("q", "mystery", 1), ...bad, row("q", "mystery", 2)];
    const file = writeRun("unknown-mode.jsonl", `\ufeff${lines.join("\n")}\n`);
    const sequential = await expectSameAsSequential(file, 5000);
    expect(sequential.acc.collector.warnings.items.map((issue) => [issue.line, issue.message])).toEqual([
      [2, 'unknown answer mode "mystery" loaded as a new mode'],
    ]);
    expect([sequential.acc.collector.errors.total, sequential.acc.collector.errors.items.length]).toEqual([2400, 1000]);
  });

  it("refuse to merge a sample repeated across ranges, which the sequential read then warns about by line", async () => {
    const lines = [row("q", "quote", 0), row("q", "quote", 1), row("q", "quote", 0)];
    const file = writeRun("duplicate.jsonl", `${lines.join("\n")}\n`);
    await expect(readInRanges(file, Buffer.byteLength(lines[0] as string) + 1)).rejects.toThrow(RangeMergeRefused);
    const forced = await readQaFileInParallel(file, (await identityOf(file)).size, { trackRows: true }, { workers: 1, rangeBytes: 10 }).catch((e: Error) => e);
    expect(forced).toBeInstanceOf(RangeMergeRefused);
    expect((await readSequentially(file)).acc.collector.warnings.items.map((issue) => issue.line)).toEqual([3]);
  });

  it("merge cells of hundreds of samples (past the 31-bit bitmap) and refuse one repeated past it", async () => {
    const samples = [0, 5, 31, 40, 300, 65_535, 65_536, 1_000_000];
    const at = (question: string, mode: string, sample: number) => row(question, mode, sample, { ratio: 0.5, latency_s: sample / 3 });
    const lines = samples.flatMap((sample) => [at("q", "quote", sample), at("r", "cite", sample)]);
    const file = writeRun("wide-samples.jsonl", `${lines.join("\n")}\n`);
    for (const rangeBytes of [100, 700, 5_000]) await expectSameAsSequential(file, rangeBytes);
    const repeated = writeRun("wide-repeat.jsonl", `${[...lines, at("q", "quote", 300)].join("\n")}\n`);
    await expect(readInRanges(repeated, 700)).rejects.toThrow(RangeMergeRefused);
  });

  it("read byte-order marks, invalid UTF-8 and an over-long line across range ends", async () => {
    const long = `{"question":"${"x".repeat(1_100_000)}"}`;
    const lines = [row("q", "quote", 0), `\ufeff${row("q", "quote", 1)}`, long, row("q", "quote", 2)];
    const file = writeRun("bom-long.jsonl", Buffer.concat([Buffer.from(`\ufeff${lines.join("\n")}\n`), Buffer.from([0x7b, 0xff, 0x7d, 0x0a])]));
    const firstLine = Buffer.byteLength(`\ufeff${lines[0]}\n`);
    for (const rangeBytes of [firstLine, 1000, 300_000]) await expectSameAsSequential(file, rangeBytes);
  });

  it("name kinds in row order when a cell seen early gets its kinds late (row 1's cell, its kinds in row 3)", async () => {
    const kinds = (names: string[]) => ({ violation_kinds: names });
    const lines = [row("b", "quote", 1), row("a", "odd", 2, kinds(["K1", "K2"])), row("b", "quote", 3, kinds(["K1", "K0"]))];
    const file = writeRun("late-kinds.jsonl", lines.join("\n"));
    for (const rangeBytes of [379, 1_000_000]) await expectSameAsSequential(file, rangeBytes);
  });

  it("agree with the sequential read on random files split at random sizes", async () => {
    const line = fc.oneof(
      fc.record({
        q: fc.constantFrom("a", "b", "é", "🍵"),
        m: fc.constantFrom("quote", "claim_lattice_pointer", "odd"),
        kinds: fc.boolean(),
        big: fc.boolean(),
      }),
      fc.constantFrom("", "\r", "{", "null", '{"question":"a"}', "\ufeff{}"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 40 }), fc.boolean(), fc.integer({ min: 1, max: 400 }), async (lines, newlineAtEnd, rangeBytes) => {
        // Samples are unique per line (below 31, past the int bitmap, past the byte bitmap), so no merge is refused.
        const text = lines.map((l, i) =>
          typeof l === "string"
            ? l
            : row(l.q, l.m, i, l.kinds ? { violation_kinds: ["K1", `K${i % 3}`], claim_cap_applied: i % 2 ? null : i, model_profile_id: `p${i % 2}` } : {}),
        );
        const file = writeRun("random.jsonl", text.join("\n") + (newlineAtEnd ? "\n" : ""));
        await expectSameAsSequential(file, rangeBytes);
      }),
      { numRuns: 40 },
    );
  });
});

/** Just over the first range of a whole read (8 MiB), so that readQaFile goes on past it; `cell(i)` names row i's question. */
function writeLargeRun(name: string, cell: (i: number) => [string, string, number], tail: string[] = []): string {
  const rows: string[] = [];
  for (let i = 0, bytes = 0; bytes < 9 * 1024 * 1024; i += 1) {
    rows.push(i % 997 === 500 ? "{oops" : row(...cell(i), { ratio: (i % 10) / 10 }));
    bytes += (rows.at(-1)?.length ?? 0) + 2;
  }
  return writeRun(name, [...rows, ...tail].join("\r\n"));
}

describe("the parallel read on worker threads", { timeout: 120_000 }, () => {
  it("gives the sequential read's state, fingerprint and line count, with each worker's boot time and peak heap", async () => {
    const file = writeLargeRun("workers.jsonl", (i) => [`question ${i % 30}`, i % 2 ? "quote" : "claim_lattice_pointer", i]);
    const identity = await identityOf(file);
    const sequential = await readQaFile(file, identity, { trackRows: true }, null);
    vi.stubEnv("ARBORIST_INGEST_PARALLEL_MB", "0");
    const parallel = await readQaFile(file, identity, { trackRows: true }, null);
    expect(visible(parallel)).toEqual(visible(sequential));
    const { acc: _seqAcc, ...seqRest } = sequential;
    const { acc: _parAcc, ingest, ...parRest } = parallel;
    expect(parRest).toEqual(seqRest);
    expect(ingest).toMatchObject({ ranges: 2, workers: 2 });
    const direct = await readQaFileInParallel(file, identity.size, { trackRows: true }, { workers: 2, rangeBytes: 1024 * 1024 });
    expect(visible(direct)).toEqual(visible(sequential));
    if (!("workers" in direct.ingest)) throw new Error(`read in-thread: ${direct.ingest.inThread}`);
    expect([direct.ingest.ranges, direct.ingest.workers]).toEqual([(await planRanges(file, { rangeBytes: 1024 * 1024 })).length, 2]);
    expect(direct.ingest.bootMs.every((ms) => ms > 0)).toBe(true);
    expect(direct.ingest.peakHeapBytes.every((bytes) => bytes > 1024 * 1024)).toBe(true);
  });

  it("reads a run of many questions (a cell for every few rows) on this thread past its first range, to the same state", async () => {
    const file = writeLargeRun("dense.jsonl", (i) => [`question ${i >> 1}`, "quote", i & 1]);
    const identity = await identityOf(file);
    const sequential = await readQaFile(file, identity, { trackRows: true }, null);
    vi.stubEnv("ARBORIST_INGEST_PARALLEL_MB", "0");
    const dense = await readQaFile(file, identity, { trackRows: true }, null);
    expect(dense.ingest).toEqual({ inThread: expect.stringMatching(/^0\.50 cells per row in the first \d+ bytes$/) });
    expect(visible(dense)).toEqual(visible(sequential));
  });

  it("falls back to the sequential read, to the same state, when the ranges cannot be merged exactly", async () => {
    const modes = Array.from({ length: 17 }, (_, i) => row("q", `mode${i}`, 0));
    const file = writeLargeRun("many-modes.jsonl", (i) => ["q", "quote", i], modes);
    const identity = await identityOf(file);
    const sequential = await readQaFile(file, identity, { trackRows: true }, null);
    vi.stubEnv("ARBORIST_INGEST_PARALLEL_MB", "0");
    const fallback = await readQaFile(file, identity, { trackRows: true }, null);
    expect(fallback.ingest).toEqual({ fallback: "16 or more answer modes in one range" });
    expect(visible(fallback)).toEqual(visible(sequential));
    expect(sequential.acc.collector.errors.items.map((issue) => issue.path).filter((key) => key === "mode")).toEqual(["mode", "mode"]);
  });

  it("fails (so readQaFile reads in-thread) when the file vanished before a worker opened it", async () => {
    const missing = path.join(dir, "not-there.jsonl");
    await expect(readQaFileInParallel(missing, 1000, { trackRows: false }, { workers: 2, rangeBytes: 100 })).rejects.toThrow(/ENOENT/);
  });
});
