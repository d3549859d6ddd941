import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRun } from "@/app/_server/store";
import { loadQaPage } from "./load-qa-page";

const RUN = "2026-05-03T12-29-53Z";
const saved = { bench: process.env.BENCH_DATA_DIR, cache: process.env.ARBORIST_CACHE_DIR };
let file = "";

beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), "load-qa-page-"));
  mkdirSync(path.join(root, "bench", "qa"), { recursive: true });
  file = path.join(root, "bench", "qa", `${RUN}.jsonl`);
  copyFileSync(path.join("bench-data", "qa", `${RUN}.jsonl`), file);
  process.env.BENCH_DATA_DIR = path.join(root, "bench");
  process.env.ARBORIST_CACHE_DIR = path.join(root, "cache");
});

afterAll(() => {
  process.env.BENCH_DATA_DIR = saved.bench;
  process.env.ARBORIST_CACHE_DIR = saved.cache;
});

const load = (search: Record<string, string> = {}) => {
  const run = findRun(RUN);
  if (run === null) throw new Error("run not found");
  return loadQaPage(run, search);
};

describe("loadQaPage", () => {
  it("computes a run page's sections once per file version and query", async () => {
    const cold = await load({ size: "25" });
    expect(cold?.search).toBe("size=25");
    expect(cold?.pages.drilldown.items).toHaveLength(25);
    expect((await load({ size: "25" }))?.pages).toBe(cold?.pages);
    const other = await load({ size: "25", page: "2" });
    expect(other?.pages).not.toBe(cold?.pages);
    expect(other?.search).toBe("page=2&size=25");
    expect(other?.pages.drilldown.items).toHaveLength(2);
  });

  it("gives a URL without a query the unfiltered first page, one object for both tables", async () => {
    const plain = await load();
    expect(plain?.search).toBe("");
    expect(plain?.pages.drilldown).toMatchObject({ total: 27, offset: 0, limit: 50 });
    expect(plain?.pages.quantifier).toBe(plain?.pages.drilldown);
  });

  it("computes them again once the file has grown", async () => {
    const before = await load();
    const firstLine = readFileSync(file, "utf8").split("\n")[0];
    appendFileSync(file, `${firstLine}\n`);
    const after = await load();
    expect(after?.pages).not.toBe(before?.pages);
    expect(after?.summary.rows).toBe((before?.summary.rows ?? 0) + 1);
  });
});
