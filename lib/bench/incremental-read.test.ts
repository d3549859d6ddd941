import { afterAll, describe, expect, it } from "vitest";
import { appendFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { summarizeQaFile, summarizeQaFileFrom } from "./read-qa-file";

const dir = mkdtempSync(path.join(os.tmpdir(), "arborist-append-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (sample: number, verdict = "STRICT") =>
  `${JSON.stringify({ question: "Q?", mode: "quote", sample, audit_mode: verdict, n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: sample })}\n`;

describe("reading a grown file", () => {
  it("continues from the offset it had reached and matches a full read", async () => {
    const file = path.join(dir, "grow.jsonl");
    writeFileSync(file, row(0) + row(1, "HYBRID"));
    const first = await summarizeQaFileFrom(file, "grow", null, null);
    const firstSize = statSync(file).size;
    appendFileSync(file, `{bad\n${row(2, "UNGROUNDED")}`);
    const second = await summarizeQaFileFrom(file, "grow", null, first.progress);
    expect(second.progress.bytesRead).toBe(statSync(file).size - firstSize);
    expect(second.summary).toEqual(await summarizeQaFile(file, "grow"));
    expect(second.summary.modes.quote?.verdicts).toEqual({ STRICT: 1, HYBRID: 1, UNGROUNDED: 1 });
    expect(second.summary.dataQuality.errors.map((e) => e.line)).toEqual([3]);
  });

  it("reads from scratch when the old bytes changed", async () => {
    const file = path.join(dir, "rewrite.jsonl");
    writeFileSync(file, row(0) + row(1));
    const first = await summarizeQaFileFrom(file, "rewrite", null, null);
    writeFileSync(file, row(0, "UNGROUNDED") + row(1) + row(2));
    const second = await summarizeQaFileFrom(file, "rewrite", null, first.progress);
    expect(second.progress.bytesRead).toBe(statSync(file).size);
    expect(second.summary.modes.quote?.verdicts).toEqual({ STRICT: 2, HYBRID: 0, UNGROUNDED: 1 });
  });

  it("reads from scratch when the old read ended inside a line", async () => {
    const file = path.join(dir, "partial.jsonl");
    writeFileSync(file, row(0) + row(1).trimEnd());
    const first = await summarizeQaFileFrom(file, "partial", null, null);
    appendFileSync(file, `\n${row(2)}`);
    const second = await summarizeQaFileFrom(file, "partial", null, first.progress);
    expect(second.progress.bytesRead).toBe(statSync(file).size);
    expect(second.summary.rows).toBe(3);
  });
});
