import { z } from "zod";
import { isSafeRunId } from "../bench/runs/run-file";
import { parseQuery, type ParsedQuery } from "../http/parse-query";

const runId = z
  .string({ error: "required" })
  .min(1, "required")
  .refine(isSafeRunId, "not a safe run id (letters, digits, '.', '_' and '-', at most 200 characters)");

const threshold = z
  .string()
  .refine((value) => value.trim() !== "" && Number.isFinite(Number(value)), "not a number")
  .transform(Number)
  .refine((value) => value > 0 && value <= 100, "must be in (0, 100]");

export const compareQuerySchema = z.strictObject({
  baseline: runId,
  treatment: runId,
  threshold: threshold.optional(),
  format: z.enum(["json", "record", "markdown"]).optional(),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** Query string to a validated compare request. */
export function parseCompareQuery(params: URLSearchParams): ParsedQuery<CompareQuery> {
  return parseQuery(compareQuerySchema, params);
}
