import { mkdtemp, open, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readQaRun, summarizeQaFile } from "./server/summarize-file";
import { readLocalFile } from "./local/read-local-file";
import { MAX_LISTED_ISSUES } from "./rows/data-quality";
import { BAD_INPUT_CASES, type Expected } from "./fixtures/bad-input/expected";
import { qaRowText as row } from "../test-support/qa-row-text";
import { asLocalFile, cutsEvery } from "../test-support/local-file";

const fixtureDir = path.resolve("lib/bench/fixtures/bad-input");
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));

type Run = Awaited<ReturnType<typeof summarizeQaFile>>;

function expectQuality(run: Run, expected: Expected) {
  const { errors, warnings, errorCount, warningCount, unreadable } = run.dataQuality;
  expect({ rows: run.rows, errorCount, warningCount, unreadable }).toEqual({
    rows: expected.rows,
    errorCount: expected.errors.length,
    warningCount: expected.warnings.length,
    unreadable: expected.rows === 0,
  });
  expect(errors.map((e) => [e.line, e.path])).toEqual(expected.errors.map(([line, at]) => [line, at]));
  expect(warnings.map((w) => [w.line, w.path])).toEqual(expected.warnings.map(([line, at]) => [line, at]));
  errors.forEach((e, i) => expect(e.message).toMatch(expected.errors[i]?.[2] ?? /^$/));
  warnings.forEach((w, i) => expect(w.message).toMatch(expected.warnings[i]?.[2] ?? /^$/));
}

describe("the committed bad-input corpus", () => {
  it.each(BAD_INPUT_CASES)("$name: exact errors, warnings and surviving rows", async (expected) => {
    const run = await summarizeQaFile(path.join(fixtureDir, `${expected.name}.jsonl`), expected.name);
    expectQuality(run, expected);
    expect(run.dataQuality.errors.every((e) => e.file === `${expected.name}.jsonl`)).toBe(true);
    expect(Object.keys(run.modes)).toEqual(expected.modes);
  });

  it.each(BAD_INPUT_CASES)("$name: the browser reader agrees, 3-byte chunks", async (expected) => {
    const data = new Uint8Array(await readFile(path.join(fixtureDir, `${expected.name}.jsonl`)));
    const server = await summarizeQaFile(path.join(fixtureDir, `${expected.name}.jsonl`), expected.name);
    const local = (await readLocalFile(asLocalFile(`${expected.name}.jsonl`, data, cutsEvery(3, data)))).summary;
    expect(local.dataQuality).toEqual(server.dataQuality);
    expect(local.modes).toEqual(server.modes);
  });
});

describe("bad input generated at test time", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bad-input-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const load = async (name: string, data: Uint8Array | string) => {
    await writeFile(path.join(dir, name), data);
    return summarizeQaFile(path.join(dir, name), name);
  };

  it("keeps a row whose string held invalid UTF-8, with a warning on that line", async () => {
    const run = await load(
      "utf8-in-string.jsonl",
      bytes(
        row().slice(0, 20),
        [0xc3, 0x28],
        row().slice(20),
        "\n",
        row({ sample: 1 }),
        "\n",
        row({ sample: 2 }).slice(0, 25),
        [0xf0, 0x9f, 0x98],
        row({ sample: 2 }).slice(25),
        "\n",
      ),
    );
    expectQuality(run, {
      name: "utf8-in-string",
      rows: 3,
      modes: ["quote"],
      errors: [],
      warnings: [
        [1, "$", /^invalid UTF-8 replaced with U\+FFFD/],
        [3, "$", /^invalid UTF-8 replaced with U\+FFFD/],
      ],
    });
    const { state } = await readQaRun(path.join(dir, "utf8-in-string.jsonl"), "utf8-in-string");
    expect([...state.acc.table.questions].sort()).toEqual(
      ["Which rivers cross Paris?", "Which rivers\uFFFD cross Paris?", "Which r\uFFFD(ivers cross Paris?"].sort(),
    );
  });

  it("rejects a line that starts with an invalid byte, and says why", async () => {
    const run = await load("utf8-line-start.jsonl", bytes(row(), "\n", [0xff], row({ sample: 1 }), "\n", [0x80, 0x80], "\n"));
    expectQuality(run, {
      name: "utf8-line-start",
      rows: 1,
      modes: ["quote"],
      errors: [
        [2, "$", /^not valid JSON/],
        [3, "$", /^not valid JSON/],
      ],
      warnings: [
        [2, "$", /invalid UTF-8/],
        [3, "$", /invalid UTF-8/],
      ],
    });
  });

  it("refuses lines over 1 MB with their length, and keeps the rows around them", async () => {
    const huge = `${"why ".repeat(300_000)}?`;
    const run = await load("over-cap.jsonl", [row({ question: huge }), row(), "x".repeat(10 * 1024 * 1024), row({ sample: 1 })].join("\n"));
    expect(run.rows).toBe(2);
    expect(run.questionCount).toBe(1);
    expect(run.dataQuality.errors).toEqual([
      {
        file: "over-cap.jsonl",
        line: 1,
        path: "$",
        message: `line is ${row({ question: huge }).length} bytes, over the 1048576-byte limit for one row; skipped`,
      },
      { file: "over-cap.jsonl", line: 3, path: "$", message: "line is 10485760 bytes, over the 1048576-byte limit for one row; skipped" },
    ]);
  });

  it("reads a file with a 150 MB line without holding the line", async () => {
    const file = path.join(dir, "line-150mb.jsonl");
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const handle = await open(file, "w");
    await handle.write(`${row()}\n{"question":"`);
    for (let i = 0; i < 150; i += 1) await handle.write(chunk);
    await handle.write(`"}\n${row({ sample: 1 })}\n`);
    await handle.close();
    const run = await summarizeQaFile(file, "line-150mb");
    expect(run.rows).toBe(2);
    expect(run.dataQuality.errors.map((e) => [e.line, e.message])).toEqual([
      [2, `line is ${150 * 1024 * 1024 + 15} bytes, over the 1048576-byte limit for one row; skipped`],
    ]);
    expect(JSON.stringify(run).length).toBeLessThan(20_000);
  });

  it("reports 100k-deep nesting instead of overflowing the stack", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const run = await load(
      "deep.jsonl",
      ["[".repeat(100_000), deep, `${row().slice(0, -1)},"extra":${deep}}`, `{"question":${deep}}`, '{"a":'.repeat(100_000)].join("\n"),
    );
    expectQuality(run, {
      name: "deep",
      rows: 0,
      modes: [],
      errors: [
        [1, "$", /^not valid JSON/],
        [2, "$", /^expected a JSON object, got an array$/],
        [3, "extra", /^extra field nests deeper than 32 levels; row not loaded$/],
        [4, "question", /expected string/],
        ...["mode", "sample", "audit_mode", "n_quotes", "n_verified", "ratio", "latency_s"].map((field): [number, string, RegExp] => [4, field, /^Invalid/]),
        [5, "$", /^not valid JSON/],
      ],
      warnings: [],
    });
    expect(() => JSON.stringify(run)).not.toThrow();
  });

  it("lists at most 1000 errors and 1000 warnings while counting every one", async () => {
    const bad = Array.from({ length: 1500 }, (_, i) => `bad ${i}`);
    const duplicates = Array.from({ length: 1201 }, () => row());
    const run = await load("capped.jsonl", [...bad, row({ mode: "claim_lattice" }), ...duplicates].join("\r\n"));
    const { errors, warnings, errorCount, warningCount } = run.dataQuality;
    expect([errors.length, errorCount, warnings.length, warningCount]).toEqual([MAX_LISTED_ISSUES, 1500, MAX_LISTED_ISSUES, 1200]);
    expect([errors[0]?.line, errors.at(-1)?.line]).toEqual([1, 1000]);
    expect([warnings[0]?.line, warnings.at(-1)?.line]).toEqual([1503, 2502]);
    expect(run.rows).toBe(1202);
    expect(run.modes.quote?.rows).toBe(1201);
  });
});
