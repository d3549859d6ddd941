import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readQaRun } from "../server/summarize-file";
import { readQaFileInParallel } from "../server/ingest/parallel-read";
import { statIdentity } from "../server/file-identity";
import { readLocalFile } from "../local/read-local-file";
import { visible } from "../../test-support/accumulator-view";
import { qaRowText as row } from "../../test-support/qa-row-text";

/** A row with `extra` spliced in as the raw JSON text of one more field. */
const rowWith = (sample: number, extra: string) => `${row({ sample }).slice(0, -1)},${extra}}`;
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "refused-rows-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * The file read by the server in-thread (the row scanner), by a worker in small ranges, and by the browser reader
 * (JSON.parse only): all three must agree; returns the in-thread read.
 */
async function readEveryWay(name: string, text: string) {
  const file = path.join(dir, name);
  await writeFile(file, text);
  const { summary, state } = await readQaRun(file, name, null, { trackRows: true });
  const identity = await statIdentity(file);
  const ranged = await readQaFileInParallel(file, identity?.size ?? 0, { trackRows: true }, { workers: 1, rangeBytes: 64 });
  expect(visible(ranged)).toEqual(visible(state));
  const data = new TextEncoder().encode(text);
  const local = await readLocalFile({ name, size: data.byteLength, stream: () => new Blob([data]).stream() });
  expect(local.summary.dataQuality).toEqual(summary.dataQuality);
  expect(local.summary.modes).toEqual(summary.modes);
  return summary;
}

const issuesOf = (issues: { line: number | null; path: string; message: string }[]) => issues.map((issue) => [issue.line, issue.path, issue.message]);

describe("rows the ingest refuses, whichever path reads them", { timeout: 60_000 }, () => {
  it("refuses a row whose extra field nests 400,000 deep, naming the field, and loads the rest", async () => {
    const summary = await readEveryWay("deep-extra.jsonl", [row(), rowWith(1, `"debug":${nested(400_000)}`), row({ sample: 2 })].join("\n"));
    expect(summary.rows).toBe(2);
    expect(issuesOf(summary.dataQuality.errors)).toEqual([[2, "debug", "extra field nests deeper than 32 levels; row not loaded"]]);
    expect(() => JSON.stringify(summary)).not.toThrow();
  });

  it("takes extra fields up to 32 levels deep and refuses 33, on the scanner's path and JSON.parse's alike", async () => {
    const lines = [
      rowWith(0, `"a":${nested(32)}`),
      rowWith(1, `"b":{"c":${nested(31)}}`),
      rowWith(2, `"d":{"e":${nested(32)}}`),
      rowWith(3, `"f":${nested(33)}`),
    ];
    const summary = await readEveryWay("depth-edge.jsonl", `${lines.join("\n")}\n`);
    expect(summary.rows).toBe(2);
    expect(issuesOf(summary.dataQuality.errors).map(([line, at]) => [line, at])).toEqual([
      [3, "d"],
      [4, "f"],
    ]);
  });

  it("refuses a row whose extra fields hold more than 10,000 values", async () => {
    const many = (n: number) => `[${Array.from({ length: n }, () => "0").join(",")}]`;
    const lines = [rowWith(0, `"ok":${many(9_999)}`), rowWith(1, `"x":${many(5_000)},"y":${many(5_000)}`), row({ sample: 2 })];
    const summary = await readEveryWay("wide-extra.jsonl", `${lines.join("\n")}\n`);
    expect(summary.rows).toBe(2);
    expect(issuesOf(summary.dataQuality.errors)).toEqual([[2, "y", "extra fields hold more than 10000 values; row not loaded"]]);
  });

  it.each([
    ["a no-break space", "\u00a0", "U+00A0"],
    ["a byte-order mark", "\ufeff", "U+FEFF"],
    ["a line separator", "\u2028", "U+2028"],
    ["an ideographic space", "\u3000", "U+3000"],
    ["a vertical tab", "\v", "U+000B"],
    ["a form feed", "\f", "U+000C"],
  ])("refuses a line wrapped in %s, as JSON.parse does, naming the character and the line, and loads the rest", async (_, wrap, named) => {
    const lines = [row(), `${wrap}${row({ sample: 1 })}`, `${row({ sample: 2 })}${wrap}`, `${wrap}`, row({ sample: 3 })];
    const summary = await readEveryWay("wrapped.jsonl", `${lines.join("\n")}\n`);
    expect(summary.rows).toBe(2);
    expect(summary.dataQuality.errors.map((issue) => [issue.file, issue.line, issue.path, issue.message])).toEqual([
      ["wrapped.jsonl", 2, "$", `not valid JSON: ${named} at the start of the line is not JSON whitespace`],
      ["wrapped.jsonl", 3, "$", `not valid JSON: ${named} at the end of the line is not JSON whitespace`],
      ["wrapped.jsonl", 4, "$", `not valid JSON: ${named} at the start of the line is not JSON whitespace`],
    ]);
  });

  it("names JSON.parse's error, not a trailing space, when the line is broken before it", async () => {
    const summary = await readEveryWay("broken-then-space.jsonl", `${row().slice(0, -1)}\u00a0\n${row({ sample: 1 })}\n`);
    expect(issuesOf(summary.dataQuality.errors).map(([line, , message]) => [line, /^not valid JSON: (?!U\+)/.test(String(message))])).toEqual([[1, true]]);
  });

  it("still takes a byte-order mark that opens the file", async () => {
    const summary = await readEveryWay("bom.jsonl", `\ufeff${row()}\n${row({ sample: 1 })}\n`);
    expect([summary.rows, summary.dataQuality.errorCount]).toEqual([2, 0]);
  });

  it("warns when a row lists a violation kind twice, and counts it once", async () => {
    const lines = [
      row({ violation_kinds: ["A", "B", "A", "A"] }),
      row({ sample: 1, violation_kinds: ["A"] }),
      row({ sample: 2, violation_kinds: ["B", "C", "C"] }),
    ];
    const summary = await readEveryWay("repeated-kinds.jsonl", `${lines.join("\n")}\n`);
    expect(summary.rows).toBe(3);
    expect(summary.modes.quote?.violationKinds.counts).toEqual({ A: 2, B: 2, C: 1 });
    expect(issuesOf(summary.dataQuality.warnings)).toEqual([
      [1, "violation_kinds[2]", 'violation kind "A" listed 3 times in one row; counted once'],
      [3, "violation_kinds[2]", 'violation kind "C" listed 2 times in one row; counted once'],
    ]);
  });

  it("refuses a sidecar whose extra field nests too deep, and the run still opens", async () => {
    const file = path.join(dir, "deep-meta.jsonl");
    await writeFile(file, `${row()}\n`);
    await writeFile(path.join(dir, "deep-meta.meta.json"), `{"title":"t","debug":${nested(400_000)}}`);
    const { summary } = await readQaRun(file, "deep-meta", path.join(dir, "deep-meta.meta.json"));
    expect(summary.meta).toBeNull();
    expect(issuesOf(summary.dataQuality.errors)).toEqual([[null, "debug", "nests deeper than 32 levels; sidecar ignored"]]);
    expect(() => JSON.stringify(summary)).not.toThrow();
  });
});
