import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRunStore } from "./run-store";
import { readQaRun } from "./summarize-file";
import { withFileBytes } from "./file-bytes";
import { readCellRows, type ReadBytes, type RowsQuery } from "../cells/cell-rows";
import type { RunSummary } from "../accumulate/run-summary";
import type { CellTable } from "../accumulate/cell-table";
import type { RunFile } from "../runs/run-file";

const VERDICTS = ["STRICT", "HYBRID", "UNGROUNDED"] as const;
const RUN_IDS = ["r0", "r1", "r2"] as const;
const CELL: RowsQuery = { question: "q1", mode: "quote", offset: 0, limit: 500 };

const row = (i: number, seed: number) =>
  `${JSON.stringify({ question: `q${i % 7}`, mode: "quote", sample: Math.floor(i / 7), audit_mode: VERDICTS[(i + seed) % 3], n_quotes: 2, n_verified: 1, ratio: 0.5, latency_s: (i % 5) + seed })}\n`;
const rows = (from: number, to: number, seed: number) => Array.from({ length: to - from }, (_, k) => row(from + k, seed)).join("");

type Op =
  | { kind: "summary" | "data" | "rows"; run: number; delay: number }
  | { kind: "append"; run: number; count: number; delay: number }
  | { kind: "replace"; run: number; seed: number; count: number; delay: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom("summary" as const, "data" as const, "rows" as const), run: fc.nat(2), delay: fc.nat(6) }),
  fc.record({ kind: fc.constant("append" as const), run: fc.nat(2), count: fc.integer({ min: 1, max: 40 }), delay: fc.nat(6) }),
  fc.record({ kind: fc.constant("replace" as const), run: fc.nat(2), seed: fc.nat(5), count: fc.integer({ min: 1, max: 300 }), delay: fc.nat(6) }),
);

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "run-store-property-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const project = (summary: RunSummary) => JSON.stringify({ rows: summary.rows, modes: summary.modes, errors: summary.dataQuality.errorCount });
const readRows = (readBytes: ReadBytes, table: CellTable) => readCellRows(readBytes, table, CELL).then((page) => JSON.stringify(page));

/** What a fresh, sequential read of these bytes answers: the summary, and the rows of one cell read back. */
const expected = new Map<string, Promise<{ summary: string; rows: string }>>();
function readFresh(content: string): Promise<{ summary: string; rows: string }> {
  let answer = expected.get(content);
  if (answer === undefined) {
    const folder = mkdtempSync(path.join(dir, "fresh-"));
    const file = path.join(folder, "run.jsonl");
    writeFileSync(file, content);
    answer = readQaRun(file, "fresh", null, { trackRows: true }).then(async ({ summary, state }) => ({
      summary: project(summary),
      rows: await withFileBytes(file, (readBytes) => readRows(readBytes, state.acc.table)),
    }));
    expected.set(content, answer);
  }
  return answer;
}

async function hop(times: number) {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe("the store under random interleavings of reads, evictions, appends and replacements", () => {
  it("answers every read as a fresh sequential read of a version the file had while the request ran", async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), fc.constantFrom(1, 40_000, 1 << 30), async (ops, memoryBytes) => {
        const benchDir = path.join(dir, `round-${(round += 1)}`);
        mkdirSync(path.join(benchDir, "qa"), { recursive: true });
        const fileOf = (run: number) => path.join(benchDir, "qa", `${RUN_IDS[run]}.jsonl`);
        const versions = RUN_IDS.map((_, run) => {
          writeFileSync(fileOf(run), rows(0, 50 + 30 * run, run));
          return [readFileSync(fileOf(run), "utf8")];
        });
        const store = createRunStore({ benchDir, cacheDir: path.join(benchDir, "cache"), memoryBytes, coldReads: 2, loadController: async () => ({}) });
        const runOf = (run: number) => store.findRun(RUN_IDS[run] as string) as RunFile;

        const mutate = (op: Extract<Op, { kind: "append" | "replace" }>) => {
          const history = versions[op.run] as string[];
          const current = history[history.length - 1] as string;
          const lines = current.split("\n").length - 1;
          if (op.kind === "append") appendFileSync(fileOf(op.run), rows(lines, lines + op.count, op.run));
          else {
            const next = path.join(benchDir, `next-${op.run}.jsonl`);
            writeFileSync(next, rows(0, op.count, op.seed));
            renameSync(next, fileOf(op.run));
          }
          history.push(readFileSync(fileOf(op.run), "utf8"));
        };

        const answer = async (op: Extract<Op, { kind: "summary" | "data" | "rows" }>) => {
          const history = versions[op.run] as string[];
          const from = history.length - 1;
          const run = runOf(op.run);
          const got: { summary: string; rows?: string } =
            op.kind === "summary"
              ? { summary: project(await store.loadSummary(run)) }
              : op.kind === "data"
                ? await store.withData(run, (data) => ({ summary: project(data.summary) }))
                : await store.withFileData(run, async (data, readBytes) => ({
                    summary: project(data.summary),
                    rows: await readRows(readBytes, data.state.acc.table),
                  }));
          const candidates = await Promise.all(history.slice(from).map(readFresh));
          const matches = candidates.some((fresh) => fresh.summary === got.summary && (got.rows === undefined || fresh.rows === got.rows));
          expect(matches, `${op.kind} of ${RUN_IDS[op.run]} matches none of versions ${from}..${history.length - 1}`).toBe(true);
        };

        await Promise.all(
          ops.map(async (op) => {
            await hop(op.delay);
            if (op.kind === "append" || op.kind === "replace") mutate(op);
            else await answer(op);
          }),
        );
        expect(store.memory()).toMatchObject({ coldReads: 0, waiting: 0 });
      }),
      { numRuns: 60 },
    );
  });
});
