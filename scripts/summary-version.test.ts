import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDiskCache } from "../lib/bench/server/disk-cache";
import { summarizeQaFile } from "../lib/bench/server/summarize-file";
import { SUMMARY_CODE_VERSION } from "../lib/bench/accumulate/summary-code-version";
import { codeOf, renderVersionModule, summaryCodeVersion, summarySources, VERSION_MODULE } from "./summary-version";

describe("the summary cache's version", () => {
  it("is the hash of the code that computes a summary (run `npm run generate:summary-version` after changing it)", () => {
    const files = summarySources();
    expect(readFileSync(VERSION_MODULE, "utf8")).toBe(renderVersionModule(summaryCodeVersion(files), files.length));
  });

  it("covers the field table, the accumulators, the scanner, the range merge and the summary's schema", () => {
    const files = summarySources();
    for (const file of [
      "lib/bench/rows/row-fields.ts",
      "lib/bench/accumulate/mode-accumulator.ts",
      "lib/bench/accumulate/run-summary.ts",
      "lib/bench/ingest/wasm/scan-rows-wasm.ts",
      "lib/bench/ingest/merge-range.ts",
      "lib/bench/server/ingest/range-worker.ts",
    ])
      expect(files).toContain(file);
  });

  it("changes with the code, not with its comments, types or layout", () => {
    const source = "const limit = 64;\nexport const within = (n: number) => n <= limit;\n";
    const commented = "// The bound.\nconst limit: number = 64;\n/** Inside it. */\nexport const within = (n: number): boolean =>\n  n <= limit;\n";
    expect(codeOf(commented)).toBe(codeOf(source));
    expect(codeOf(source.replace("64", "65"))).not.toBe(codeOf(source));
    const files = summarySources();
    expect(summaryCodeVersion(files)).not.toBe(summaryCodeVersion(files.slice(1)));
  });
});

describe("the disk cache", () => {
  it("keeps a summary under the code's version and takes no entry written by other code", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "summary-version-"));
    try {
      const runFile = path.join(dir, "run.jsonl");
      writeFileSync(
        runFile,
        `${JSON.stringify({ question: "q", mode: "quote", sample: 0, audit_mode: "STRICT", n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1 })}\n`,
      );
      const summary = await summarizeQaFile(runFile, "run");
      const stamp = { identity: { size: 1, mtimeMs: 1, ctimeMs: 1, ino: 1 }, fingerprint: "f", meta: null };
      const cache = createDiskCache(dir);
      await cache.write(runFile, stamp, summary);
      const [entryName] = readdirSync(dir).filter((name) => name.endsWith(".json"));
      const entryPath = path.join(dir, entryName ?? "");
      const entry = JSON.parse(readFileSync(entryPath, "utf8")) as { version: string };
      expect(entry.version).toBe(SUMMARY_CODE_VERSION);
      expect(await cache.read(runFile, () => Promise.resolve(true))).toEqual(summary);
      writeFileSync(entryPath, JSON.stringify({ ...entry, version: "0123456789abcdef" }));
      expect(await cache.read(runFile, () => Promise.resolve(true))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
