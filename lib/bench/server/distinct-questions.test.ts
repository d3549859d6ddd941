import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readQaRun } from "./summarize-file";
import { queryCells, cellQuerySchema } from "../cells/cell-query";
import { readCellRows } from "../cells/cell-rows";
import { withFileBytes } from "./file-bytes";

const QUESTIONS = 300_000;
let dir = "";
let file = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "distinct-"));
  file = path.join(dir, "wide.jsonl");
  const out = createWriteStream(file);
  for (let q = 0; q < QUESTIONS; q += 1) {
    const row = {
      question: `distinct question ${q}?`,
      mode: "quote",
      sample: 0,
      audit_mode: q % 3 === 0 ? "STRICT" : "HYBRID",
      n_quotes: 2,
      n_verified: 1,
      ratio: 0.5,
      latency_s: 1,
    };
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a run of 300,000 distinct questions", () => {
  it("has a summary that does not grow with its questions, and pages and rows that still answer", async () => {
    const { summary, state } = await readQaRun(file, "wide", null, { trackRows: true });
    expect([summary.rows, summary.questionCount, summary.cellCount]).toEqual([QUESTIONS, QUESTIONS, QUESTIONS]);
    expect(JSON.stringify(summary).length).toBeLessThan(5_000);
    const page = queryCells(state.acc.table, cellQuerySchema.parse({ verdict: "STRICT", q: "question 29999", sort: "question", dir: "desc", limit: "500" }));
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.question).slice(0, 2)).toEqual(["distinct question 299997?", "distinct question 299994?"]);
    const rows = await withFileBytes(file, (read) =>
      readCellRows(read, state.acc.table, { question: "distinct question 123456?", mode: "quote", offset: 0, limit: 50 }),
    );
    expect(rows?.rows.map((row) => row.line)).toEqual([123_457]);
  }, 120_000);
});
