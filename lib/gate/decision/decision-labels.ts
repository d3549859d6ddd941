import { rankAnswerMode } from "../../quantifier/policy/policy";
import type { Decision, DecisionAction, ModeDecision } from "./decision-types";

export const ACTION_LABELS: Record<DecisionAction, string> = { flip: "Flip", keep: "Keep", hold: "Hold" };

const ACTION_MEANINGS: Record<DecisionAction, string> = {
  flip: "the improvement is shown and no mode is worse by the floor",
  keep: "the evidence says the lever does not help, or a harm is established",
  hold: "the runs cannot settle it yet",
};

export function describeAction(action: DecisionAction): string {
  return ACTION_MEANINGS[action];
}

const STATUSES: Record<ModeDecision["status"], string> = {
  "improvement-shown": "improvement shown",
  "below-floor-shown": "shown not to move by the floor",
  "nothing-to-improve": "nothing to improve: never fired",
  undecided: "undecided",
  "not-measured": "not measured",
};

export function describeModeStatus(status: ModeDecision["status"]): string {
  return STATUSES[status];
}

export function sortModes<T extends { mode: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => rankAnswerMode(a.mode) - rankAnswerMode(b.mode) || a.mode.localeCompare(b.mode));
}

/** The ticket's rule per mode, worded as the ticket writes it: "rule at 5pp: MET for a; NOT MET for b, c". */
export function describeRuleResult(decision: Pick<Decision, "perMode" | "settings">): string {
  const modes = sortModes(Object.values(decision.perMode));
  const met = modes.filter((entry) => entry.ruleMet).map((entry) => entry.mode);
  const notMet = modes.filter((entry) => !entry.ruleMet).map((entry) => entry.mode);
  const parts = [met.length > 0 ? `MET for ${met.join(", ")}` : null, notMet.length > 0 ? `NOT MET for ${notMet.join(", ")}` : null];
  const verdict = parts.filter((part) => part !== null).join("; ");
  return `rule at ${decision.settings.floorPp}pp: ${verdict === "" ? "no mode evaluated" : verdict}`;
}
