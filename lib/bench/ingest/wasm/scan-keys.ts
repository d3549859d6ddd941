import { FIELD_LIST, NUMBER_FIELDS_COUNT, NUMBER_SLOT, type Field, type FieldName } from "../../rows/row-fields";

/** How the scanner reads a key's value (the numbers match `ValueType` in assembly/key-table.ts); NULLABLE is added to any. */
export const VALUE = { string: 0, count: 1, number: 2, bool: 3, strings: 4, int: 5 } as const;
export const NULLABLE = 8;

function scanType(field: Field): number {
  const base = field.kind === "string" || field.kind === "enum" ? VALUE.string : field.kind === "names" ? VALUE.strings : VALUE[field.kind];
  return base + (field.nullable ? NULLABLE : 0);
}

/**
 * Every field of the table, in the order the harness writes them, with the one value type the scanner reads; another
 * type sends the line to JSON.parse and the schema. Index i is the record's slot HEAD + i.
 */
export const SCAN_KEYS: readonly (readonly [FieldName, number])[] = FIELD_LIST.map(([name, field]) => [name, scanType(field)]);

/** The scanner numbers its number keys in key order, as the table's NUMBER_SLOT does: a record's f64 slots are those. */
export { NUMBER_SLOT };
export const NUMBER_KEYS = NUMBER_FIELDS_COUNT;
