import { describe, expect, it } from "vitest";
import { evaluateGates } from "./evaluate-gate";
import { buildArm } from "../test-support/gate-fixtures";
import { buildRecommendation } from "./recommendation";

describe("buildRecommendation", () => {
  const baseline = {
    quote: buildArm({ strict: 15, hybrid: 12, ungrounded: 0 }),
    pointer: buildArm({ strict: 0, hybrid: 18, ungrounded: 9 }, { pointerLoss: 9 }),
  };

  it("keeps the flag off and names the regressing mode when another mode regressed", () => {
    const treatment = {
      quote: buildArm({ strict: 13, hybrid: 14, ungrounded: 0 }),
      pointer: buildArm({ strict: 0, hybrid: 21, ungrounded: 6 }, { pointerLoss: 3 }),
    };
    const results = evaluateGates({ option: "B", baseline, treatment });
    expect(buildRecommendation("B", results)).toBe(
      "Keep `quantifier_reminder_enabled` off: rule met for pointer but quote regressed (strict rate \u22127.4pp), so no mode is green",
    );
  });

  it("reports significant evidence and several green modes", () => {
    const wide = (pointerLoss: number) => buildArm({ strict: 10, hybrid: 60, ungrounded: 30 }, { pointerLoss });
    const results = evaluateGates({ option: "B", baseline: { a: wide(30), b: wide(30) }, treatment: { a: wide(10), b: wide(10) } });
    expect(buildRecommendation("B", results)).toBe(
      "Flip `quantifier_reminder_enabled` for a, b: rule met (a: pointer loss \u221220.0pp; b: pointer loss \u221220.0pp); no mode regressed >= 5pp; evidence significant at n=100 per mode",
    );
  });

  it("says when no mode was measured", () => {
    expect(buildRecommendation("A", [])).toBe("Keep `quantifier_guard_apply_caps` off: no mode was measured in every cell this option needs");
  });
});
