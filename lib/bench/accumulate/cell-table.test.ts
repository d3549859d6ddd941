import { describe, expect, it } from "vitest";
import { addRowToCells, cellFor, createCellTable, findCellId, modeIdOf, questionIdOf, type CellTable } from "./cell-table";
import { allCells, cellAt, findCell } from "../cells/cell-record";
import { CELL_STRIDE } from "./cell-columns";
import type { QaRow } from "../rows/schema";
import { createCodedRow } from "./coded-row";
import { codeQaRow } from "./code-qa-row";

const base: QaRow = { question: "q1", mode: "quote", sample: 0, audit_mode: "STRICT", n_quotes: 3, n_verified: 3, ratio: 1, latency_s: 2 };

function add(table: CellTable, row: Partial<QaRow>, line: number): boolean {
  const full = { ...base, ...row };
  const cap = full.claim_cap_applied == null ? full.claim_cap_applied : String(full.claim_cap_applied);
  const coded = codeQaRow(createCodedRow(), table, full, modeIdOf(table, full.mode) as number, full.violation_kinds, cap);
  return addRowToCells(table, coded, { line, offset: line * 100, bytes: 99 });
}

describe("columnar cell table", () => {
  it("reads back every field of a cell as the rows wrote it", () => {
    const table = createCellTable(true);
    add(table, { violation_kinds: ["B", "A"], format_collapsed: true, quantifier_intensity: "ALL", claim_cap_applied: 8 }, 1);
    add(table, { question: "q2", sample: 0, audit_mode: "HYBRID" }, 2);
    add(table, { sample: 1, audit_mode: "UNGROUNDED", ratio: 0.5, n_quotes: 13, violation_kinds: ["A"], quantifier_matched_token: "all" }, 3);
    add(table, { sample: 2, claim_cap_applied: null, quantifier_intensity: null, scope_bound_hint: "unbounded", format_collapsed: false }, 4);
    const cell = findCell(table, "q1", "quote");
    expect(cell?.id).toBe(0);
    expect(cell && { ...cell.verdicts, rows: cell.rows, samples: cell.sampleCount, ratioSum: cell.ratioSum, latencySum: cell.latencySum }).toEqual({
      STRICT: 2,
      HYBRID: 0,
      UNGROUNDED: 1,
      rows: 3,
      samples: 3,
      ratioSum: 2.5,
      latencySum: 6,
    });
    expect([...(cell?.kinds ?? [])]).toEqual([
      ["B", 1],
      ["A", 2],
    ]);
    expect([cell?.kindsRecorded, cell?.kindCount, cell?.kindTotal("A"), cell?.kindTotal("C")]).toEqual([2, 2, 2, 0]);
    expect([cell?.formatRecorded, cell?.formatCollapsed, cell?.claimBuckets]).toEqual([2, 1, [0, 2, 0, 0, 1]]);
    expect([cell?.intensity, cell?.scope, cell?.cap, cell?.matchedToken]).toEqual([null, "unbounded", null, "all"]);
    expect(cell?.rowIds).toEqual([0, 2, 3]);
    expect(cellAt(table, 1).rowIds).toEqual([1]);
    expect([cellAt(table, 1).intensity, cellAt(table, 1).cap, cellAt(table, 1).kinds]).toEqual([undefined, undefined, null]);
  });

  it("tells a repeated sample apart below and above the bitmap", () => {
    const table = createCellTable(false);
    const seen = [0, 30, 31, 65_535, 1_000_000, 30, 31, 65_535, 1_000_000, 0].map((sample, line) => add(table, { sample }, line));
    expect(seen).toEqual([false, false, false, false, false, true, true, true, true, true]);
    expect(cellAt(table, 0).sampleCount).toBe(5);
    expect(cellAt(table, 0).rowIds).toEqual([]);
  });

  it("keeps 20,000 cells in CELL_STRIDE ints each (the columns grow by half, so at most 1.5 times that)", () => {
    const table = createCellTable(false);
    for (let q = 0; q < 10_000; q += 1) {
      add(table, { question: `q${q}`, violation_kinds: ["A"] }, q);
      add(table, { question: `q${q}`, mode: "cite" }, q);
    }
    expect(table.cellCount).toBe(20_000);
    expect(table.ints.byteLength).toBeLessThanOrEqual(1.5 * 20_000 * CELL_STRIDE * 4);
    expect(table.cellOf.map((cells) => cells.length <= 1.5 * 10_000)).toEqual([true, true]);
    expect(findCellId(table, "q9999", "cite")).toBe(19_999);
    expect(findCellId(table, "q9999", "other")).toBe(-1);
    expect(Array.from(allCells(table), (cell) => cell.rows).reduce((a, b) => a + b)).toBe(20_000);
  });

  it("gives a mode first seen after thousands of questions a cell for each of them", () => {
    const table = createCellTable(false);
    for (let q = 0; q < 3_000; q += 1) questionIdOf(table, `q${q}`);
    const mode = modeIdOf(table, "late") as number;
    expect(cellFor(table, 2_999, mode)).toBe(0);
    expect(findCellId(table, "q2999", "late")).toBe(0);
  });
});
