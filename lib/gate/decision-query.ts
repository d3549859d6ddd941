import { z } from "zod";
import { isSafeRunId } from "../bench/runs/run-file";
import { parseQuery, type ParsedQuery } from "../http/parse-query";

const runId = z.string().refine(isSafeRunId, "not a safe run id (letters, digits, '.', '_' and '-', at most 200 characters)");

const threshold = z
  .string()
  .refine((value) => value.trim() !== "" && Number.isFinite(Number(value)), "not a number")
  .transform(Number)
  .refine((value) => value > 0 && value <= 100, "must be in (0, 100]");

/** GET /api/decision: a run id per cell (a cell left out was not run), the floor, and the format. */
export const decisionQuerySchema = z.strictObject({
  baseline: runId.optional(),
  cap: runId.optional(),
  reminder: runId.optional(),
  both: runId.optional(),
  threshold: threshold.optional(),
  format: z.enum(["json", "markdown"]).optional(),
});
export type DecisionQuery = z.infer<typeof decisionQuerySchema>;

export function parseDecisionQuery(params: URLSearchParams): ParsedQuery<DecisionQuery> {
  return parseQuery(decisionQuerySchema, params);
}
