import { computeBrier, SOFTMAX_TEMPERATURE, WRITTEN_DECIMALS, type ProbabilityRow } from "./bench-model";
import type { Policy, ScenarioResult, StepRecord } from "./results-schema";
import type { Scenario, ScenarioStep } from "./scenario-schema";
import { computeSoftmax, roundTo } from "../model/softmax";

/** One simulated step: the written record plus what Brier and bins need at full precision. */
export type StepOutcome = { record: StepRecord; row: ProbabilityRow | null; latencyMs: number };
/** `brier` and `latencyMs` are unrounded: summaries average them before rounding. */
export type PolicyRun = { result: ScenarioResult; rows: ProbabilityRow[]; brier: number | null; latencyMs: number };

type StepFacts = {
  leader: string | null;
  leaderScore: number;
  scores: ReadonlyMap<string, number>;
  counts: { active: number; dormant: number; rejected: number };
  woken: string[];
  falsified: string[];
  collapsed: boolean;
  collapseReason: string;
  tokens: number;
  latencyMs: number;
};

const round = (value: number) => roundTo(value, WRITTEN_DECIMALS);

export function buildStepRecord(scenario: Scenario, step: ScenarioStep, facts: StepFacts): StepOutcome {
  const probabilities = computeSoftmax(facts.scores, SOFTMAX_TEMPERATURE);
  const committed = step.answer_known_from;
  const record: StepRecord = {
    step: step.step,
    leader: facts.leader,
    leader_score: round(facts.leaderScore),
    probabilities: Object.fromEntries([...probabilities].map(([id, p]) => [id, round(p)])),
    answer_committed: committed,
    correct: committed && facts.leader !== null ? facts.leader === scenario.truth_branch : null,
    active_branches: facts.counts.active,
    dormant_branches: facts.counts.dormant,
    rejected_branches: facts.counts.rejected,
    revived_this_step: facts.woken,
    falsified_this_step: facts.falsified,
    collapsed: facts.collapsed,
    collapse_reason: facts.collapseReason,
    tokens: facts.tokens,
    latency_ms: round(facts.latencyMs),
  };
  const row = committed ? { step: step.step, truth: scenario.truth_branch, probabilities } : null;
  return { record, row, latencyMs: facts.latencyMs };
}

type ScenarioVerdict = {
  finalAnswer: string | null;
  switchSuccess: boolean | null;
  switchDelaySteps: number | null;
  wrongLeaderSteps: number;
  revivalSuccess: boolean | null;
};

export function assembleScenarioResult(scenario: Scenario, policy: Policy, outcomes: readonly StepOutcome[], verdict: ScenarioVerdict): PolicyRun {
  const rows = outcomes.flatMap((outcome) => (outcome.row === null ? [] : [outcome.row]));
  const latencyMs = outcomes.reduce((sum, outcome) => sum + outcome.latencyMs, 0);
  const brier = computeBrier(rows);
  const result: ScenarioResult = {
    scenario_id: scenario.id,
    scenario_type: scenario.scenario_type,
    policy,
    final_answer: verdict.finalAnswer,
    truth: scenario.truth_branch,
    correct: verdict.finalAnswer === scenario.truth_branch,
    total_tokens: outcomes.reduce((sum, outcome) => sum + outcome.record.tokens, 0),
    total_latency_ms: round(latencyMs),
    mean_latency_ms: round(outcomes.length === 0 ? 0 : latencyMs / outcomes.length),
    switch_success: verdict.switchSuccess,
    switch_delay_steps: verdict.switchDelaySteps,
    wrong_leader_steps: verdict.wrongLeaderSteps,
    revival_success: verdict.revivalSuccess,
    brier: brier === null ? null : round(brier),
    steps: outcomes.map((outcome) => outcome.record),
  };
  return { result, rows, brier, latencyMs };
}
