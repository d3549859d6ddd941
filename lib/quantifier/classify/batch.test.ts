import { describe, expect, it } from "vitest";
import { classifyBatch, compareRungDistributions, type RungDistribution } from "./batch";
import { INTENSITIES, type Intensity } from "../ladder/rungs";

function distribution(total: number, counts: Partial<Record<Intensity, number>>): RungDistribution {
  const full = Object.fromEntries(INTENSITIES.map((intensity) => [intensity, counts[intensity] ?? 0])) as Record<Intensity, number>;
  return { total, counts: full };
}

describe("classifyBatch", () => {
  it("classifies every question, keeps errors as rows and counts only classified rows", () => {
    const { rows, distribution: counted } = classifyBatch(["Winners of all major sports?", "", "who painted the mona lisa", "what is the capital of france?"]);
    expect(rows[0]).toMatchObject({ question: "Winners of all major sports?", intensity: "ALL" });
    expect(rows[1]).toEqual({ question: "", error: "Question is empty: type a question to classify." });
    expect(counted).toEqual(distribution(3, { ALL: 1, SINGULAR: 2 }));
  });
});

describe("compareRungDistributions", () => {
  const before = distribution(73, { SINGULAR: 61, OPEN_REQUEST: 5, MANY: 4, ALL: 1, COMPREHENSIVE: 1, SMALL_NUM_EXPLICIT: 1 });
  const after = distribution(73, { SINGULAR: 65, OPEN_REQUEST: 5, ALL: 1, COMPREHENSIVE: 1, SMALL_NUM_EXPLICIT: 1 });

  it("reproduces the §12.1 shift in percentage points", () => {
    const comparison = compareRungDistributions(before, after);
    const byRung = Object.fromEntries(comparison.rungs.map((rung) => [rung.intensity, rung]));
    expect(byRung.SINGULAR).toEqual({ intensity: "SINGULAR", sharePpA: 83.56, sharePpB: 89.04, driftPp: 5.48 });
    expect(byRung.MANY).toEqual({ intensity: "MANY", sharePpA: 5.48, sharePpB: 0, driftPp: -5.48 });
    expect(byRung.ALL?.driftPp).toBe(0);
    expect(comparison.flagged).toEqual(["SINGULAR", "MANY"]);
    expect(comparison.thresholdPp).toBe(5);
  });

  it("uses a custom threshold and flags only strictly larger drift", () => {
    expect(compareRungDistributions(before, after, 6).flagged).toEqual([]);
    const half = distribution(2, { ALL: 1, SINGULAR: 1 });
    const shifted = distribution(20, { ALL: 9, SINGULAR: 11 });
    expect(compareRungDistributions(half, shifted).flagged).toEqual([]);
  });

  it("treats an empty distribution as zero shares", () => {
    const comparison = compareRungDistributions(distribution(0, {}), distribution(1, { FEW: 1 }));
    expect(comparison.flagged).toEqual(["FEW"]);
    expect(comparison.rungs.find((rung) => rung.intensity === "FEW")).toEqual({
      intensity: "FEW",
      sharePpA: 0,
      sharePpB: 100,
      driftPp: 100,
    });
  });
});
