import { z } from "zod";
import type { Intensity } from "./rungs";

/** The runner's claim cap when no quantifier cap applies (the policy default of 12, docs/policy.md). */
export const DEFAULT_MAX_CLAIMS = 12;

/** Sentinel: the cap is the question's own count (§9.6 Phase 2). */
export const EXPLICIT_COUNT = "explicit_count";

export type ProfileCap = number | typeof EXPLICIT_COUNT;
export type ModelProfile = Readonly<Record<Intensity, ProfileCap>>;

/** The deployed endpoint's profile (§10.6): a call that names none gets the caps it will actually run under. */
export const HERMES_PROFILE_ID = "adamo1139/Hermes-3-Llama-3.1-8B-FP8-Dynamic";
export const DEFAULT_PROFILE_ID = "default";

const HERMES_PROFILE: ModelProfile = {
  ABSENT: 1,
  SINGULAR: 1,
  PROPORTIONAL: 1,
  SMALL_NUM_EXPLICIT: EXPLICIT_COUNT,
  COMPARATIVE_BOUND: EXPLICIT_COUNT,
  FEW: 5,
  MANY: 8,
  ALL: 8,
  COMPREHENSIVE: 5,
  OPEN_REQUEST: 5,
};

const DEFAULT_PROFILE: ModelProfile = {
  ABSENT: 1,
  SINGULAR: 1,
  PROPORTIONAL: 3,
  SMALL_NUM_EXPLICIT: EXPLICIT_COUNT,
  COMPARATIVE_BOUND: EXPLICIT_COUNT,
  FEW: 5,
  MANY: 12,
  ALL: 12,
  COMPREHENSIVE: 15,
  OPEN_REQUEST: 12,
};

// A Map, not an object literal, so ids like "constructor" cannot hit prototype keys.
export const MODEL_PROFILES: ReadonlyMap<string, ModelProfile> = new Map([
  [HERMES_PROFILE_ID, HERMES_PROFILE],
  [DEFAULT_PROFILE_ID, DEFAULT_PROFILE],
]);

// An explicit count this many times above the largest MANY cap of any profile asks for a broad answer.
const HUGE_COUNT_FACTOR = 10;
const MANY_CAPS = [...MODEL_PROFILES.values()].flatMap((profile) => (typeof profile.MANY === "number" ? [profile.MANY] : []));

/** Above this an explicit count is not a list length but a broad ask ("Give me 10000 facts about Rome"). */
export const HUGE_COUNT_BOUND = HUGE_COUNT_FACTOR * Math.max(...MANY_CAPS);

const capSourceSchema = z.enum(["override", "model_profile", "default_profile", "explicit_count", "explicit_count_fallback"]);
export type CapSource = z.infer<typeof capSourceSchema>;

export type CapLookup = { cap: number; source: CapSource };

export type CapOptions = {
  modelProfileId?: string;
  overrides?: Partial<Record<Intensity, number>>;
  explicitCount?: number | null;
};

export function resolveModelProfileId(modelProfileId: string | undefined): string {
  return modelProfileId !== undefined && MODEL_PROFILES.has(modelProfileId) ? modelProfileId : DEFAULT_PROFILE_ID;
}

/** Per-call overrides > model profile > default profile; the count sentinel reads the question. */
export function capForIntensity(intensity: Intensity, options: CapOptions = {}): CapLookup {
  const override = options.overrides?.[intensity];
  if (override !== undefined) return { cap: override, source: "override" };
  const profileId = resolveModelProfileId(options.modelProfileId);
  const profile = MODEL_PROFILES.get(profileId) ?? DEFAULT_PROFILE;
  const profileCap = profile[intensity];
  if (profileCap !== EXPLICIT_COUNT) {
    return { cap: profileCap, source: profileId === DEFAULT_PROFILE_ID ? "default_profile" : "model_profile" };
  }
  const count = options.explicitCount ?? null;
  if (count !== null && count > 0) return { cap: count, source: "explicit_count" };
  const manyCap = profile.MANY;
  return { cap: typeof manyCap === "number" ? manyCap : DEFAULT_MAX_CLAIMS, source: "explicit_count_fallback" };
}
