import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarizeQaFile } from "./server/summarize-file";
import { readLocalFile } from "./local/read-local-file";
import { VERDICTS, type Verdict } from "./rows/schema";
import { asLocalFile, cutsEvery } from "../test-support/local-file";

const MODES = ["quote", "claim_lattice_pointer", "claim_lattice", "quote_v2"];

const validRow = fc
  .record({
    question: fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
    mode: fc.constantFrom(...MODES),
    sample: fc.nat(4),
    audit_mode: fc.constantFrom(...VERDICTS),
    n_quotes: fc.nat(12),
    verifiedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    ratio: fc.double({ min: 0, max: 1, noNaN: true }),
    latency_s: fc.double({ min: 0, max: 1e6, noNaN: true }),
    format_collapsed: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ verifiedShare, ...row }) => ({ ...row, n_verified: Math.floor(verifiedShare * row.n_quotes) }));
type ValidRow = typeof validRow extends fc.Arbitrary<infer T> ? T : never;

const garbageLine = fc
  .oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom("{", "[]", "null", '"row"', "{}", "NaN", '{"question":"q"}', "} {"),
    validRow.map((row) => JSON.stringify({ ...row, ratio: 1.5 })),
    validRow.map((row) => JSON.stringify(row).slice(0, -2)),
  )
  .filter((line) => !/[\n\r]/.test(line));

const line = fc.oneof({ arbitrary: validRow.map((row) => ({ row })), weight: 2 }, { arbitrary: garbageLine.map((text) => ({ text })), weight: 1 });

const document = fc.record({
  lines: fc.array(line, { maxLength: 40 }),
  eol: fc.constantFrom("\n", "\r\n"),
  bom: fc.boolean(),
  finalEol: fc.boolean(),
});
type Document = typeof document extends fc.Arbitrary<infer T> ? T : never;

function render({ lines, eol, bom, finalEol }: Document): string {
  const body = lines.map((l) => ("row" in l ? JSON.stringify(l.row) : l.text)).join(eol);
  return (bom ? "\uFEFF" : "") + body + (finalEol ? eol : "");
}

function expectedCounts(lines: Document["lines"]) {
  const rows = lines.flatMap((l) => ("row" in l ? [l.row] : []));
  const verdicts: Record<string, Record<Verdict, number>> = {};
  for (const row of rows as ValidRow[]) {
    const tally = (verdicts[row.mode] ??= { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 });
    tally[row.audit_mode] += 1;
  }
  const badLines = lines.filter((l) => "text" in l && l.text.trim() !== "").length;
  return { rows: rows.length, verdicts, badLines };
}

const verdictsOf = (modes: Record<string, { verdicts: Record<Verdict, number> }>) =>
  Object.fromEntries(Object.entries(modes).map(([mode, summary]) => [mode, summary.verdicts]));

describe("QA loader properties", () => {
  let dir = "";
  let counter = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "loader-properties-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const loadBytes = async (data: Uint8Array | string) => {
    const file = path.join(dir, `case-${(counter += 1)}.jsonl`);
    await writeFile(file, data);
    return summarizeQaFile(file, "case");
  };

  it("never throws on arbitrary bytes, and every listed issue has a line inside the file", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (data) => {
        const run = await loadBytes(data);
        const lines = data.filter((b) => b === 0x0a).length + 1;
        for (const issue of [...run.dataQuality.errors, ...run.dataQuality.warnings]) {
          expect(issue.line).toBeGreaterThanOrEqual(1);
          expect(issue.line).toBeLessThanOrEqual(lines);
        }
        expect(run.dataQuality.unreadable).toBe(run.rows === 0);
      }),
      { numRuns: 60 },
    );
  });

  it("keeps every valid row among garbage lines, with per-mode verdict counts", async () => {
    await fc.assert(
      fc.asyncProperty(document, async (doc) => {
        const run = await loadBytes(render(doc));
        const expected = expectedCounts(doc.lines);
        expect(run.rows).toBe(expected.rows);
        expect(run.dataQuality.badLines).toBe(expected.badLines);
        expect(verdictsOf(run.modes)).toEqual(expected.verdicts);
      }),
      { numRuns: 60 },
    );
  });

  it("gives the browser reader the same result whatever the chunk boundaries", async () => {
    await fc.assert(
      fc.asyncProperty(document, fc.array(fc.nat(), { maxLength: 30 }), async (doc, cuts) => {
        const data = new TextEncoder().encode(render(doc));
        const whole = (await readLocalFile(asLocalFile("doc.jsonl", data, []))).summary;
        const chunked = (await readLocalFile(asLocalFile("doc.jsonl", data, cuts))).summary;
        expect(chunked.rows).toBe(expectedCounts(doc.lines).rows);
        expect(chunked.dataQuality).toEqual(whole.dataQuality);
        expect(chunked.modes).toEqual(whole.modes);
        expect(chunked.questionSet).toEqual(whole.questionSet);
        expect(chunked.cellCount).toBe(whole.cellCount);
      }),
      { numRuns: 60 },
    );
  });

  it("reads split multi-byte characters the same as whole ones, byte-by-byte", async () => {
    const text = [
      JSON.stringify({
        question: "Ça coûte combien — 東京 🌍?",
        mode: "quote",
        sample: 0,
        audit_mode: "HYBRID",
        n_quotes: 2,
        n_verified: 1,
        ratio: 0.5,
        latency_s: 1,
      }),
      "é{",
    ].join("\r\n");
    const data = new TextEncoder().encode(text);
    const { summary: run, acc } = await readLocalFile(asLocalFile("multi.jsonl", data, cutsEvery(1, data)));
    expect(acc.table.questions).toEqual(["Ça coûte combien — 東京 🌍?"]);
    expect(run.dataQuality.warningCount).toBe(0);
    expect(run.dataQuality.errors.map((e) => [e.line, e.path])).toEqual([[2, "$"]]);
  });
});
