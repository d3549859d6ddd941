import { describe, expect, it } from "vitest";
import { compareModeArms } from "./compare-mode-arms";
import { evaluateGates } from "./evaluate-gate";
import { buildArm, TICKET_BASELINE, TICKET_REMINDER } from "../../test-support/gate-fixtures";
import type { GateCells, GateResult } from "./rule-types";

function evaluateGate(cells: GateCells, mode: string): GateResult {
  const result = evaluateGates(cells).find((candidate) => candidate.mode === mode);
  if (result === undefined) throw new Error(`no gate result for mode ${mode}`);
  return result;
}

const quoteSteady = buildArm({ strict: 15, hybrid: 12, ungrounded: 0 });

describe("evaluateGates, Option B on the ticket's published A/B (§12.2 baseline vs §12.6 reminder)", () => {
  const cells = { option: "B", baseline: TICKET_BASELINE, treatment: TICKET_REMINDER } as const;
  const pointer = evaluateGate(cells, "claim_lattice_pointer");

  it("is MET for claim_lattice_pointer via pointer loss -11.1pp, with format collapse -7.4pp also clearing", () => {
    expect(pointer.verdict).toBe("MET");
    expect(pointer.decidedBy?.metric).toBe("pointerLossRate");
    expect(pointer.decidedBy?.deltaPp).toBeCloseTo(-100 / 9, 6);
    expect(pointer.criteria.map(({ metric, meets }) => [metric, meets])).toEqual([
      ["formatCollapseRate", true],
      ["pointerLossRate", true],
    ]);
  });

  it("finds no regression: quote strict 15/27 -> 14/27 is -3.7pp, JSON UNGROUNDED 7/27 -> 1/27 is -22.2pp", () => {
    expect(pointer.regressions).toEqual([]);
    const json = evaluateGate(cells, "claim_lattice");
    expect(json.verdict).toBe("NOT_MET");
    expect(evaluateGate(cells, "quote").verdict).toBe("NOT_MET");
  });

  it("evaluates every shared mode in the treatment's order, one result each", () => {
    expect(evaluateGates(cells).map((result) => result.mode)).toEqual(["quote", "claim_lattice_pointer", "claim_lattice"]);
  });

  it("reads the baseline comparisons the caller already has instead of computing them again", () => {
    const computed = compareModeArms(TICKET_BASELINE.claim_lattice_pointer, TICKET_REMINDER.claim_lattice_pointer);
    const flat = { ...computed.pointerLossRate, deltaPp: 0 };
    const known = { claim_lattice_pointer: { ...computed, pointerLossRate: flat, formatCollapseRate: flat } };
    const [, reread] = evaluateGates(cells, 5, known);
    expect(reread).toMatchObject({ mode: "claim_lattice_pointer", verdict: "NOT_MET" });
  });
});

describe("evaluateGates rules on small fixtures", () => {
  it("Option B met when pointer loss falls by at least the floor on pooled rows", () => {
    const baseline = { m: buildArm({ strict: 10, hybrid: 60, ungrounded: 30 }, { pointerLoss: 30 }) };
    const treatment = { m: buildArm({ strict: 10, hybrid: 60, ungrounded: 30 }, { pointerLoss: 10 }) };
    const result = evaluateGate({ option: "B", baseline, treatment }, "m");
    expect(result).toMatchObject({ verdict: "MET", ruleMet: true });
    expect(result.decidedBy?.deltaPp).toBeCloseTo(-20, 9);
  });

  it("pointer helped but quote regressed: not a green light, and the explanation names quote's strict rate", () => {
    const baseline = { quote: quoteSteady, pointer: buildArm({ strict: 0, hybrid: 18, ungrounded: 9 }, { pointerLoss: 9 }) };
    const treatment = {
      quote: buildArm({ strict: 13, hybrid: 14, ungrounded: 0 }),
      pointer: buildArm({ strict: 0, hybrid: 21, ungrounded: 6 }, { pointerLoss: 3 }),
    };
    const result = evaluateGate({ option: "B", baseline, treatment }, "pointer");
    expect(result.ruleMet).toBe(true);
    expect(result.verdict).toBe("NOT_MET");
    expect(result.regressions).toHaveLength(1);
    expect(result.regressions[0]).toMatchObject({ mode: "quote", metric: "strictRate", against: "baseline" });
    expect(result.explanation).toContain("quote regressed (strict rate \u22127.4pp)");
  });

  it("a rise in UNGROUNDED of >= threshold is a regression too", () => {
    const baseline = { m: buildArm({ strict: 5, hybrid: 20, ungrounded: 2 }, { formatCollapsed: 5 }) };
    const treatment = { m: buildArm({ strict: 5, hybrid: 18, ungrounded: 4 }, { formatCollapsed: 0 }) };
    const result = evaluateGate({ option: "B", baseline, treatment }, "m");
    expect(result.verdict).toBe("NOT_MET");
    expect(result.regressions.map(({ metric }) => metric)).toEqual(["ungroundedRate"]);
  });

  it("an exact 5pp move that floating point computes as 4.999...pp still counts", () => {
    const baseline = { m: buildArm({ strict: 0, hybrid: 20, ungrounded: 0 }, { formatCollapsed: 7 }) };
    const treatment = { m: buildArm({ strict: 0, hybrid: 20, ungrounded: 0 }, { formatCollapsed: 6 }) };
    const result = evaluateGate({ option: "B", baseline, treatment }, "m");
    expect(Math.abs(result.decidedBy?.deltaPp ?? 0)).toBeLessThan(5);
    expect(result.verdict).toBe("MET");
  });

  it("Option A met via claim-count shift", () => {
    const verdicts = { strict: 0, hybrid: 20, ungrounded: 7 };
    const baseline = { m: buildArm(verdicts, { claimCountBuckets: { "1-5": 2, "6-8": 5, "9-12": 10, "13+": 10 } }) };
    const treatment = { m: buildArm(verdicts, { claimCountBuckets: { "1-5": 2, "6-8": 10, "9-12": 15, "13+": 0 } }) };
    const result = evaluateGate({ option: "A", baseline, treatment }, "m");
    expect(result.verdict).toBe("MET");
    expect(result.decidedBy?.metric).toBe("claimCountShiftPp");
    expect(result.decidedBy?.deltaPp).toBeCloseTo((10 / 27) * 100, 6);
  });

  it("Option A not met when neither distribution moves 5pp", () => {
    const baseline = { m: buildArm({ strict: 10, hybrid: 10, ungrounded: 7 }) };
    const treatment = { m: buildArm({ strict: 10, hybrid: 11, ungrounded: 6 }) };
    const result = evaluateGate({ option: "A", baseline, treatment }, "m");
    expect(result.verdict).toBe("NOT_MET");
    expect(result.decidedBy?.metric).toBe("verdictShiftPp");
    expect(result.explanation).toContain("short of 5pp");
  });
});

describe("evaluateGates, Option D", () => {
  const single = (strict: number, pointerLoss: number) => buildArm({ strict, hybrid: 50 - strict, ungrounded: 0 }, { pointerLoss });

  it("met when cap + reminder beats both singles on strict rate and is worse than neither", () => {
    const result = evaluateGate({ option: "D", capOnly: { m: single(10, 10) }, reminderOnly: { m: single(11, 8) }, both: { m: single(20, 8) } }, "m");
    expect(result.verdict).toBe("MET");
    expect(result.decidedBy).toMatchObject({ metric: "strictRate", against: "reminder_only" });
    expect(result.decidedBy?.deltaPp).toBeCloseTo(18, 6);
  });

  it("not met when cap + reminder is worse than one single by >= threshold on a rule metric", () => {
    const result = evaluateGate({ option: "D", capOnly: { m: single(10, 10) }, reminderOnly: { m: single(11, 4) }, both: { m: single(20, 8) } }, "m");
    expect(result.verdict).toBe("NOT_MET");
    expect(result.worseThanSingle).toEqual([{ metric: "pointerLossRate", against: "reminder_only", deltaPp: 8, favorablePp: -8, meets: false }]);
    expect(result.explanation).toContain("worse than a single lever on pointer loss +8.0pp vs reminder only");
  });

  it("not met when it beats only one single", () => {
    const result = evaluateGate({ option: "D", capOnly: { m: single(10, 10) }, reminderOnly: { m: single(18, 8) }, both: { m: single(20, 8) } }, "m");
    expect(result.verdict).toBe("NOT_MET");
  });
});
