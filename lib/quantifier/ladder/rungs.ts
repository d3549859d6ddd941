import { z } from "zod";
import { INTENSITIES } from "./intensities";

export const CLASSIFIER_VERSION = "arborist-quantifier-v10";

export { INTENSITIES };

export const intensitySchema = z.enum(INTENSITIES);
export type Intensity = z.infer<typeof intensitySchema>;

export const scopeBoundHintSchema = z.enum(["bounded", "unbounded", "unknown"]);
export type ScopeBoundHint = z.infer<typeof scopeBoundHintSchema>;

// Strongest first; SINGULAR is absent because it is the no-match fallback (§11.9.1).
const RUNG_PRIORITY: readonly Intensity[] = [
  "COMPREHENSIVE",
  "OPEN_REQUEST",
  "ALL",
  "MANY",
  "FEW",
  "COMPARATIVE_BOUND",
  "SMALL_NUM_EXPLICIT",
  "PROPORTIONAL",
  "ABSENT",
];

const RANKS: ReadonlyMap<Intensity, number> = new Map(RUNG_PRIORITY.map((intensity, index) => [intensity, RUNG_PRIORITY.length - index]));

export function rankIntensity(intensity: Intensity): number {
  return RANKS.get(intensity) ?? 0;
}

const OPERATIONAL_SHAPES: Readonly<Record<Intensity, string>> = {
  ABSENT: "universal_negation",
  SINGULAR: "single_fact",
  PROPORTIONAL: "descriptive_fraction",
  SMALL_NUM_EXPLICIT: "count_bounded_list",
  COMPARATIVE_BOUND: "inequality_bounded_list",
  FEW: "small_vague_set",
  MANY: "medium_vague_set",
  ALL: "universal_enumeration",
  COMPREHENSIVE: "exhaustive_request",
  OPEN_REQUEST: "verb_driven_enumeration",
};

export function describeOperationalShape(intensity: Intensity): string {
  return OPERATIONAL_SHAPES[intensity];
}

// The §9.6 Phase 4 broad set: the rungs whose answer universe the question leaves open.
const BROAD_INTENSITIES: ReadonlySet<Intensity> = new Set(["ALL", "COMPREHENSIVE", "OPEN_REQUEST"]);

export function isBroadIntensity(intensity: Intensity): boolean {
  return BROAD_INTENSITIES.has(intensity);
}

// §10.11.4: one-claim shapes must never be tightened below the runner default.
const TIGHTENING_EXEMPT: ReadonlySet<Intensity> = new Set(["ABSENT", "SINGULAR", "PROPORTIONAL"]);

export function isTighteningExempt(intensity: Intensity): boolean {
  return TIGHTENING_EXEMPT.has(intensity);
}
