import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConsistent } from "./read-consistent";
import * as readQa from "./read-qa-file";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "read-consistent-"));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const row = (verdict: string) =>
  `${JSON.stringify({ question: "q", mode: "quote", sample: 0, audit_mode: verdict, n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1 })}\n`;

describe("readConsistent", () => {
  it("reads again a file rewritten in place during the read with the same size and times: its bytes differ from those read", async () => {
    const file = path.join(dir, "run.jsonl");
    writeFileSync(file, row("HYBRID"));
    const real = readQa.readQaFile;
    // The first read digests the file as it was before the rewrite; the stat cannot tell (one tick of the file times).
    const read = vi.spyOn(readQa, "readQaFile").mockImplementationOnce(async (...args) => {
      writeFileSync(file, row("STRICT"));
      const state = await real(...args);
      writeFileSync(file, row("HYBRID"));
      return state;
    });
    const { state } = await readConsistent(file, "run", null);
    expect(read).toHaveBeenCalledTimes(2);
    // The state is of the bytes now in the file, the HYBRID row.
    expect(state.fingerprint).toBe(`full:${row("HYBRID").length}:${createHash("sha256").update(row("HYBRID")).digest("hex")}`);
  });
});
