import { describe, expect, it } from "vitest";
import { evaluateGates } from "./evaluate-gate";
import { buildArm } from "../../test-support/gate-fixtures";
import { buildRecommendation } from "./recommendation";

describe("buildRecommendation", () => {
  const baseline = {
    quote: buildArm({ strict: 15, hybrid: 12, ungrounded: 0 }),
    pointer: buildArm({ strict: 0, hybrid: 18, ungrounded: 9 }, { pointerLoss: 9 }),
  };

  it("says the rule is not met and names the regressing mode when another mode regressed", () => {
    const treatment = {
      quote: buildArm({ strict: 13, hybrid: 14, ungrounded: 0 }),
      pointer: buildArm({ strict: 0, hybrid: 21, ungrounded: 6 }, { pointerLoss: 3 }),
    };
    const results = evaluateGates({ option: "B", baseline, treatment });
    expect(buildRecommendation("B", results)).toBe(
      "`quantifier_reminder_enabled`: rule at 5pp: NOT MET: rule met for pointer but quote regressed (strict rate \u22127.4pp), so no mode is green",
    );
  });

  it("reports the rule met in several modes with significant independent-row evidence, and names no action", () => {
    const wide = (pointerLoss: number) => buildArm({ strict: 10, hybrid: 60, ungrounded: 30 }, { pointerLoss });
    const results = evaluateGates({ option: "B", baseline: { a: wide(30), b: wide(30) }, treatment: { a: wide(10), b: wide(10) } });
    expect(buildRecommendation("B", results)).toBe(
      "`quantifier_reminder_enabled`: rule at 5pp: MET for a, b (a: pointer loss \u221220.0pp; b: pointer loss \u221220.0pp); no mode regressed ≥ 5pp",
    );
  });

  it("says when no mode was measured", () => {
    expect(buildRecommendation("A", [])).toBe("`quantifier_guard_apply_caps`: rule at 5pp: NOT MET: no mode was measured in every cell this option needs");
  });
});
