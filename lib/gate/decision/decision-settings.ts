import { DEFAULT_THRESHOLD_PP } from "../rule/threshold";
import type { DecisionSettings } from "./decision-types";

export const DEFAULT_CONFIDENCE = 0.95;
export const PLAN_POWER = 0.8;

/** The settings of a decision: the floor (default 5pp), the confidence (95%) and the planned move (twice the floor). */
export function resolveSettings(given: { floorPp?: number; confidence?: number; movePp?: number } = {}): DecisionSettings {
  const floorPp = given.floorPp ?? DEFAULT_THRESHOLD_PP;
  return { floorPp, confidence: given.confidence ?? DEFAULT_CONFIDENCE, movePp: given.movePp ?? 2 * floorPp, power: PLAN_POWER };
}
