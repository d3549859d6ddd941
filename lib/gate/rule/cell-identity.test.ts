import { describe, expect, it } from "vitest";
import { identifyCell, optionTested } from "./cell-identity";

describe("identifyCell", () => {
  it.each([
    [{}, "baseline"],
    [{ quantifier_guard_apply_caps: true }, "cap_only"],
    [{ quantifier_reminder_enabled: true }, "reminder_only"],
    [{ quantifier_guard_apply_caps: true, quantifier_reminder_enabled: true }, "cap_reminder"],
    [{ quantifier_reminder_enabled: false, quantifier_guard_modes: ["claim_lattice", "claim_lattice_pointer"] }, "baseline"],
  ])("%j -> %s", (policy, cell) => {
    expect(identifyCell(policy)).toEqual({ cell, rejectBroad: false });
  });

  it("notes reject_broad on top of the cell", () => {
    expect(identifyCell({ quantifier_guard_apply_caps: true, quantifier_reject_broad: true })).toEqual({
      cell: "cap_only",
      rejectBroad: true,
    });
  });

  it("reports unknown cells with the reason", () => {
    expect(identifyCell(undefined)).toEqual({
      cell: "unknown",
      rejectBroad: false,
      reason: "no policy recorded (run has no sidecar policy)",
    });
    expect(identifyCell({ quantifier_guard_enabled: false })).toEqual({
      cell: "unknown",
      rejectBroad: false,
      reason: "quantifier_guard_enabled differs from its default (false)",
    });
    expect(identifyCell({ quantifier_caps_by_intensity: { ALL: 4 } })).toMatchObject({ cell: "unknown" });
    expect(identifyCell({ claim_lattice_max_claims_per_answer: 8 })).toMatchObject({ cell: "unknown" });
    expect(identifyCell({ quantifier_reminder_enabled: "yes" })).toEqual({
      cell: "unknown",
      rejectBroad: false,
      reason: 'quantifier_reminder_enabled is not a boolean ("yes")',
    });
  });
});

describe("optionTested", () => {
  it("maps single-lever pairs to A, B and D", () => {
    expect(optionTested("baseline", "cap_only")).toEqual({ option: "A" });
    expect(optionTested("baseline", "reminder_only")).toEqual({ option: "B" });
    expect(optionTested("cap_only", "cap_reminder")).toEqual({ option: "D" });
    expect(optionTested("reminder_only", "cap_reminder")).toEqual({ option: "D" });
  });

  it("explains pairs outside the design", () => {
    expect(optionTested("baseline", "cap_reminder")).toMatchObject({ option: null });
    expect(optionTested("cap_only", "reminder_only")).toMatchObject({ option: null });
    expect(optionTested("unknown", "cap_only")).toEqual({
      option: null,
      reason: "a cell is unknown, so the pair cannot be placed in the A/B/D design",
    });
  });
});
