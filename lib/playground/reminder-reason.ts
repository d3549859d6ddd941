import type { Evaluation } from "@/lib/quantifier";
import { isBroadIntensity } from "@/lib/quantifier/ladder/rungs";

/** Why buildReminder returned null, in the order its gates are checked; null when there is a reminder. */
export function explainMissingReminder(evaluation: Evaluation): string | null {
  if (evaluation.reminder !== null) return null;
  const { policy, mode, allowBroad, lookedUpCap, classification } = evaluation.preflight;
  if (!policy.quantifier_reminder_enabled) return "quantifier_reminder_enabled is off (the dry-run default)";
  if (!policy.quantifier_guard_enabled) return "the guard is off (quantifier_guard_enabled)";
  if (mode === "quote") return "quote mode never gets a reminder";
  if (!policy.quantifier_guard_modes.includes(mode)) return `${mode} is not in quantifier_guard_modes`;
  if (!isBroadIntensity(classification.intensity)) {
    return `${classification.intensity} is not a broad rung (ALL, COMPREHENSIVE, OPEN_REQUEST)`;
  }
  if (allowBroad) return "allow-broad was requested for this call";
  if (lookedUpCap === null) return "no cap was looked up";
  return "the reminder gates did not pass";
}
