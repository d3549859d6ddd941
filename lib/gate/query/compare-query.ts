import { z } from "zod";
import { parseQuery, type ParsedQuery } from "../../http/parse-query";
import { runIdField, settingsFields } from "./settings-query";

const required = z.string({ error: "required" }).min(1, "required").pipe(runIdField);

export const compareQuerySchema = z.strictObject({ baseline: required, treatment: required, ...settingsFields });
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** Query string to a validated compare request. */
export function parseCompareQuery(params: URLSearchParams): ParsedQuery<CompareQuery> {
  return parseQuery(compareQuerySchema, params);
}
