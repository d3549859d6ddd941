import { computeMean } from "./bench-model";
import type { Policy } from "./results-schema";
import type { PolicyRun } from "./scenario-run";

const share = (runs: readonly PolicyRun[], hit: (run: PolicyRun) => boolean): number | null =>
  runs.length === 0 ? null : runs.filter(hit).length / runs.length;
const isCorrect = (run: PolicyRun) => run.result.correct;

export function summarizePolicy(runs: readonly PolicyRun[]) {
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

export type PolicySummaryBlock = ReturnType<typeof summarizePolicy>;

const delta = (multi: number | null, single: number | null) =>
  multi === null || single === null ? null : multi - single;

/** multi minus single for each headline metric; token change in percent of single. */
export function compareSummaries(single: PolicySummaryBlock, multi: PolicySummaryBlock) {
  const singleTokens = single.mean_tokens_per_scenario;
  const multiTokens = multi.mean_tokens_per_scenario;
  return {
    accuracy_delta: delta(multi.accuracy, single.accuracy),
    falsification_accuracy_delta: delta(multi.falsification.accuracy, single.falsification.accuracy),
    decision_switch_success_delta: delta(
      multi.falsification.decision_switch_success_rate,
      single.falsification.decision_switch_success_rate,
    ),
    revival_success_delta: delta(multi.revival.revival_success_rate, single.revival.revival_success_rate),
    brier_delta: delta(multi.brier_score, single.brier_score),
    token_percent_change:
      multiTokens === null || singleTokens === null || singleTokens === 0
        ? null
        : ((multiTokens - singleTokens) / singleTokens) * 100,
  };
}

export function summarizeBench(runs: readonly PolicyRun[]) {
  const byPolicy = (policy: Policy) => runs.filter((run) => run.result.policy === policy);
  const single = summarizePolicy(byPolicy("single"));
  const multi = summarizePolicy(byPolicy("multi"));
  return { single, multi, comparison: compareSummaries(single, multi) };
}
