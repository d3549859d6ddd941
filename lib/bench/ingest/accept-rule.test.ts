import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { qaRowSchema } from "../rows/schema";
import { passesRowCheck } from "../rows/row-check";
import { FIELD_LIST } from "../rows/row-fields";
import { createLineReader } from "../rows/line-reader";
import { createRunAccumulator } from "../accumulate/run-accumulator";
import { createRowScanner, RECORD, STATUS } from "./wasm/row-scanner";
import { addScannedString, checkScannedRow, createRecordCursor, createScannedRow, createStringTable, fillScannedRow, writeNumbersTo } from "./scanned-row";
import { createRunLineReader } from "./run-line-reader";
import { readQaFileInParallel } from "../server/ingest/parallel-read";
import { RangeMergeRefused } from "./merge-range";
import { fieldCases, fileLines, lineWith, rowLines, type GeneratedRow } from "../../test-support/row-arbitraries";
import { visible } from "../../test-support/accumulator-view";

/** The table's fields of a row object (own keys only: a "__proto__" key must not lend the row a prototype's values). */
const fieldsOf = (row: Record<string, unknown>) => FIELD_LIST.map(([name]) => (Object.hasOwn(row, name) ? row[name] : undefined));

function parse(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Each line through the WebAssembly scanner and the scanned-row check: the fields it accepts the line with, or null. */
function scanEach(lines: readonly string[]): (unknown[] | null)[] {
  const scanner = createRowScanner();
  const strings = createStringTable();
  const cursor = createRecordCursor(strings);
  writeNumbersTo(cursor, { numbers: new Float64Array(RECORD.numberSlots) });
  const input = new TextEncoder().encode(`${lines.join("\n")}\n`);
  scanner.load(input);
  const verdicts: (unknown[] | null)[] = [];
  for (let from = 0; from < input.byteLength; from = scanner.consumed()) {
    const count = scanner.scan(from);
    scanner.takeStrings((bytes) => addScannedString(strings, new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)));
    const views = scanner.views();
    for (let r = 0; r < count; r += 1) {
      const status = views.ints[scanner.records + r * RECORD.stride + RECORD.status];
      if (status !== STATUS.row || !checkScannedRow(scanner, views, r, cursor)) {
        verdicts.push(null);
        continue;
      }
      const row = createScannedRow();
      fillScannedRow(cursor, row);
      verdicts.push(fieldsOf(row));
    }
  }
  return verdicts;
}

/** The JSON.parse path alone, and the scanner's path on this thread, over the same bytes. */
function readInThread(bytes: Uint8Array, scanned: boolean) {
  const acc = createRunAccumulator("run.jsonl", { trackRows: true });
  const reader = scanned ? createRunLineReader(acc, {}) : createLineReader(acc.acceptLine);
  reader.push(bytes);
  reader.end();
  return visible({ acc, lines: reader.linesSeen });
}

const dir = mkdtempSync(path.join(tmpdir(), "accept-rule-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Verdicts = { line: string; plain: boolean; zod: boolean; check: boolean; scanned: boolean; same: boolean };

/** What zod, the row check and the scanner make of each line, and whether the accepted values agree. */
function judge(rows: readonly GeneratedRow[]): Verdicts[] {
  const scanned = scanEach(rows.map(({ line }) => line));
  return rows.map(({ line, plain }, i) => {
    const parsed = parse(line);
    const zod = parsed === null ? null : qaRowSchema.safeParse(parsed);
    const values = zod?.success ? fieldsOf(zod.data as Record<string, unknown>) : null;
    const scan = scanned[i] ?? null;
    const same =
      values === null || (isDeepStrictEqual(fieldsOf(parsed as Record<string, unknown>), values) && (scan === null || isDeepStrictEqual(scan, values)));
    return { line, plain, zod: zod?.success === true, check: parsed !== null && passesRowCheck(parsed), scanned: scan !== null, same };
  });
}

describe("the accept rule, derived from the field table three times", { timeout: 180_000 }, () => {
  it("takes every field's valid values and refuses its invalid ones alike in zod, the row check and the scanner", () => {
    const rows = fieldCases(40).flatMap(({ name, valid, refused }) => [
      ...valid.map((value) => ({ ...lineWith(name, value), expected: true })),
      ...refused.map((value) => ({ ...lineWith(name, value), expected: false })),
    ]);
    const verdicts = judge(rows);
    const wrong = verdicts.filter(({ zod, check, scanned, plain, same }, i) => {
      const expected = rows[i]?.expected;
      return zod !== expected || check !== expected || (scanned && !expected) || (expected && plain && !scanned) || !same;
    });
    expect(wrong).toEqual([]);
    expect(verdicts.filter(({ scanned }) => scanned).length).toBeGreaterThan(rows.length / 4);
  });

  it("gives zod, the row check and the scanner the same verdict and the same values, on random and mutated rows", () => {
    let [accepted, scannedRows] = [0, 0];
    fc.assert(
      fc.property(fc.array(rowLines, { minLength: 1, maxLength: 12 }), (rows) => {
        const scanned = scanEach(rows.map(({ line }) => line));
        rows.forEach(({ line, plain }, i) => {
          const parsed = parse(line);
          const zod = parsed === null ? null : qaRowSchema.safeParse(parsed);
          const verdict = zod?.success === true;
          // The row check: the same verdict, and the row it accepts is the parsed object itself.
          expect(parsed !== null && passesRowCheck(parsed), line).toBe(verdict);
          if (verdict) expect(fieldsOf(parsed as Record<string, unknown>), line).toEqual(fieldsOf(zod.data as Record<string, unknown>));
          // The scanner: never accepts what zod refuses, reads the same values, and decides alone every row it can read.
          const scan = scanned[i] ?? null;
          if (scan !== null) {
            expect(verdict, `the scanner accepted a row zod refuses: ${line}`).toBe(true);
            expect(scan, line).toEqual(fieldsOf(zod?.data as Record<string, unknown>));
          } else if (plain) expect(verdict, `the scanner handed on a row it reads itself: ${line}`).toBe(false);
          accepted += verdict ? 1 : 0;
          scannedRows += scan === null ? 0 : 1;
        });
      }),
      { numRuns: 400 },
    );
    // The generator reaches both verdicts, and the scanner decides a good share of the accepted rows itself.
    expect(accepted).toBeGreaterThan(400);
    expect(scannedRows).toBeGreaterThan(accepted / 5);
  });

  it("reads whole files to the same state by JSON.parse, by the scanner on this thread and by a worker", async () => {
    let workerReads = 0;
    await fc.assert(
      fc.asyncProperty(fileLines, fc.integer({ min: 1, max: 400 }), async (lines, rangeBytes) => {
        const bytes = new TextEncoder().encode(`${lines.join("\n")}\n`);
        const reference = readInThread(bytes, false);
        expect(readInThread(bytes, true)).toEqual(reference);
        const file = path.join(dir, "run.jsonl");
        writeFileSync(file, bytes);
        const ranged = await readQaFileInParallel(file, bytes.byteLength, { trackRows: true }, { workers: 1, rangeBytes }).catch((error: unknown) => {
          // A range the merge cannot take exactly (a sample repeated across ranges, many modes) is read in-thread instead.
          if (error instanceof RangeMergeRefused) return null;
          throw error;
        });
        if (ranged === null) return;
        workerReads += 1;
        expect(visible({ acc: ranged.acc, lines: ranged.lines })).toEqual(reference);
      }),
      { numRuns: 40 },
    );
    expect(workerReads).toBeGreaterThan(10);
  });
});
