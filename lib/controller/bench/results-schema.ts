import { z } from "zod";
import { scenarioTypeSchema } from "./scenario-schema";

const policySchema = z.enum(["single", "multi"]);
const rate = z.number().nullable();

const stepRecordSchema = z.looseObject({
  step: z.int(),
  leader: z.string().nullable(),
  leader_score: z.number(),
  probabilities: z.record(z.string(), z.number()),
  answer_committed: z.boolean(),
  correct: z.boolean().nullable(),
  active_branches: z.int(),
  dormant_branches: z.int(),
  rejected_branches: z.int(),
  revived_this_step: z.array(z.string()),
  falsified_this_step: z.array(z.string()),
  collapsed: z.boolean(),
  collapse_reason: z.string(),
  tokens: z.int(),
  // Latency is machine-dependent; reference artifacts leave it out.
  latency_ms: z.number().optional(),
});

const scenarioResultSchema = z.looseObject({
  scenario_id: z.string(),
  scenario_type: scenarioTypeSchema,
  policy: policySchema,
  final_answer: z.string().nullable(),
  truth: z.string(),
  correct: z.boolean(),
  total_tokens: z.int(),
  total_latency_ms: z.number().optional(),
  mean_latency_ms: z.number().optional(),
  switch_success: z.boolean().nullable(),
  switch_delay_steps: z.int().nullable(),
  wrong_leader_steps: z.int(),
  revival_success: z.boolean().nullable(),
  brier: z.number().nullable(),
  steps: z.array(stepRecordSchema),
});

const policySummarySchema = z.looseObject({
  scenarios: z.int(),
  accuracy: rate,
  falsification: z.looseObject({ scenarios: z.int(), accuracy: rate, decision_switch_success_rate: rate }),
  revival: z.looseObject({ scenarios: z.int(), accuracy: rate, revival_success_rate: rate }),
  control: z.looseObject({ scenarios: z.int(), accuracy: rate }),
  brier_score: rate,
  mean_tokens_per_scenario: rate,
});

const comparisonSchema = z.looseObject({
  accuracy_delta: rate,
  falsification_accuracy_delta: rate,
  decision_switch_success_delta: rate,
  revival_success_delta: rate,
  brier_delta: rate,
  token_percent_change: rate,
});

const reliabilityBinSchema = z.looseObject({
  bin: z.string(),
  policy: policySchema,
  scenario_id: z.string(),
  step: z.int(),
  truth_probability: z.number(),
});

/** The falsification-comparative `results.json`; parse once where the file enters. */
export const controllerResultsSchema = z.looseObject({
  suite: z.string(),
  scenario_count: z.int(),
  policies: z.array(policySchema),
  switch_window_steps: z.int(),
  token_model: z.looseObject({
    tokens_per_decision: z.number(),
    tokens_per_branch_step: z.number(),
    tokens_per_verification_step: z.number(),
  }),
  summary: z.looseObject({
    single: policySummarySchema,
    multi: policySummarySchema,
    comparison: comparisonSchema.optional(),
  }),
  per_scenario: z.array(scenarioResultSchema),
  reliability_bins: z.array(reliabilityBinSchema),
});

export type Policy = z.infer<typeof policySchema>;
export type StepRecord = z.infer<typeof stepRecordSchema>;
export type ScenarioResult = z.infer<typeof scenarioResultSchema>;
export type ReliabilityBin = z.infer<typeof reliabilityBinSchema>;
export type ControllerResults = z.infer<typeof controllerResultsSchema>;
