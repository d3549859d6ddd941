import { FIELD_LIST, MAX_INT, MAX_NAME_CHARS, MIN_INT, type Field } from "./row-fields";
import { extraFieldProblem } from "./extra-fields";

export const isName = (v: unknown) => typeof v === "string" && v.length > 0 && v.length <= MAX_NAME_CHARS;

const isInt32 = (v: unknown) => Number.isInteger(v) && (v as number) >= MIN_INT && (v as number) <= MAX_INT;

/** One field's accept rule, from its entry in the field table (the zod schema in schema.ts is built from the same entry). */
function valueCheck(field: Field): (value: unknown) => boolean {
  switch (field.kind) {
    case "string": {
      const [min, max] = [field.minLength ?? 0, field.maxLength ?? Infinity];
      return (v) => typeof v === "string" && v.length >= min && v.length <= max;
    }
    case "count":
      return (v) => isInt32(v) && (v as number) >= 0;
    case "int":
      return isInt32;
    case "number": {
      const [min, max] = [field.min ?? -Infinity, field.max ?? Infinity];
      return (v) => typeof v === "number" && Number.isFinite(v) && v >= min && v <= max;
    }
    case "bool":
      return (v) => typeof v === "boolean";
    case "enum": {
      const values = new Set<unknown>(field.values);
      return (v) => values.has(v);
    }
    case "names":
      return (v) => Array.isArray(v) && v.every(isName);
  }
}

function fieldCheck(field: Field): (value: unknown) => boolean {
  const check = valueCheck(field);
  if (field.required) return field.nullable ? (v) => v === null || check(v) : check;
  return field.nullable ? (v) => v === undefined || v === null || check(v) : (v) => v === undefined || check(v);
}

const CHECKS = FIELD_LIST.map(([name, field]) => ({ name, accepts: fieldCheck(field) }));
const AT_MOST = FIELD_LIST.flatMap(([name, field]) => (field.atMost === undefined ? [] : [{ name, limit: field.atMost }]));

/**
 * The row schema's accept rule without zod, which costs as much as JSON.parse per row; both are derived from the
 * field table and held to the same verdict by a property test (accept-rule.test.ts). A row it refuses goes through
 * zod, which names the field.
 */
export function passesRowCheck(value: Record<string, unknown>): boolean {
  for (let i = 0; i < CHECKS.length; i += 1) {
    const { name, accepts } = CHECKS[i] as (typeof CHECKS)[number];
    if (!accepts(value[name])) return false;
  }
  for (const { name, limit } of AT_MOST) {
    const [a, b] = [value[name], value[limit]];
    if (typeof a === "number" && typeof b === "number" && a > b) return false;
  }
  return extraFieldProblem(value) === null;
}
