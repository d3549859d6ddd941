import type { CellIdentity } from "./cell-identity";
import { CELL_LABELS } from "./rule-labels";
import type { CellId } from "./rule-types";

export type DecisionSlot = "baseline" | "cap" | "reminder" | "both";
export const DECISION_SLOTS: readonly DecisionSlot[] = ["baseline", "cap", "reminder", "both"];
export const SLOT_CELLS: Record<DecisionSlot, CellId> = { baseline: "baseline", cap: "cap_only", reminder: "reminder_only", both: "cap_reminder" };

/**
 * Why the run placed in a slot cannot stand for that slot's cell (its sidecar policy measures
 * something else), or null when it matches. Reject-broad runs measure another policy, as in
 * pickDefaultRuns.
 */
export function describeSlotMismatch(slot: DecisionSlot, runId: string, identity: CellIdentity): string | null {
  const expected = SLOT_CELLS[slot];
  if (identity.cell === expected && !identity.rejectBroad) return null;
  const measured =
    identity.cell === "unknown"
      ? `an unknown cell (${identity.reason})`
      : `${CELL_LABELS[identity.cell]}${identity.rejectBroad ? " with reject-broad on" : ""}`;
  return `the run in the ${CELL_LABELS[expected]} cell (${runId}) measures ${measured}`;
}

export type RunCandidate = { runId: string; provenance: string; rows: number; identity: CellIdentity };

const PROVENANCE_RANK: Record<string, number> = { measured: 0, reconstructed: 1 };

/**
 * Default run per decision cell: the run whose policy identifies it as that cell, measured before
 * reconstructed, then most rows, then newest. Synthetic runs are never a default (they are test
 * data), nor are runs with reject-broad on, which measure a different policy.
 */
export function pickDefaultRuns(candidates: readonly RunCandidate[]): Partial<Record<DecisionSlot, string>> {
  const eligible = candidates
    .filter((run) => run.provenance in PROVENANCE_RANK && run.identity.cell !== "unknown" && !run.identity.rejectBroad)
    .sort((a, b) => (PROVENANCE_RANK[a.provenance] ?? 9) - (PROVENANCE_RANK[b.provenance] ?? 9) || b.rows - a.rows || b.runId.localeCompare(a.runId));
  const picks: Partial<Record<DecisionSlot, string>> = {};
  for (const slot of DECISION_SLOTS) {
    const run = eligible.find((candidate) => candidate.identity.cell === SLOT_CELLS[slot]);
    if (run !== undefined) picks[slot] = run.runId;
  }
  return picks;
}

/**
 * The run chosen for each cell: an explicit query value wins ("" = none chosen); with no cell in
 * the query at all, every cell takes its default.
 */
export function resolveDecisionRuns(
  query: Partial<Record<DecisionSlot, string>>,
  defaults: Partial<Record<DecisionSlot, string>>,
): { runs: Partial<Record<DecisionSlot, string>>; usedDefaults: boolean } {
  const usedDefaults = DECISION_SLOTS.every((slot) => query[slot] === undefined);
  const runs: Partial<Record<DecisionSlot, string>> = {};
  for (const slot of DECISION_SLOTS) {
    const value = usedDefaults ? defaults[slot] : query[slot];
    if (value !== undefined && value !== "") runs[slot] = value;
  }
  return { runs, usedDefaults };
}
