import { describe, expect, it } from "vitest";
import { itEachCase } from "../../test-support/each-case";
import { controllerConfigOverrideSchema, controllerConfigSchema, DEFAULT_CONTROLLER_CONFIG } from "./config";
import { parseControllerDocument } from "./document";
import { ControllerInputError, parseOrThrow } from "./input-error";

const UNIT_FIELDS = [
  "rejectContradiction",
  "dormantScore",
  "reviveEvidenceDelta",
  "reviveVerificationDelta",
  "reviveContradictionDrop",
  "collapseScore",
  "collapseVerification",
  "collapseMaxContradiction",
  "collapseMargin",
  "unresolvedInformationGain",
  "unresolvedNearLeaderMargin",
  "widthMidFrom",
  "widthHighFrom",
  "duplicateSimilarity",
] as const;
const WIDTH_FIELDS = ["widthLow", "widthMid", "widthHigh"] as const;

/** The first problem of a document with these thresholds, as `path: reason`, or null. */
function describeThresholdError(thresholds: unknown): string | null {
  try {
    parseControllerDocument({ branches: [], thresholds });
    return null;
  } catch (error) {
    if (error instanceof ControllerInputError) return error.message;
    throw error;
  }
}

describe("threshold validation", () => {
  it("accepts the spec defaults as a whole config and field by field", () => {
    expect(controllerConfigSchema.safeParse(DEFAULT_CONTROLLER_CONFIG).success).toBe(true);
    expect(parseOrThrow(controllerConfigOverrideSchema, DEFAULT_CONTROLLER_CONFIG)).toEqual(DEFAULT_CONTROLLER_CONFIG);
  });

  it("covers every scalar threshold of the config in the [0, 1] list", () => {
    const scalars = Object.entries(DEFAULT_CONTROLLER_CONFIG)
      .filter(([, value]) => typeof value === "number")
      .map(([key]) => key);
    expect(scalars.sort()).toEqual([...UNIT_FIELDS].sort());
  });

  describe.each(UNIT_FIELDS)("%s", (field) => {
    it.each([
      [0, null],
      [1, null],
      [-1e-9, `thresholds.${field}: must be a number in [0, 1], got -1e-9`],
      [1.13, `thresholds.${field}: must be a number in [0, 1], got 1.13`],
      ["0.5", `thresholds.${field}: must be a number in [0, 1], got "0.5"`],
    ])("%s -> %s", (value, expected) => {
      // widthMidFrom 1 would pass the default widthHighFrom 0.55; pair it so only the range is tested.
      const pair = field === "widthMidFrom" ? { widthHighFrom: 1 } : field === "widthHighFrom" ? { widthMidFrom: 0 } : {};
      expect(describeThresholdError({ ...pair, [field]: value })).toBe(expected);
    });
  });

  describe.each(WIDTH_FIELDS)("%s", (field) => {
    itEachCase("%o -> %s", (value) => describeThresholdError({ [field]: value }), [
      [[1, 1], null],
      [[2, 10], null],
      [[10, 2], `thresholds.${field}: must be [min, max] with min <= max, got [10,2]`],
      [[0, 3], `thresholds.${field}[0]: must be a positive integer, got 0`],
      [[2, 3.5], `thresholds.${field}[1]: must be a positive integer, got 3.5`],
      [[-2, 3], `thresholds.${field}[0]: must be a positive integer, got -2`],
    ]);

    it("needs exactly two entries", () => {
      expect(describeThresholdError({ [field]: [2] })).toMatch(new RegExp(`^thresholds\\.${field}(\\[1\\])?: `));
      expect(describeThresholdError({ [field]: [2, 3, 4] })).toMatch(new RegExp(`^thresholds\\.${field}: `));
    });
  });

  it("checks the band starts against each other after merging with the defaults", () => {
    expect(describeThresholdError({ widthMidFrom: 0.55 })).toBeNull();
    expect(describeThresholdError({ widthMidFrom: 0.6 })).toBe("thresholds.widthMidFrom: widthMidFrom (0.6) must be <= widthHighFrom (0.55)");
    expect(describeThresholdError({ widthHighFrom: 0.2 })).toBe("thresholds.widthHighFrom: widthMidFrom (0.25) must be <= widthHighFrom (0.2)");
    expect(describeThresholdError({ widthMidFrom: 0.5, widthHighFrom: 0.4 })).toBe(
      "thresholds.widthMidFrom: widthMidFrom (0.5) must be <= widthHighFrom (0.4)",
    );
    expect(controllerConfigSchema.safeParse({ ...DEFAULT_CONTROLLER_CONFIG, widthMidFrom: 0.9 }).success).toBe(false);
  });

  it("leaves the signed weights free but finite", () => {
    expect(describeThresholdError({ weights: { contradiction: -2, base: 3 } })).toBeNull();
    expect(describeThresholdError({ weights: { base: "x" } })).toMatch(/^thresholds\.weights\.base: /);
  });
});
