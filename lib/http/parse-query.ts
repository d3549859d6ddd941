import type { z } from "zod";
import { formatPath, type PathIssue } from "../json/format-path";

export type ParsedQuery<T> = { ok: true; query: T } | { ok: false; issues: PathIssue[] };

/** Query string to validated values; a repeated parameter is an error, not "last one wins". */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): ParsedQuery<z.output<S>> {
  const values: Record<string, string> = {};
  const issues: PathIssue[] = [];
  for (const [key, value] of params) {
    if (Object.hasOwn(values, key)) issues.push({ path: key, message: "given more than once" });
    values[key] = value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") issues.push(...issue.keys.map((key) => ({ path: key, message: "unknown query parameter" })));
      else issues.push({ path: formatPath(issue.path), message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, query: parsed.data };
}

/** `parseQuery` bound to one schema, for a route's `answerGet`. */
export const parserOf =
  <S extends z.ZodType>(schema: S) =>
  (params: URLSearchParams): ParsedQuery<z.output<S>> =>
    parseQuery(schema, params);
