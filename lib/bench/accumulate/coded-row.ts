import { NOT_RECORDED, RECORDED_NULL } from "./cell-columns";
import { FIELD_LIST, NUMBER_FIELDS_COUNT, type Field } from "../rows/row-fields";

/**
 * A checked row as the accumulator adds it. Every field of the table that holds an integer, a flag or one of an enum's
 * values is at `values[at + its field number]`, every number in `numbers` by its NUMBER_SLOT (see codeOf); the fields
 * the run names (question, mode, violation kinds, claim cap, matched token, model profile) come as the run's ids. One
 * object is filled again per row, so adding a row allocates nothing; a scanned row's values are read where the scanner
 * wrote them, without a copy (ingest/scan-codes.ts).
 */
export type CodedRow = {
  questionId: number;
  modeId: number;
  /** At `at` + field number: a count or int as itself, a flag as 0 or 1, an enum value as its index in the field's values. */
  values: Int32Array;
  at: number;
  /** The row's own values, for a row coded from a parsed object. */
  own: Int32Array;
  /** Per number slot (NUMBER_SLOT): the field's value. */
  numbers: Float64Array;
  /** Bit i set: field i was in the row; in `nulls`, it was null. A value is only read under its bit. */
  present: number;
  nulls: number;
  /** The row's kinds as admitted, each once, as their ids in the table's kind names; kindsLength NOT_RECORDED when absent. */
  kindIds: number[];
  kindsLength: number;
  /** The claim cap as admitted by the run's vocabulary (the mode tallies it; its value is in `values`). */
  capName: string;
  /** Id in the table's token names (RECORDED_NULL for null, NOT_RECORDED when absent). */
  token: number;
  model: string | undefined;
};

export function createCodedRow(): CodedRow {
  const own = new Int32Array(FIELD_LIST.length);
  return {
    questionId: 0,
    modeId: 0,
    values: own,
    at: 0,
    own,
    numbers: new Float64Array(NUMBER_FIELDS_COUNT),
    present: 0,
    nulls: 0,
    kindIds: [],
    kindsLength: NOT_RECORDED,
    capName: "",
    token: NOT_RECORDED,
    model: undefined,
  };
}

/** Whether the row had the field (null included). */
export const isRecorded = (row: CodedRow, field: number) => (row.present & (1 << field)) !== 0;
export const isNullIn = (row: CodedRow, field: number) => (row.nulls & (1 << field)) !== 0;

/**
 * A field's code: NOT_RECORDED when the row left it out, RECORDED_NULL when it was null, else its value; for fields
 * whose values are never negative (counts, flags, enums), as both codes are.
 */
export function codeOf(row: CodedRow, field: number): number {
  return codeAt(row.values, row.at, row.present, row.nulls, field);
}

/** codeOf from the row's parts, for a caller that reads several fields per row (V8 then loads the parts once). */
export function codeAt(values: Int32Array, at: number, present: number, nulls: number, field: number): number {
  const bit = 1 << field;
  if ((present & bit) === 0) return NOT_RECORDED;
  return (nulls & bit) !== 0 ? RECORDED_NULL : (values[at + field] as number);
}

/** A count, int, flag or enum field's value (read under its present bit). */
export const valueOf = (row: CodedRow, field: number) => row.values[row.at + field] as number;

/** How a field's value is coded: a number in `numbers`, an integer, flag or enum index in `values`, or by the run (null). */
export type ValueCoding = "number" | "int" | "flag" | "enum" | null;

export const valueCoding = (field: Field): ValueCoding =>
  field.kind === "count" || field.kind === "int"
    ? "int"
    : field.kind === "number"
      ? "number"
      : field.kind === "bool"
        ? "flag"
        : field.kind === "enum"
          ? "enum"
          : null;

/** Per field number, its enum's values as a map to their index (null for other fields). */
export const ENUM_INDEX: readonly (ReadonlyMap<string, number> | null)[] = FIELD_LIST.map(([, field]) =>
  field.kind === "enum" ? new Map(field.values.map((value, i) => [value, i])) : null,
);
