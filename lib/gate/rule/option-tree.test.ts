import { describe, expect, it } from "vitest";
import { compareModeArms } from "./compare-mode-arms";
import { evaluateDecisionTree } from "./option-tree";
import { buildArm, TICKET_BASELINE, TICKET_REMINDER } from "../../test-support/gate-fixtures";

/** Asserts the status, then narrows the union for the assertions that follow; never skips them. */
function expectStatus<T extends { status: string }, S extends T["status"]>(outcome: T, status: S): Extract<T, { status: S }> {
  expect(outcome.status).toBe(status);
  return outcome as Extract<T, { status: S }>;
}

describe("evaluateDecisionTree with the ticket's published baseline (§12.2) and reminder-only run (§12.6)", () => {
  const tree = evaluateDecisionTree({ baseline: TICKET_BASELINE, reminder: TICKET_REMINDER });

  it("meets the rule for claim_lattice_pointer only", () => {
    const optionB = expectStatus(tree.options.B, "EVALUATED");
    expect(Object.entries(optionB.modes).map(([mode, result]) => [mode, result.verdict])).toEqual([
      ["claim_lattice", "NOT_MET"],
      ["claim_lattice_pointer", "MET"],
      ["quote", "NOT_MET"],
    ]);
    expect(optionB.recommendation).toBe(
      "`quantifier_reminder_enabled`: rule at 5pp: MET for claim_lattice_pointer (format collapse \u22127.4pp, pointer loss \u221211.1pp); no mode regressed ≥ 5pp",
    );
  });

  it("reads JSON UNGROUNDED 7/27 -> 1/27 as -22.2pp and quote strict 15/27 -> 14/27 as -3.7pp (no regression at 5pp)", () => {
    expect(compareModeArms(TICKET_BASELINE.claim_lattice, TICKET_REMINDER.claim_lattice).ungroundedRate.deltaPp).toBeCloseTo(-600 / 27, 6);
    expect(compareModeArms(TICKET_BASELINE.quote, TICKET_REMINDER.quote).strictRate.deltaPp).toBeCloseTo(-100 / 27, 6);
    expect(expectStatus(tree.options.B, "EVALUATED").modes.quote?.regressions).toEqual([]);
  });

  it("marks A and D as not run and says what running them would decide", () => {
    expect(tree.options.A).toMatchObject({ status: "NOT_RUN", missing: ["cap_only"] });
    expect(tree.options.D).toMatchObject({ status: "NOT_RUN", missing: ["cap_only", "cap_reminder"] });
    expect(expectStatus(tree.options.A, "NOT_RUN").wouldDecide).toContain("claim-count or S/H/U distribution");
  });

  it("adds the Phase 4 note: pointer UNGROUNDED is still 22.2% (6/27) after the reminder", () => {
    const phase4 = expectStatus(tree.phase4, "EVALUATED");
    expect(phase4).toMatchObject({ cell: "reminder_only", broadFailuresRemain: true });
    expect(phase4.worst).toEqual({ mode: "claim_lattice_pointer", ungroundedRate: 6 / 27, ungrounded: 6, rows: 27 });
    expect(phase4.note).toBe(
      "Broad failures remain after reminder only (cap + reminder not run yet): claim_lattice_pointer UNGROUNDED 22.2% (6/27) (≥ 5.0%). Phase 4: expose --reject-broad as opt-in policy; reject-broad stays opt-in (default off).",
    );
  });
});

describe("evaluateDecisionTree with all four cells", () => {
  const arm = (strict: number, ungrounded: number, pointerLoss: number, formatCollapsed = 0) =>
    buildArm({ strict, hybrid: 40 - strict - ungrounded, ungrounded }, { pointerLoss, formatCollapsed });
  const cells = {
    baseline: { quote: arm(20, 0, 0), pointer: arm(0, 12, 12, 4) },
    cap: { quote: arm(20, 0, 0), pointer: arm(0, 12, 12, 4) },
    reminder: { quote: arm(20, 0, 0), pointer: arm(2, 9, 8, 0) },
    both: { quote: arm(20, 0, 0), pointer: arm(8, 1, 1, 0), extra: arm(1, 1, 1) },
  };
  const tree = evaluateDecisionTree(cells);

  it("keeps caps off when they move nothing, and names the closest metric (first mode on a tie)", () => {
    expect(expectStatus(tree.options.A, "EVALUATED").recommendation).toBe(
      "`quantifier_guard_apply_caps`: rule at 5pp: NOT MET in any mode (best pointer claim-count shift 0.0pp)",
    );
  });

  it("lands D for the pointer mode and skips a mode that only one cell measured", () => {
    const optionD = expectStatus(tree.options.D, "EVALUATED");
    expect(optionD.modes.pointer?.verdict).toBe("MET");
    expect(optionD.skippedModes).toEqual(["extra"]);
    expect(optionD.recommendation).toBe(
      "`quantifier_guard_apply_caps` + `quantifier_reminder_enabled`: rule at 5pp: MET for pointer (strict rate +20.0pp vs cap only, strict rate +15.0pp vs reminder only, pointer loss \u221227.5pp vs cap only, pointer loss \u221217.5pp vs reminder only); no mode regressed ≥ 5pp",
    );
  });

  it("uses the cap + reminder cell for Phase 4 and finds no remaining broad failure", () => {
    expect(tree.phase4).toMatchObject({ status: "EVALUATED", cell: "cap_reminder", broadFailuresRemain: false });
  });

  it("honours a custom threshold", () => {
    const strict = evaluateDecisionTree(cells, 25);
    expect(strict.thresholdPp).toBe(25);
    expect(expectStatus(strict.options.D, "EVALUATED").modes.pointer?.verdict).toBe("NOT_MET");
  });
});

describe("evaluateDecisionTree with nothing measured", () => {
  it("reports every branch as not run", () => {
    const tree = evaluateDecisionTree({});
    expect([tree.options.A.status, tree.options.B.status, tree.options.D.status, tree.phase4.status]).toEqual(["NOT_RUN", "NOT_RUN", "NOT_RUN", "NOT_RUN"]);
  });
});

describe("evaluateDecisionTree with a run in the wrong slot", () => {
  const reminderInCapSlot = "the run in the cap only cell (r1) measures reminder only";

  it("blocks every branch that reads the mismatched slot and keeps the others", () => {
    const tree = evaluateDecisionTree({ baseline: TICKET_BASELINE, cap: TICKET_REMINDER, reminder: TICKET_REMINDER }, 5, { cap: reminderInCapSlot });
    expect(tree.options.A).toEqual({ option: "A", status: "BLOCKED", reasons: [reminderInCapSlot] });
    expect(tree.options.D).toEqual({ option: "D", status: "BLOCKED", reasons: [reminderInCapSlot] });
    expect(tree.phase4).toEqual({ status: "BLOCKED", reasons: [reminderInCapSlot] });
    expect(expectStatus(tree.options.B, "EVALUATED").recommendation).toMatch(/^`quantifier_reminder_enabled`: rule at 5pp: MET for claim_lattice_pointer/);
  });

  it("blocks D and Phase 4 for a wrong cap + reminder run, and everything for a wrong baseline", () => {
    const cells = { baseline: TICKET_BASELINE, cap: TICKET_BASELINE, reminder: TICKET_REMINDER, both: TICKET_REMINDER };
    const wrongBoth = evaluateDecisionTree(cells, 5, { both: "both is reminder" });
    expect([wrongBoth.options.A.status, wrongBoth.options.B.status, wrongBoth.options.D.status, wrongBoth.phase4.status]).toEqual([
      "EVALUATED",
      "EVALUATED",
      "BLOCKED",
      "BLOCKED",
    ]);
    const wrongBaseline = evaluateDecisionTree(cells, 5, { baseline: "baseline is reminder", cap: "cap is baseline" });
    expect(wrongBaseline.options.A).toEqual({ option: "A", status: "BLOCKED", reasons: ["baseline is reminder", "cap is baseline"] });
    expect(wrongBaseline.options.B).toEqual({ option: "B", status: "BLOCKED", reasons: ["baseline is reminder"] });
    expect(wrongBaseline.options.D).toEqual({ option: "D", status: "BLOCKED", reasons: ["cap is baseline", "baseline is reminder"] });
    expect(wrongBaseline.phase4.status).toBe("EVALUATED");
  });

  it("ignores a mismatch reported for a slot with no run", () => {
    const tree = evaluateDecisionTree({ baseline: TICKET_BASELINE, reminder: TICKET_REMINDER }, 5, { cap: reminderInCapSlot });
    expect([tree.options.A.status, tree.options.B.status]).toEqual(["NOT_RUN", "EVALUATED"]);
  });
});
