import { assignReliabilityBin, computeBrier, computeMean, type ProbabilityRow } from "../bench/bench-model";
import { NUMERIC_TOLERANCE } from "../model/config";
import type { ControllerResults, Policy, ReliabilityBin, ScenarioResult } from "../bench/results-schema";

export type RecomputedBrier = {
  perScenario: { scenario_id: string; policy: Policy; brier: number | null }[];
  perPolicy: Record<Policy, number | null>;
};

export type StoredVsRecomputedMismatch = {
  scenario: string | null;
  policy: Policy;
  step: number | null;
  field: string;
  stored: number | string | null;
  recomputed: number | string | null;
};

function collectCommittedRows(result: ScenarioResult): ProbabilityRow[] {
  return result.steps
    .filter((step) => step.answer_committed)
    .map((step) => ({ step: step.step, truth: result.truth, probabilities: new Map(Object.entries(step.probabilities)) }));
}

/** Brier per scenario (committed steps' stored probabilities) and per policy (mean of scenarios). */
export function recomputeBrier(results: ControllerResults): RecomputedBrier {
  const perScenario = results.per_scenario.map((result) => ({
    scenario_id: result.scenario_id,
    policy: result.policy,
    brier: computeBrier(collectCommittedRows(result)),
  }));
  const policyMean = (policy: Policy) => computeMean(perScenario.filter((row) => row.policy === policy).map((row) => row.brier));
  return { perScenario, perPolicy: { single: policyMean("single"), multi: policyMean("multi") } };
}

/** Reliability bins re-derived from the committed steps' stored truth probabilities. */
export function rederiveReliabilityBins(results: ControllerResults): ReliabilityBin[] {
  return results.per_scenario.flatMap((result) =>
    collectCommittedRows(result).map((row) => {
      const truthProbability = row.probabilities.get(row.truth) ?? 0;
      return {
        bin: assignReliabilityBin(truthProbability),
        policy: result.policy,
        scenario_id: result.scenario_id,
        step: row.step,
        truth_probability: truthProbability,
      };
    }),
  );
}

const differs = (stored: number | null, recomputed: number | null) =>
  stored === null || recomputed === null ? stored !== recomputed : Math.abs(stored - recomputed) > NUMERIC_TOLERANCE;

/** Every stored Brier score and reliability bin that its recomputation departs from by more than 1e-6. */
export function compareStoredVsRecomputed(results: ControllerResults): StoredVsRecomputedMismatch[] {
  const brier = recomputeBrier(results);
  const mismatches: StoredVsRecomputedMismatch[] = [];
  results.per_scenario.forEach((result, index) => {
    const recomputed = brier.perScenario[index]?.brier ?? null;
    if (differs(result.brier, recomputed)) {
      mismatches.push({ scenario: result.scenario_id, policy: result.policy, step: null, field: "brier", stored: result.brier, recomputed });
    }
  });
  for (const policy of ["single", "multi"] as const) {
    const stored = results.summary[policy].brier_score;
    const recomputed = brier.perPolicy[policy];
    if (differs(stored, recomputed)) {
      mismatches.push({ scenario: null, policy, step: null, field: "summary.brier_score", stored, recomputed });
    }
  }
  return [...mismatches, ...compareBins(results.reliability_bins, rederiveReliabilityBins(results))];
}

function compareBins(stored: readonly ReliabilityBin[], rederived: readonly ReliabilityBin[]): StoredVsRecomputedMismatch[] {
  const keyOf = (bin: ReliabilityBin) => JSON.stringify([bin.policy, bin.scenario_id, bin.step]);
  const storedByKey = new Map(stored.map((bin) => [keyOf(bin), bin]));
  const rederivedKeys = new Set(rederived.map(keyOf));
  const locate = (bin: ReliabilityBin) => ({ scenario: bin.scenario_id, policy: bin.policy, step: bin.step });
  const mismatches = rederived.flatMap((bin): StoredVsRecomputedMismatch[] => {
    const match = storedByKey.get(keyOf(bin));
    if (match === undefined) {
      return [{ ...locate(bin), field: "reliability_bins.truth_probability", stored: null, recomputed: bin.truth_probability }];
    }
    const found: StoredVsRecomputedMismatch[] = [];
    if (differs(match.truth_probability, bin.truth_probability)) {
      found.push({ ...locate(bin), field: "reliability_bins.truth_probability", stored: match.truth_probability, recomputed: bin.truth_probability });
    }
    if (match.bin !== bin.bin) found.push({ ...locate(bin), field: "reliability_bins.bin", stored: match.bin, recomputed: bin.bin });
    return found;
  });
  const orphans = stored
    .filter((bin) => !rederivedKeys.has(keyOf(bin)))
    .map((bin) => ({ ...locate(bin), field: "reliability_bins.truth_probability", stored: bin.truth_probability, recomputed: null }));
  return [...mismatches, ...orphans];
}
