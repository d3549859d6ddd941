import { z } from "zod";
import { parseQuery, type ParsedQuery } from "../../http/parse-query";
import { runIdField, settingsFields } from "./settings-query";

/** GET /api/decision: a run id per cell (a cell left out was not run) and the decision's settings. */
export const decisionQuerySchema = z.strictObject({
  baseline: runIdField.optional(),
  cap: runIdField.optional(),
  reminder: runIdField.optional(),
  both: runIdField.optional(),
  ...settingsFields,
});
export type DecisionQuery = z.infer<typeof decisionQuerySchema>;

export function parseDecisionQuery(params: URLSearchParams): ParsedQuery<DecisionQuery> {
  return parseQuery(decisionQuerySchema, params);
}
