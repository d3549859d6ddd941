import { z } from "zod";
import { isSafeRunId } from "../bench/discover-runs";
import { formatPath } from "../bench/format-path";

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

export type QueryIssue = { path: string; message: string };

/** Query string to a validated compare request; a repeated parameter is an error, not "last one wins". */
export function parseCompareQuery(params: URLSearchParams): { ok: true; query: CompareQuery } | { ok: false; issues: QueryIssue[] } {
  const values: Record<string, string> = {};
  const issues: QueryIssue[] = [];
  for (const [key, value] of params) {
    if (key in values) issues.push({ path: key, message: "given more than once" });
    values[key] = value;
  }
  const parsed = compareQuerySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") issues.push(...issue.keys.map((key) => ({ path: key, message: "unknown query parameter" })));
      else issues.push({ path: formatPath(issue.path), message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, query: parsed.data };
}
