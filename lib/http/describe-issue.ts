import type { z } from "zod";
import { formatPath } from "../json/format-path";
import { quoteValue } from "../json/quote-value";

type FieldError = { error: string; path: string };

/** The first zod issue as an API error; an unknown key is reported at its own path. */
export function describeFirstIssue(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  if (issue === undefined) return { error: "invalid input", path: "$" };
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0] ?? "";
    return { error: `unknown field ${quoteValue(key)}`, path: formatPath([...issue.path, key]) };
  }
  return { error: issue.message, path: formatPath(issue.path) };
}

/** JSON has no Infinity or NaN, so a result holding one would be silently serialised as null. */
export function findNonFiniteNumber(value: unknown, path: readonly PropertyKey[] = []): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : formatPath(path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNonFiniteNumber(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNonFiniteNumber(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
