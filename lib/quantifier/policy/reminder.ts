import type { AnswerMode, Policy } from "./policy";
import { isBroadIntensity, type Intensity, type ScopeBoundHint } from "../ladder/rungs";

export type ReminderInput = {
  intensity: Intensity;
  scopeBoundHint: ScopeBoundHint;
  cap: number | null;
  mode: AnswerMode;
  policy: Policy;
  allowBroad?: boolean;
};

const CITATION_RULE = "Every claim line must cite an evidence id in brackets, like [E5]; never write a claim line without a bracket citation.";

/**
 * §9.6 Phase 3 reminder, lattice modes only. Unknown scope gets the stricter unbounded
 * template: over-warning costs a sentence, under-warning costs a runaway (§11.9.3).
 */
export function buildReminder(input: ReminderInput): string | null {
  const { policy, mode, cap } = input;
  const gated =
    policy.quantifier_reminder_enabled &&
    policy.quantifier_guard_enabled &&
    mode !== "quote" &&
    policy.quantifier_guard_modes.includes(mode) &&
    isBroadIntensity(input.intensity) &&
    input.allowBroad !== true;
  if (!gated || cap === null) return null;
  if (input.scopeBoundHint === "bounded") {
    return `Broad-quantifier question over a bounded set. Give at most ${cap} pointer-linked claim lines. ${CITATION_RULE}`;
  }
  return [
    `Broad-quantifier question with an under-specified scope. Give at most ${cap} pointer-linked claim lines.`,
    `If the evidence cannot ground ${cap} claims, give fewer grounded claims. Do not enumerate from training prior.`,
    CITATION_RULE,
  ].join(" ");
}
