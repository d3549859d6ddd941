import { describe, expect, it } from "vitest";
import { policySchema } from "./policy";
import { buildReminder, type ReminderInput } from "./reminder";

const ON = policySchema.parse({ quantifier_reminder_enabled: true });
const BASE: ReminderInput = { intensity: "ALL", scopeBoundHint: "unbounded", cap: 8, mode: "claim_lattice_pointer", policy: ON };

describe("buildReminder", () => {
  it("uses the stricter template for unbounded scope", () => {
    expect(buildReminder(BASE)).toBe(
      "Broad-quantifier question with an under-specified scope. Give at most 8 pointer-linked claim lines. " +
        "If the evidence cannot ground 8 claims, give fewer grounded claims. Do not enumerate from training prior. " +
        "Every claim line must cite an evidence id in brackets, like [E5]; never write a claim line without a bracket citation.",
    );
  });

  it("falls back to the unbounded template for unknown scope", () => {
    expect(buildReminder({ ...BASE, scopeBoundHint: "unknown" })).toBe(buildReminder(BASE));
  });

  it("drops the training-prior clause for a bounded universe", () => {
    const text = buildReminder({ ...BASE, scopeBoundHint: "bounded", cap: 4 });
    expect(text).toBe(
      "Broad-quantifier question over a bounded set. Give at most 4 pointer-linked claim lines. " +
        "Every claim line must cite an evidence id in brackets, like [E5]; never write a claim line without a bracket citation.",
    );
    expect(text).not.toContain("training prior");
  });

  it.each(["bounded", "unbounded"] as const)("restates the [E\\d+] citation rule and the cap (%s)", (scope) => {
    const text = buildReminder({ ...BASE, scopeBoundHint: scope, cap: 5 }) ?? "";
    expect(text).toMatch(/\[E\d+\]/);
    expect(text).toContain("at most 5 ");
  });

  it.each(["SINGULAR", "ABSENT", "PROPORTIONAL", "SMALL_NUM_EXPLICIT", "COMPARATIVE_BOUND", "FEW", "MANY"] as const)(
    "returns null for the non-broad rung %s",
    (intensity) => {
      expect(buildReminder({ ...BASE, intensity })).toBeNull();
    },
  );

  it.each(["COMPREHENSIVE", "OPEN_REQUEST"] as const)("fires for the broad rung %s", (intensity) => {
    expect(buildReminder({ ...BASE, intensity })).not.toBeNull();
  });

  it("never appears in quote mode, even when quote is a guarded mode", () => {
    const quoteGuarded = policySchema.parse({ quantifier_reminder_enabled: true, quantifier_guard_modes: ["quote"] });
    expect(buildReminder({ ...BASE, mode: "quote", policy: quoteGuarded })).toBeNull();
    expect(buildReminder({ ...BASE, mode: "quote" })).toBeNull();
  });

  it("works in JSON lattice mode", () => {
    expect(buildReminder({ ...BASE, mode: "claim_lattice" })).not.toBeNull();
  });

  it.each([
    ["reminder disabled (default)", { policy: policySchema.parse({}) }],
    ["guard off", { policy: policySchema.parse({ quantifier_reminder_enabled: true, quantifier_guard_enabled: false }) }],
    ["mode opted out", { policy: policySchema.parse({ quantifier_reminder_enabled: true, quantifier_guard_modes: ["claim_lattice"] }) }],
    ["no cap looked up", { cap: null }],
    ["allow_broad", { allowBroad: true }],
  ])("returns null when %s", (_, change) => {
    expect(buildReminder({ ...BASE, ...change })).toBeNull();
  });
});
