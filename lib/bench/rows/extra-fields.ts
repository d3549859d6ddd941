import { FIELD_NAMES } from "./row-fields";

/**
 * A row's keys that the field table does not list are kept (the rows endpoint shows them), within bounds: a value
 * nested deeper than this would overflow the stack of whatever serializes the row later, and the row scanner reads no
 * deeper either, so both read paths refuse the same rows.
 */
export const MAX_EXTRA_DEPTH = 32;
/** Values (each scalar, array and object counts one) that the extra fields of one row may hold together. */
export const MAX_EXTRA_VALUES = 10_000;

/** The field where a bound was passed: it nests too deep, or the values counted so far passed MAX_EXTRA_VALUES. */
export type ExtraFieldProblem = { field: string; deep: boolean };

/** Counts the values of `value` into `seen.values`; false once it nests deeper than MAX_EXTRA_DEPTH or the count passes the limit. */
function measure(value: unknown, depth: number, seen: { values: number; deep: boolean }): boolean {
  seen.values += 1;
  if (seen.values > MAX_EXTRA_VALUES) return false;
  if (typeof value !== "object" || value === null) return true;
  if (depth === MAX_EXTRA_DEPTH) {
    seen.deep = true;
    return false;
  }
  // Recursion stops at MAX_EXTRA_DEPTH levels, so a value nested 400,000 deep costs 33 frames.
  const items = Array.isArray(value) ? value : Object.values(value);
  for (const item of items) if (!measure(item, depth + 1, seen)) return false;
  return true;
}

/** The first extra field past the bounds, or null; `known` lists the keys that are not extra. */
export function extraFieldProblem(object: Record<string, unknown>, known: ReadonlySet<string> = FIELD_NAMES): ExtraFieldProblem | null {
  const seen = { values: 0, deep: false };
  for (const field in object) {
    if (known.has(field) || !Object.hasOwn(object, field) || measure(object[field], 0, seen)) continue;
    return { field, deep: seen.deep };
  }
  return null;
}

/** How a row's issue says it. */
export const describeExtraField = (problem: ExtraFieldProblem) =>
  problem.deep
    ? `extra field nests deeper than ${MAX_EXTRA_DEPTH} levels; row not loaded`
    : `extra fields hold more than ${MAX_EXTRA_VALUES} values; row not loaded`;
