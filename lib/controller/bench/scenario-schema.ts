import { z } from "zod";
import { branchMetricsSchema } from "../model/metrics";

export const scenarioTypeSchema = z.enum(["falsification", "revival", "control"]);

const scenarioStepSchema = z.object({
  step: z.int(),
  answer_known_from: z.boolean(),
  metrics: z.record(z.string().min(1), branchMetricsSchema),
});

const scenarioSchema = z.object({
  id: z.string().min(1),
  scenario_type: scenarioTypeSchema,
  truth_branch: z.string().min(1),
  decoy_branch: z.string().nullable(),
  falsified_at_step: z.int().nullable(),
  revival_step: z.int().nullable(),
  revived_branch: z.string().nullable(),
  steps: z.array(scenarioStepSchema).min(1),
});

/** A scenario file is read whole; the committed one is 44 KB. */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;

/** The controller bench input: deterministic scenario streams (figures only). */
export const scenarioSuiteSchema = z.object({
  suite: z.string().min(1),
  scenarios: z.array(scenarioSchema),
});

export type ScenarioStep = z.infer<typeof scenarioStepSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioSuite = z.infer<typeof scenarioSuiteSchema>;
