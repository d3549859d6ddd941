import { describe, expect, it } from "vitest";
import { expectClose } from "../stats/test-tolerance";
import { compareModeArms } from "./compare-mode-arms";
import { evaluateDecisionTree } from "./decision-tree";
import { buildArm, TICKET_BASELINE, TICKET_REMINDER } from "./gate-fixtures";

describe("evaluateDecisionTree with the ticket's published baseline (§12.2) and reminder-only run (§12.6)", () => {
  const tree = evaluateDecisionTree({ baseline: TICKET_BASELINE, reminder: TICKET_REMINDER });

  it("recommends flipping the reminder for claim_lattice_pointer only, within noise", () => {
    expect(tree.options.B.status).toBe("EVALUATED");
    if (tree.options.B.status !== "EVALUATED") return;
    expect(Object.entries(tree.options.B.modes).map(([mode, result]) => [mode, result.verdict, result.evidence])).toEqual([
      ["claim_lattice", "NOT_MET", "WITHIN_NOISE"],
      ["claim_lattice_pointer", "MET", "WITHIN_NOISE"],
      ["quote", "NOT_MET", "WITHIN_NOISE"],
    ]);
    expect(tree.options.B.recommendation).toBe(
      "Flip `quantifier_reminder_enabled` for claim_lattice_pointer: rule met (format collapse \u22127.4pp, pointer loss \u221211.1pp); no mode regressed >= 5pp; evidence within noise at n=27 per mode",
    );
  });

  it("reads JSON UNGROUNDED 7/27 -> 1/27 as -22.2pp and quote strict 15/27 -> 14/27 as -3.7pp (no regression at 5pp)", () => {
    expectClose(compareModeArms(TICKET_BASELINE.claim_lattice, TICKET_REMINDER.claim_lattice).ungroundedRate.deltaPp, -600 / 27);
    expectClose(compareModeArms(TICKET_BASELINE.quote, TICKET_REMINDER.quote).strictRate.deltaPp, -100 / 27);
    if (tree.options.B.status === "EVALUATED") expect(tree.options.B.modes.quote?.regressions).toEqual([]);
  });

  it("marks A and D as not run and says what running them would decide", () => {
    expect(tree.options.A).toMatchObject({ status: "NOT_RUN", missing: ["cap_only"] });
    expect(tree.options.D).toMatchObject({ status: "NOT_RUN", missing: ["cap_only", "cap_reminder"] });
    if (tree.options.A.status === "NOT_RUN") expect(tree.options.A.wouldDecide).toContain("claim-count or S/H/U distribution");
  });

  it("adds the Phase 4 note: pointer UNGROUNDED is still 22.2% after the reminder", () => {
    expect(tree.phase4).toMatchObject({ status: "EVALUATED", cell: "reminder_only", broadFailuresRemain: true });
    if (tree.phase4.status !== "EVALUATED") return;
    expect(tree.phase4.worst?.mode).toBe("claim_lattice_pointer");
    expect(tree.phase4.note).toContain("expose --reject-broad as opt-in policy; reject-broad stays opt-in");
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
    expect(tree.options.A.status === "EVALUATED" && tree.options.A.recommendation).toBe(
      "Keep `quantifier_guard_apply_caps` off: rule not met in any mode (best pointer claim-count shift 0.0pp; floor 5pp)",
    );
  });

  it("lands D for the pointer mode and skips a mode that only one cell measured", () => {
    expect(tree.options.D.status).toBe("EVALUATED");
    if (tree.options.D.status !== "EVALUATED") return;
    expect(tree.options.D.modes.pointer?.verdict).toBe("MET");
    expect(tree.options.D.skippedModes).toEqual(["extra"]);
    expect(tree.options.D.recommendation).toBe(
      "Flip `quantifier_guard_apply_caps` + `quantifier_reminder_enabled` for pointer: rule met (strict rate +20.0pp vs cap only, strict rate +15.0pp vs reminder only, pointer loss \u221227.5pp vs cap only, pointer loss \u221217.5pp vs reminder only); no mode regressed >= 5pp; evidence significant at n=40 per mode",
    );
  });

  it("uses the cap + reminder cell for Phase 4 and finds no remaining broad failure", () => {
    expect(tree.phase4).toMatchObject({ status: "EVALUATED", cell: "cap_reminder", broadFailuresRemain: false });
  });

  it("honours a custom threshold", () => {
    const strict = evaluateDecisionTree(cells, 25);
    expect(strict.thresholdPp).toBe(25);
    expect(strict.options.D.status === "EVALUATED" && strict.options.D.modes.pointer?.verdict).toBe("NOT_MET");
  });
});

describe("evaluateDecisionTree with nothing measured", () => {
  it("reports every branch as not run", () => {
    const tree = evaluateDecisionTree({});
    expect([tree.options.A.status, tree.options.B.status, tree.options.D.status, tree.phase4.status]).toEqual([
      "NOT_RUN",
      "NOT_RUN",
      "NOT_RUN",
      "NOT_RUN",
    ]);
  });
});
