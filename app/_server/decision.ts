import "server-only";
import type { Decision } from "@/lib/gate/decision-types";
import type { DecisionSlot } from "@/lib/gate/decision-cells";
import { SLOT_CELLS, DECISION_SLOTS } from "@/lib/gate/decision-cells";
import { buildHoldFixture } from "@/e2e/fixtures/decision-fixture";
import { findRun } from "./store";

/*
 * TEMPORARY stand-in for the i18-lib branch's app/_server/decision.ts, with the same exports: it returns the hand-built
 * hold of e2e/fixtures/decision-fixture.ts so the pages can be built and checked. The lead replaces this file at merge.
 */

export async function loadPairDecision(baselineId: string, treatmentId: string, _thresholdPp: number): Promise<Decision | null> {
  const known = [baselineId, treatmentId].every((id) => findRun(id)?.kind === "qa");
  return known ? buildHoldFixture() : null;
}

export async function loadCellsDecision(runs: Partial<Record<DecisionSlot, string>>, _thresholdPp: number): Promise<Decision> {
  return buildHoldFixture(DECISION_SLOTS.filter((slot) => runs[slot] === undefined).map((slot) => SLOT_CELLS[slot]));
}
