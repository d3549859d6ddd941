import type { RecomputedBrier, StoredVsRecomputedMismatch } from "./recompute";
import type { ControllerResults, Policy, ReliabilityBin } from "../bench/results-schema";

export type BrierComparisonRow = { scenario: string | null; policy: Policy; stored: number | null; recomputed: number | null; mismatch: boolean };

export type BinComparisonRow = {
  policy: Policy;
  scenario: string;
  step: number;
  storedBin: string | null;
  rederivedBin: string | null;
  storedProbability: number | null;
  rederivedProbability: number | null;
  mismatch: boolean;
};

export type StoredVsRecomputed = {
  brier: BrierComparisonRow[];
  bins: BinComparisonRow[];
  /** Values compared: Brier numbers and truth probabilities (to 1e-6) plus bin labels (exactly). */
  compared: number;
  mismatchCount: number;
};

const binKey = (policy: string, scenario: string | null, step: number | null) => JSON.stringify([policy, scenario, step]);

/** One row per stored value beside its recomputation, flagged where compareStoredVsRecomputed found a departure. */
export function buildStoredVsRecomputed(
  results: ControllerResults,
  brier: RecomputedBrier,
  rederived: readonly ReliabilityBin[],
  mismatches: readonly StoredVsRecomputedMismatch[],
): StoredVsRecomputed {
  const flagged = (scenario: string | null, policy: Policy, field: string) =>
    mismatches.some((m) => m.scenario === scenario && m.policy === policy && m.field === field);
  const scenarioRows = results.per_scenario.map((result, index) => ({
    scenario: result.scenario_id,
    policy: result.policy,
    stored: result.brier,
    recomputed: brier.perScenario[index]?.brier ?? null,
    mismatch: flagged(result.scenario_id, result.policy, "brier"),
  }));
  const policyRows = (["single", "multi"] as const).map((policy) => ({
    scenario: null,
    policy,
    stored: results.summary[policy].brier_score,
    recomputed: brier.perPolicy[policy],
    mismatch: flagged(null, policy, "summary.brier_score"),
  }));
  const binMismatches = new Set(mismatches.filter((m) => m.field.startsWith("reliability_bins")).map((m) => binKey(m.policy, m.scenario, m.step)));
  const storedByKey = new Map(results.reliability_bins.map((bin) => [binKey(bin.policy, bin.scenario_id, bin.step), bin]));
  const rederivedKeys = new Set(rederived.map((bin) => binKey(bin.policy, bin.scenario_id, bin.step)));
  const toRow = (key: string, stored: ReliabilityBin | undefined, again: ReliabilityBin | undefined, base: ReliabilityBin): BinComparisonRow => ({
    policy: base.policy,
    scenario: base.scenario_id,
    step: base.step,
    storedBin: stored?.bin ?? null,
    rederivedBin: again?.bin ?? null,
    storedProbability: stored?.truth_probability ?? null,
    rederivedProbability: again?.truth_probability ?? null,
    mismatch: binMismatches.has(key),
  });
  const bins = [
    ...rederived.map((bin) => {
      const key = binKey(bin.policy, bin.scenario_id, bin.step);
      return toRow(key, storedByKey.get(key), bin, bin);
    }),
    ...results.reliability_bins
      .filter((bin) => !rederivedKeys.has(binKey(bin.policy, bin.scenario_id, bin.step)))
      .map((bin) => toRow(binKey(bin.policy, bin.scenario_id, bin.step), bin, undefined, bin)),
  ];
  const brierRows = [...scenarioRows, ...policyRows];
  return { brier: brierRows, bins, compared: brierRows.length + bins.length * 2, mismatchCount: mismatches.length };
}
