import { FIELD_LIST, MAX_NAME_CHARS, type Field } from "../rows/row-fields";
import { NUMBER_SLOT } from "./wasm/scan-keys";

/**
 * The accept rule of the field table in the form the scanned-row check reads per row: the scanner has already checked
 * each value's type (a count is a non-negative integer, a flag true or false, ...), so what is left is a string's
 * length, an enum's values, a number's range, the required fields and the fields bounded by another.
 */
type Length = { min: number; max: number };

const lengthOf = (field: Field): Length | null =>
  field.kind === "names"
    ? { min: 1, max: MAX_NAME_CHARS }
    : field.kind === "string" && ((field.minLength ?? 0) > 0 || field.maxLength !== undefined)
      ? { min: field.minLength ?? 0, max: field.maxLength ?? Infinity }
      : null;

/** The distinct string lengths the table asks for: an interned string gets bit i when its length is within LENGTHS[i]. */
export const LENGTHS: readonly Length[] = FIELD_LIST.flatMap(([, field]) => lengthOf(field) ?? []).filter(
  (length, i, all) => all.findIndex((other) => other.min === length.min && other.max === length.max) === i,
);
const lengthBit = (length: Length) => 1 << LENGTHS.findIndex((other) => other.min === length.min && other.max === length.max);

/** The distinct enums: an interned string gets its index in each (or -1). */
export const ENUMS: readonly (readonly string[])[] = [...new Set(FIELD_LIST.flatMap(([, field]) => (field.kind === "enum" ? [field.values] : [])))];

/** Field numbers with what to check, as flat lists. */
const fieldsWhere = (test: (field: Field) => boolean) => FIELD_LIST.flatMap(([, field], number) => (test(field) ? [number] : []));

export const REQUIRED = fieldsWhere((field) => field.required === true).reduce((mask, number) => mask | (1 << number), 0);
export const STRING_FIELDS = Int32Array.from(fieldsWhere((field) => field.kind === "string" && lengthOf(field) !== null));
export const STRING_BITS = Int32Array.from(STRING_FIELDS, (number) => lengthBit(lengthOf((FIELD_LIST[number] as [string, Field])[1]) as Length));
export const LIST_FIELDS = Int32Array.from(fieldsWhere((field) => field.kind === "names"));
export const LIST_BIT = lengthBit({ min: 1, max: MAX_NAME_CHARS });
export const ENUM_FIELDS = Int32Array.from(fieldsWhere((field) => field.kind === "enum"));
export const ENUM_OF = Int32Array.from(ENUM_FIELDS, (number) => ENUMS.indexOf((FIELD_LIST[number]?.[1] as { values: readonly string[] }).values));
/** Counts, integers and flags: the record's slot is the value. */
export const PLAIN_FIELDS = Int32Array.from(fieldsWhere((field) => field.kind === "count" || field.kind === "int" || field.kind === "bool"));
export const NUMBER_FIELDS = Int32Array.from(fieldsWhere((field) => field.kind === "number"));
export const NUMBER_SLOTS = Int32Array.from(NUMBER_FIELDS, (number) => NUMBER_SLOT[number] as number);
export const NUMBER_MIN = Float64Array.from(NUMBER_FIELDS, (number) => (FIELD_LIST[number]?.[1] as { min?: number }).min ?? -Infinity);
export const NUMBER_MAX = Float64Array.from(NUMBER_FIELDS, (number) => (FIELD_LIST[number]?.[1] as { max?: number }).max ?? Infinity);
/** Pairs [field, the field it must not exceed]. */
export const AT_MOST = Int32Array.from(
  FIELD_LIST.flatMap(([, field], number) => (field.atMost === undefined ? [] : [number, FIELD_LIST.findIndex(([name]) => name === field.atMost)])),
);
