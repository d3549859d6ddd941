import { describe, expect, it } from "vitest";
import path from "node:path";
import { readQaRun, summarizeQaFile } from "./summarize-file";
import { queryCells, cellQuerySchema } from "../cells/cell-query";
import { readCellRows } from "../cells/cell-rows";
import { withFileBytes } from "./file-bytes";

const dir = path.resolve("e2e/fixtures/bench-data/qa");
const load = (name: string, meta = true) => summarizeQaFile(path.join(dir, `${name}.jsonl`), name, meta ? path.join(dir, `${name}.meta.json`) : undefined);

describe("summarizeQaFile on the malformed fixture", () => {
  it("reports every bad line with file, line and field path", async () => {
    const run = await load("fixture-mixed");
    expect(run.dataQuality.errors.map(({ file, line, path: p }) => [file, line, p])).toEqual([
      ["fixture-mixed.jsonl", 3, "$"],
      ["fixture-mixed.jsonl", 5, "$"],
      ["fixture-mixed.jsonl", 7, "sample"],
      ["fixture-mixed.jsonl", 8, "audit_mode"],
      ["fixture-mixed.jsonl", 9, "$"],
      ["fixture-mixed.jsonl", 11, "n_verified"],
    ]);
    expect(run.dataQuality.errors[0]?.message).toMatch(/^not valid JSON/);
    expect(run.dataQuality.errors[1]?.message).toBe("expected a JSON object, got an array");
    expect(run.dataQuality.errors[5]?.message).toBe("n_verified must not exceed n_quotes");
    expect(run.dataQuality.errorCount).toBe(6);
    expect(run.dataQuality.unreadable).toBe(false);
  });

  it("keeps every good row", async () => {
    const run = await load("fixture-mixed");
    expect(run.rows).toBe(5);
    expect(run.questionCount).toBe(2);
    expect(Object.keys(run.modes)).toEqual(["quote", "claim_lattice_pointer"]);
    expect(run.provenance).toBe("synthetic");
    expect(run.meta?.policy).toEqual({ quantifier_reminder_enabled: true });
  });

  it("computes the exact quote-mode summary", async () => {
    const quote = (await load("fixture-mixed")).modes.quote;
    expect(quote).toMatchObject({
      rows: 3,
      verdicts: { STRICT: 2, HYBRID: 1, UNGROUNDED: 0 },
      strictRate: 2 / 3,
      meanRatio: 0.75,
      medianRatio: 0.75,
      medianLatencyS: 4,
      formatCollapsed: { count: 0, recorded: 2 },
      meanBrackets: 0,
      violationKinds: { recorded: 2, counts: { TITLE_MISMATCH: 1 } },
      quantifier: {
        intensity: { recorded: 2, counts: { ALL: 2 } },
        scopeBoundHint: { recorded: 2, counts: { unbounded: 2 } },
        claimCap: { recorded: 2, counts: { null: 2 } },
      },
    });
    expect(quote?.strictRateCi95).toEqual([0.2076596008020477, 0.9385080552796037]);
  });

  it("computes the exact pointer-mode summary", async () => {
    const pointer = (await load("fixture-mixed")).modes.claim_lattice_pointer;
    expect(pointer).toMatchObject({
      rows: 2,
      verdicts: { STRICT: 0, HYBRID: 1, UNGROUNDED: 1 },
      strictRate: 0,
      meanRatio: 0.125,
      medianRatio: 0.125,
      medianLatencyS: 4,
      formatCollapsed: { count: 1, recorded: 2 },
      meanBrackets: 2,
      violationKinds: { recorded: 2, counts: { NO_EVIDENCE_POINTER: 2, TOO_MANY_CLAIMS: 1 } },
      quantifier: { scopeBoundHint: { recorded: 2, counts: { bounded: 1, unbounded: 1 } }, claimCap: { recorded: 2, counts: { "8": 2 } } },
    });
    expect(pointer?.strictRateCi95?.[0]).toBe(0);
  });

  it("groups rows per question with the verdict pattern across samples, and reads the samples back", async () => {
    const file = path.join(dir, "fixture-mixed.jsonl");
    const { state } = await readQaRun(file, "fixture-mixed", null, { trackRows: true });
    const page = queryCells(state.acc.table, cellQuerySchema.parse({ mode: "quote", q: "winners" }));
    expect(page.total).toBe(1);
    expect(page.items[0]?.pattern).toBe("S:2/H:1");
    const rows = await withFileBytes(file, (read) =>
      readCellRows(read, state.acc.table, { question: page.items[0]?.question ?? "", mode: "quote", offset: 0, limit: 50 }),
    );
    expect(rows?.rows.map((row) => [row.line, row.sample])).toEqual([
      [1, 0],
      [4, 1],
      [12, 2],
    ]);
  });

  it("reads a CRLF file with a BOM and blank lines", async () => {
    const run = await load("fixture-crlf", false);
    expect(run.rows).toBe(2);
    expect(run.dataQuality.errorCount).toBe(0);
    expect(run.provenance).toBe("unknown");
    expect(run.modes.claim_lattice?.formatCollapsed).toEqual({ count: 0, recorded: 0 });
    expect(run.modes.claim_lattice?.meanBrackets).toBeNull();
    expect(run.modes.claim_lattice?.violationKinds.recorded).toBe(0);
  });

  it("marks a file with no valid row unreadable, with its reasons", async () => {
    const run = await load("fixture-empty", false);
    expect(run.rows).toBe(0);
    expect(run.dataQuality.unreadable).toBe(true);
    expect(run.dataQuality.errors).toEqual([{ file: "fixture-empty.jsonl", line: 3, path: "$", message: expect.stringMatching(/^not valid JSON/) }]);
  });
});
