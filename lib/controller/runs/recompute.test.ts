import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareStoredVsRecomputed, recomputeBrier, rederiveReliabilityBins } from "./recompute";
import { controllerResultsSchema, type ControllerResults } from "../bench/results-schema";

const loadReference = (): ControllerResults =>
  controllerResultsSchema.parse(JSON.parse(readFileSync(new URL("../fixtures/reference-results.json", import.meta.url), "utf8")));

describe("recomputing stored results", () => {
  const reference = loadReference();

  it("recomputes Brier per scenario and per policy from the stored probabilities", () => {
    const brier = recomputeBrier(reference);
    expect(brier.perScenario).toHaveLength(18);
    expect(brier.perScenario[0]).toMatchObject({ scenario_id: "falsification-001", policy: "single" });
    expect(brier.perScenario[0]?.brier).toBeCloseTo(0.00435, 6);
    expect(brier.perPolicy.single).toBeCloseTo(0.03264524955544053, 6);
    expect(brier.perPolicy.multi).toBeCloseTo(0.032755786880864786, 6);
  });

  it("re-derives every reliability bin", () => {
    const bins = rederiveReliabilityBins(reference);
    expect(bins.map(({ bin, policy, scenario_id, step }) => ({ bin, policy, scenario_id, step }))).toEqual(
      reference.reliability_bins.map(({ bin, policy, scenario_id, step }) => ({ bin, policy, scenario_id, step })),
    );
    expect(bins[0]?.truth_probability).toBeCloseTo(0.9041762048809813, 6);
  });

  it("finds no mismatch in the reference results", () => {
    expect(compareStoredVsRecomputed(reference)).toEqual([]);
  });

  it("reports an edited probability with its location", () => {
    const edited = loadReference();
    const step = edited.per_scenario[0]?.steps[3];
    if (step === undefined) throw new Error("fixture lost falsification-001 step 4");
    step.probabilities.H_B = 0.5;
    const mismatches = compareStoredVsRecomputed(edited);
    expect(mismatches.map(({ scenario, policy, step: at, field }) => ({ scenario, policy, step: at, field }))).toEqual([
      { scenario: "falsification-001", policy: "single", step: null, field: "brier" },
      { scenario: null, policy: "single", step: null, field: "summary.brier_score" },
      { scenario: "falsification-001", policy: "single", step: 4, field: "reliability_bins.truth_probability" },
      { scenario: "falsification-001", policy: "single", step: 4, field: "reliability_bins.bin" },
    ]);
    expect(mismatches[2]).toMatchObject({ stored: 0.9041762048809813, recomputed: 0.5 });
    expect(mismatches[3]).toMatchObject({ stored: "0.8-1.0", recomputed: "0.4-0.6" });
  });

  it("reports a stored bin that no committed step supports", () => {
    const edited = loadReference();
    edited.reliability_bins.push({ bin: "0.0-0.2", policy: "multi", scenario_id: "control-001", step: 9, truth_probability: 0.1 });
    expect(compareStoredVsRecomputed(edited)).toEqual([
      { scenario: "control-001", policy: "multi", step: 9, field: "reliability_bins.truth_probability", stored: 0.1, recomputed: null },
    ]);
  });
});
