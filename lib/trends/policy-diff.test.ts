import { describe, expect, it } from "vitest";
import { diffPolicies } from "./policy-diff";

describe("diffPolicies", () => {
  it("compares effective values: a flag set to its default is no change, and mode lists are sets", () => {
    expect(diffPolicies({}, { quantifier_reminder_enabled: false, quantifier_guard_modes: ["claim_lattice", "claim_lattice_pointer"] })).toEqual([]);
  });

  it("names every flag that changed with both values, in flag order", () => {
    expect(diffPolicies({ quantifier_guard_apply_caps: true }, { quantifier_reminder_enabled: true, quantifier_caps_by_intensity: { ALL: 8 } })).toEqual([
      { flag: "quantifier_caps_by_intensity", from: {}, to: { ALL: 8 } },
      { flag: "quantifier_guard_apply_caps", from: true, to: false },
      { flag: "quantifier_reminder_enabled", from: false, to: true },
    ]);
  });

  it("reports a flag it does not know, and nothing when a policy was not recorded", () => {
    expect(diffPolicies({}, { new_flag: 1 })).toEqual([{ flag: "new_flag", from: null, to: 1 }]);
    expect(diffPolicies(null, {})).toBeNull();
    expect(diffPolicies({}, undefined)).toBeNull();
  });
});
