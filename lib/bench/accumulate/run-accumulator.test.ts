import { describe, expect, it } from "vitest";
import { readText } from "../../test-support/summarize-text";
import { findCell } from "../cells/cell-record";

const row = (question: string, kinds: string[]) =>
  JSON.stringify({ question, mode: "quote", sample: 0, audit_mode: "STRICT", n_quotes: 1, n_verified: 1, ratio: 1, latency_s: 1, violation_kinds: kinds });

describe("violation kinds as the accumulator admits them", () => {
  it("counts a kind a row names twice once, in the mode and in the cell", () => {
    const { summary, acc } = readText([row("q1", ["A", "B", "A"]), row("q2", ["A"])].join("\n"));
    expect(summary.modes["quote"]?.violationKinds).toEqual({ recorded: 2, counts: { A: 2, B: 1 } });
    expect(Object.fromEntries(findCell(acc.table, "q1", "quote")?.kinds ?? [])).toEqual({ A: 1, B: 1 });
  });

  it("counts a long list of known kinds with a repeat once each", () => {
    const known = Array.from({ length: 9 }, (_, i) => `K${i}`);
    const { summary } = readText([row("q1", known), row("q2", [...known, "K0"])].join("\n"));
    expect(summary.modes["quote"]?.violationKinds.counts).toEqual(Object.fromEntries(known.map((kind) => [kind, 2])));
  });

  it("counts names past the 64-kind limit under one name, each occurrence once", () => {
    const first = Array.from({ length: 64 }, (_, i) => row(`q${i}`, [`K${i}`]));
    const { summary } = readText([...first, row("late1", ["X", "Y"]), row("late2", ["X", "K0"])].join("\n"));
    const counts = summary.modes["quote"]?.violationKinds.counts ?? {};
    expect(counts["(other kinds)"]).toBe(2);
    expect(counts["K0"]).toBe(2);
    expect(summary.dataQuality.warnings[0]?.message).toBe('3 value(s) beyond the first names were counted as "(other kinds)"');
  });
});
