import { describe, expect, it } from "vitest";
import { evaluateQuestion, type ClassifyRequest } from "@/lib/quantifier";
import { summarizeOutcome } from "./outcome-summary";

const summarize = (request: ClassifyRequest) => summarizeOutcome(request, evaluateQuestion(request));

describe("summarizeOutcome", () => {
  it("says a default-policy PROCEED is a dry run and what caps would do", () => {
    const summary = summarize({ question: "Winners of all major sports?" });
    expect(summary.outcome).toBe("PROCEED");
    expect(summary.headline).toBe("The question goes to the model");
    expect(summary.rung).toBe("ALL");
    expect(summary.reason).toMatch(/^Read as ALL from 'all'\./);
    expect(summary.detail).toEqual([
      "It asks for a whole set with nothing that bounds it (no year, place or count), so the full answer may be longer than any budget.",
      "This policy is a dry run (the default): the guard finds a cap of 8 claims but only reports it; the model keeps the default budget of 12 claims. " +
        "With caps applied (Apply caps on: quantifier_guard_apply_caps) it would be BROAD_CAPPED, at most 8 claims.",
    ]);
  });

  it("describes an enforcing policy without the dry-run sentence", () => {
    const summary = summarize({ question: "Winners of all major sports?", policy: { quantifier_guard_apply_caps: true } });
    expect(summary.outcome).toBe("BROAD_CAPPED");
    expect(summary.detail.at(-1)).toBe("Caps are applied: the answer is limited to 8 claims.");
  });

  it("names a refusal and a guard that is off for the mode", () => {
    const refused = summarize({ question: "Winners of all major sports?", rejectBroad: true });
    expect(refused.headline).toBe("The question is refused before any model call");
    expect(refused.detail.at(-1)).toBe(
      "Refusing broad unbounded questions is on (for this call or in the policy) and the set is unbounded, so the operator gets a message instead.",
    );
    expect(summarize({ question: "Winners of all major sports?", mode: "quote" }).detail.at(-1)).toBe(
      "The quantifier guard is off for quote, so no cap is looked up and the budget stays 12 claims.",
    );
  });

  it("counts one claim in the singular", () => {
    const summary = summarize({ question: "Winners of all major sports?", policy: { quantifier_caps_by_intensity: { ALL: 1 } } });
    expect(summary.detail.at(-1)).toMatch(/the guard finds a cap of 1 claim but only reports it/);
    expect(summary.detail.at(-1)).toMatch(/at most 1 claim\.$/);
  });
});
