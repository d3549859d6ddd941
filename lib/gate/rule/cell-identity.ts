import { DEFAULT_POLICY } from "../../quantifier/policy/policy";
import type { CellId, OptionId } from "./rule-types";

export type CellIdentity = { cell: CellId; rejectBroad: boolean } | { cell: "unknown"; rejectBroad: boolean; reason: string };

/** Policy defaults from the ticket §11.4, owned by the preflight library. */
const POLICY_DEFAULTS: Readonly<Record<string, unknown>> = DEFAULT_POLICY;
const LEVERS = new Set(["quantifier_guard_apply_caps", "quantifier_reminder_enabled", "quantifier_reject_broad"]);

/**
 * Which A/B/D cell a run measured, from its sidecar `policy` (fields that differ from defaults).
 * Any other non-default field changes what was measured, so such a run is "unknown", not baseline.
 */
export function identifyCell(policy: Readonly<Record<string, unknown>> | null | undefined): CellIdentity {
  if (policy === null || policy === undefined) {
    return { cell: "unknown", rejectBroad: false, reason: "no policy recorded (run has no sidecar policy)" };
  }
  const levers: Record<string, boolean> = {};
  for (const [field, value] of Object.entries(policy)) {
    if (LEVERS.has(field)) {
      if (typeof value !== "boolean") {
        return { cell: "unknown", rejectBroad: false, reason: `${field} is not a boolean (${JSON.stringify(value)})` };
      }
      levers[field] = value;
    } else if (!isDefault(field, value)) {
      return { cell: "unknown", rejectBroad: false, reason: `${field} differs from its default (${JSON.stringify(value)})` };
    }
  }
  const cap = levers.quantifier_guard_apply_caps === true;
  const reminder = levers.quantifier_reminder_enabled === true;
  const cell: CellId = cap ? (reminder ? "cap_reminder" : "cap_only") : reminder ? "reminder_only" : "baseline";
  return { cell, rejectBroad: levers.quantifier_reject_broad === true };
}

export type OptionMatch = { option: OptionId } | { option: null; reason: string };

/** Which §10.8 option a baseline -> treatment pair of cells measures. */
export function optionTested(baselineCell: CellId | "unknown", treatmentCell: CellId | "unknown"): OptionMatch {
  if (baselineCell === "unknown" || treatmentCell === "unknown") {
    return { option: null, reason: "a cell is unknown, so the pair cannot be placed in the A/B/D design" };
  }
  if (baselineCell === "baseline" && treatmentCell === "cap_only") return { option: "A" };
  if (baselineCell === "baseline" && treatmentCell === "reminder_only") return { option: "B" };
  if ((baselineCell === "cap_only" || baselineCell === "reminder_only") && treatmentCell === "cap_reminder") {
    return { option: "D" };
  }
  return {
    option: null,
    reason: `${baselineCell} -> ${treatmentCell} is not one lever added: A is baseline -> cap_only, B is baseline -> reminder_only, D is a single lever -> cap_reminder`,
  };
}

function isDefault(field: string, value: unknown): boolean {
  if (!(field in POLICY_DEFAULTS)) return false;
  const expected = POLICY_DEFAULTS[field];
  if (Array.isArray(expected) && Array.isArray(value)) {
    // Mode lists are sets: order is not part of the policy.
    return JSON.stringify([...value].sort()) === JSON.stringify([...expected].sort());
  }
  return JSON.stringify(value) === JSON.stringify(expected);
}
