import { computeMean } from "./bench-model";
import type { Policy } from "./results-schema";
import type { PolicyRun } from "./scenario-run";

const share = (runs: readonly PolicyRun[], hit: (run: PolicyRun) => boolean): number | null =>
  runs.length === 0 ? null : runs.filter(hit).length / runs.length;
const isCorrect = (run: PolicyRun) => run.result.correct;

/** One policy's block of `summary` in results.json; controllerResultsSchema reads back the fields the pages show. */
export type PolicySummaryBlock = {
  scenarios: number;
  accuracy: number | null;
  falsification: {
    scenarios: number;
    accuracy: number | null;
    decision_switch_success_rate: number | null;
    mean_switch_delay_steps: number | null;
    switch_events: number;
  };
  revival: { scenarios: number; accuracy: number | null; revival_success_rate: number | null };
  control: { scenarios: number; accuracy: number | null };
  brier_score: number | null;
  mean_tokens_per_scenario: number | null;
  mean_latency_ms_per_decision: number | null;
  total_latency_ms: number;
};

/** multi minus single; null where either side is null. */
export type SummaryComparison = {
  accuracy_delta: number | null;
  falsification_accuracy_delta: number | null;
  decision_switch_success_delta: number | null;
  revival_success_delta: number | null;
  brier_delta: number | null;
  token_percent_change: number | null;
};

export type BenchSummary = { single: PolicySummaryBlock; multi: PolicySummaryBlock; comparison: SummaryComparison };

function summarizePolicy(runs: readonly PolicyRun[]): PolicySummaryBlock {
  const ofType = (type: string) => runs.filter((run) => run.result.scenario_type === type);
  const falsification = ofType("falsification");
  const revival = ofType("revival");
  const control = ofType("control");
  const switchRuns = falsification.filter((run) => run.result.switch_success !== null);
  const revivalRuns = revival.filter((run) => run.result.revival_success !== null);
  const withSteps = runs.filter((run) => run.result.steps.length > 0);
  return {
    scenarios: runs.length,
    accuracy: share(runs, isCorrect),
    falsification: {
      scenarios: falsification.length,
      accuracy: share(falsification, isCorrect),
      decision_switch_success_rate: share(switchRuns, (run) => run.result.switch_success === true),
      mean_switch_delay_steps: computeMean(switchRuns.map((run) => run.result.switch_delay_steps)),
      switch_events: switchRuns.length,
    },
    revival: {
      scenarios: revival.length,
      accuracy: share(revival, isCorrect),
      revival_success_rate: share(revivalRuns, (run) => run.result.revival_success === true),
    },
    control: { scenarios: control.length, accuracy: share(control, isCorrect) },
    brier_score: computeMean(runs.map((run) => run.brier)),
    mean_tokens_per_scenario: computeMean(runs.map((run) => run.result.total_tokens)),
    mean_latency_ms_per_decision: computeMean(withSteps.map((run) => run.latencyMs / run.result.steps.length)),
    total_latency_ms: runs.reduce((sum, run) => sum + run.latencyMs, 0),
  };
}

const delta = (multi: number | null, single: number | null) => (multi === null || single === null ? null : multi - single);

/** multi minus single for each headline metric; token change in percent of single. */
function compareSummaries(single: PolicySummaryBlock, multi: PolicySummaryBlock): SummaryComparison {
  const singleTokens = single.mean_tokens_per_scenario;
  const multiTokens = multi.mean_tokens_per_scenario;
  return {
    accuracy_delta: delta(multi.accuracy, single.accuracy),
    falsification_accuracy_delta: delta(multi.falsification.accuracy, single.falsification.accuracy),
    decision_switch_success_delta: delta(multi.falsification.decision_switch_success_rate, single.falsification.decision_switch_success_rate),
    revival_success_delta: delta(multi.revival.revival_success_rate, single.revival.revival_success_rate),
    brier_delta: delta(multi.brier_score, single.brier_score),
    token_percent_change: multiTokens === null || singleTokens === null || singleTokens === 0 ? null : ((multiTokens - singleTokens) / singleTokens) * 100,
  };
}

export function summarizeBench(runs: readonly PolicyRun[]): BenchSummary {
  const byPolicy = (policy: Policy) => runs.filter((run) => run.result.policy === policy);
  const single = summarizePolicy(byPolicy("single"));
  const multi = summarizePolicy(byPolicy("multi"));
  return { single, multi, comparison: compareSummaries(single, multi) };
}
