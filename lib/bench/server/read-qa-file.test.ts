import { closeSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readQaRun } from "./summarize-file";
import { MAX_RUN_ON_BYTES, readQaFile } from "./read-qa-file";
import { identityOf } from "./file-identity";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "read-qa-file-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const GIB = 1024 * 1024 * 1024;
const row = `${JSON.stringify({ question: "q", mode: "quote", sample: 0, audit_mode: "STRICT", n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1 })}\n`;

describe("a file with no newline in its first bytes", () => {
  it("is reported at once: a sparse 4 GiB file of NULs with a valid row at its very end is not scanned to that row", async () => {
    const file = path.join(dir, "nul.jsonl");
    truncateSync(openAndClose(file), 4 * GIB - row.length);
    const fd = openSync(file, "a");
    writeSync(fd, row);
    closeSync(fd);
    expect(statSync(file).size).toBe(4 * GIB);
    const { summary, state } = await readQaRun(file, "nul");
    expect(summary.rows).toBe(0);
    expect(summary.dataQuality.errors).toEqual([
      {
        file: "nul.jsonl",
        line: 1,
        path: "$",
        message: `no newline in the first 1048576 bytes: not a JSON Lines file; the other ${4 * GIB - 2 * 1024 * 1024} bytes were not read`,
      },
    ]);
    expect(state.unfinishedTail).toBe(true);
  });

  it("still reads a file whose long line ends within the limit, and one whose later line is over the limit", async () => {
    const file = path.join(dir, "long.jsonl");
    truncateSync(openAndClose(file), 0);
    const fd = openSync(file, "a");
    writeSync(fd, row);
    writeSync(fd, `${"x".repeat(3 * 1024 * 1024)}\n`);
    writeSync(fd, row);
    closeSync(fd);
    const { summary } = await readQaRun(file, "long");
    expect(summary.rows).toBe(2);
    expect(summary.dataQuality.errors.map((error) => [error.line, error.message])).toEqual([
      [2, "line is 3145728 bytes, over the 1048576-byte limit for one row; skipped"],
    ]);
  });
});

describe("a file with a line that runs on past its first row", () => {
  /** One good row, a newline, then `nulBytes` of NULs (sparse: nothing is written to disk). */
  function writeLateNewline(name: string, nulBytes: number): string {
    const file = path.join(dir, name);
    const fd = openSync(file, "w");
    writeSync(fd, row);
    closeSync(fd);
    truncateSync(file, row.length + nulBytes);
    return file;
  }

  it.each([
    ["on this thread", "0", GIB],
    ["on worker threads", "2", 4 * GIB],
  ])("stops after the limit without a line end when read %s, and says how much it left unread", async (_, workers, nulBytes) => {
    const file = writeLateNewline("late.jsonl", nulBytes);
    const saved = process.env.ARBORIST_INGEST_WORKERS;
    process.env.ARBORIST_INGEST_WORKERS = workers;
    const { summary } = await readQaRun(file, "late").finally(() => {
      if (saved === undefined) delete process.env.ARBORIST_INGEST_WORKERS;
      else process.env.ARBORIST_INGEST_WORKERS = saved;
    });
    expect(summary.rows).toBe(1);
    const [error, ...others] = summary.dataQuality.errors;
    expect(others).toEqual([]);
    expect(error?.line).toBe(2);
    const unread = Number(/the other (\d+) bytes of the file were not read/.exec(error?.message ?? "")?.[1]);
    expect(unread).toBeGreaterThanOrEqual(nulBytes - MAX_RUN_ON_BYTES - 1024 * 1024);
  });
});

describe("a file cut short while it is read", () => {
  it("says so, so the store reads it again: a truncation and rewrite within one tick of the file times leaves the same stat", async () => {
    const file = path.join(dir, "rewritten.jsonl");
    writeFileSync(file, row.repeat(3));
    const whole = identityOf(statSync(file));
    expect((await readQaFile(file, whole, { trackRows: true }, null)).cutShort).toBeUndefined();
    // The stat was taken before the truncation; the bytes read are those of the file after it.
    truncateSync(file, row.length);
    const cut = await readQaFile(file, whole, { trackRows: true }, null);
    expect([cut.cutShort, cut.lines]).toEqual([true, 1]);
  });
});

function openAndClose(file: string): string {
  closeSync(openSync(file, "w"));
  return file;
}
