import { afterAll, describe, expect, it } from "vitest";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRunCatalog, listRunIndex, loadRunById } from "./run-catalog";

const root = mkdtempSync(path.join(os.tmpdir(), "arborist-store-"));
const bench = path.join(root, "bench");
mkdirSync(path.join(bench, "qa"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const row = (sample: number) => `${JSON.stringify({ question: "Q?", mode: "quote", sample, audit_mode: "STRICT", n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1 })}\n`;

describe("run catalog", () => {
  it("serves an unchanged run from cache and re-reads it after it changes", async () => {
    const file = path.join(bench, "qa", "r1.jsonl");
    writeFileSync(file, row(0));
    const catalog = createRunCatalog(bench, null);
    const first = await loadRunById(catalog, "r1");
    const again = await loadRunById(catalog, "r1");
    expect(again?.run).toBe(first?.run);
    appendFileSync(file, row(1));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const changed = await loadRunById(catalog, "r1");
    expect(changed?.run).not.toBe(first?.run);
    expect(changed?.kind === "qa" ? changed.run.rows : null).toBe(2);
  });

  it("survives a restart through the disk cache keyed by path, size, mtime and schema version", async () => {
    const cacheDir = path.join(root, "cache");
    const file = path.join(bench, "qa", "r2.jsonl");
    writeFileSync(file, row(0));
    await loadRunById(createRunCatalog(bench, cacheDir), "r2");
    const restarted = createRunCatalog(bench, cacheDir);
    const fromDisk = await loadRunById(restarted, "r2");
    expect(fromDisk?.kind === "qa" ? fromDisk.run.rows : null).toBe(1);
    expect(restarted.progressOf(file)).toBeNull();
  });

  it("never lists or opens a file that a symlink points outside the bench folder", async () => {
    const outside = path.join(root, "outside.jsonl");
    writeFileSync(outside, row(0));
    symlinkSync(outside, path.join(bench, "qa", "escape.jsonl"));
    const catalog = createRunCatalog(bench, null);
    const ids = (await listRunIndex(catalog)).map((r) => r.runId);
    expect(ids).not.toContain("escape");
    expect(await loadRunById(catalog, "escape")).toBeNull();
    for (const id of ["../outside", "..", "/etc/passwd", "a\u0000b", "%2e%2e"]) expect(await loadRunById(catalog, id)).toBeNull();
  });
});
