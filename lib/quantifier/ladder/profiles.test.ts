import { describe, expect, it } from "vitest";
import { capForIntensity, DEFAULT_PROFILE_ID, EXPLICIT_COUNT, HERMES_PROFILE_ID, MODEL_PROFILES, resolveModelProfileId } from "./profiles";
import { INTENSITIES } from "./rungs";

const HERMES = { modelProfileId: HERMES_PROFILE_ID };
const DEFAULT = { modelProfileId: DEFAULT_PROFILE_ID };

describe("model profiles", () => {
  it("covers every rung in every profile", () => {
    for (const profile of MODEL_PROFILES.values()) {
      expect(Object.keys(profile).sort()).toEqual([...INTENSITIES].sort());
    }
    expect([...MODEL_PROFILES.keys()]).toEqual([HERMES_PROFILE_ID, DEFAULT_PROFILE_ID]);
  });

  it("pins the §9.5 Hermes and default tables, rung by rung in ladder order (the small and large columns of §2)", () => {
    const E = EXPLICIT_COUNT;
    const capsOf = (id: string) => INTENSITIES.map((rung) => MODEL_PROFILES.get(id)?.[rung]);
    expect(capsOf(HERMES_PROFILE_ID)).toEqual([1, 1, 1, E, E, 5, 8, 8, 5, 5]);
    expect(capsOf(DEFAULT_PROFILE_ID)).toEqual([1, 1, 3, E, E, 5, 12, 12, 15, 12]);
  });
});

describe("capForIntensity", () => {
  it("Hermes + ALL → 8 from the model profile", () => {
    expect(capForIntensity("ALL", HERMES)).toEqual({ cap: 8, source: "model_profile" });
  });

  it("default + ALL → 12 from the default profile", () => {
    expect(capForIntensity("ALL", DEFAULT)).toEqual({ cap: 12, source: "default_profile" });
  });

  it.each(["gpt-4o", "constructor", "__proto__", "", undefined])("unknown model id %j falls back to default", (id) => {
    expect(capForIntensity("COMPREHENSIVE", { modelProfileId: id })).toEqual({ cap: 15, source: "default_profile" });
    expect(resolveModelProfileId(id)).toBe(DEFAULT_PROFILE_ID);
  });

  it("per-call override beats the model profile, for counted rungs too", () => {
    expect(capForIntensity("ALL", { ...HERMES, overrides: { ALL: 3 } })).toEqual({ cap: 3, source: "override" });
    expect(capForIntensity("SMALL_NUM_EXPLICIT", { ...HERMES, overrides: { SMALL_NUM_EXPLICIT: 2 }, explicitCount: 5 })).toEqual({
      cap: 2,
      source: "override",
    });
    expect(capForIntensity("MANY", { ...HERMES, overrides: { ALL: 3 } })).toEqual({ cap: 8, source: "model_profile" });
  });

  it("resolves the explicit-count sentinel from the question's count", () => {
    expect(capForIntensity("SMALL_NUM_EXPLICIT", { ...HERMES, explicitCount: 3 })).toEqual({ cap: 3, source: "explicit_count" });
    expect(capForIntensity("COMPARATIVE_BOUND", { ...DEFAULT, explicitCount: 20 })).toEqual({ cap: 20, source: "explicit_count" });
  });

  it("falls back to the profile's MANY cap when no count was found", () => {
    expect(capForIntensity("SMALL_NUM_EXPLICIT", HERMES)).toEqual({ cap: 8, source: "explicit_count_fallback" });
    expect(capForIntensity("COMPARATIVE_BOUND", { ...DEFAULT, explicitCount: null })).toEqual({
      cap: 12,
      source: "explicit_count_fallback",
    });
  });

  const expected: Record<string, [number, number]> = {
    ABSENT: [1, 1],
    SINGULAR: [1, 1],
    PROPORTIONAL: [1, 3],
    SMALL_NUM_EXPLICIT: [4, 4],
    COMPARATIVE_BOUND: [4, 4],
    FEW: [5, 5],
    MANY: [8, 12],
    ALL: [8, 12],
    COMPREHENSIVE: [5, 15],
    OPEN_REQUEST: [5, 12],
  };
  it.each(INTENSITIES.map((intensity) => [intensity]))("every profile answers %s", (intensity) => {
    const caps = [HERMES, DEFAULT].map((options) => capForIntensity(intensity, { ...options, explicitCount: 4 }).cap);
    expect(caps).toEqual(expected[intensity]);
  });
});
