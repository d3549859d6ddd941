import { FIELD_LIST, type QaRow } from "../rows/row-fields";
import { RECORD, type RowScanner, type ScanViews } from "./wasm/row-scanner";
import { NUMBER_SLOT } from "./wasm/scan-keys";
import {
  AT_MOST,
  ENUM_FIELDS,
  ENUM_OF,
  ENUMS,
  LENGTHS,
  LIST_BIT,
  LIST_FIELDS,
  NUMBER_FIELDS,
  NUMBER_MAX,
  NUMBER_MIN,
  NUMBER_SLOTS,
  REQUIRED,
  STRING_BITS,
  STRING_FIELDS,
} from "./scan-rules";

/**
 * The scanner's interned strings as JS strings, each with a bit per string length the field table asks for (LENGTHS)
 * and its index in each enum (ENUMS), or -1.
 */
export type StringTable = { texts: string[]; traits: number[]; enums: number[][] };

export const createStringTable = (): StringTable => ({ texts: [], traits: [], enums: ENUMS.map(() => []) });

/** Empties the table for the next read, keeping its arrays (see scan-block.ts). */
export function clearStringTable(table: StringTable): void {
  table.texts.length = 0;
  table.traits.length = 0;
  for (const list of table.enums) list.length = 0;
}

const ENUM_CODES = ENUMS.map((values) => new Map(values.map((value, i) => [value, i])));

export function addScannedString(table: StringTable, text: string): void {
  table.texts.push(text);
  let traits = 0;
  for (let i = 0; i < LENGTHS.length; i += 1) {
    const { min, max } = LENGTHS[i] as (typeof LENGTHS)[number];
    if (text.length >= min && text.length <= max) traits |= 1 << i;
  }
  table.traits.push(traits);
  for (let e = 0; e < ENUM_CODES.length; e += 1) (table.enums[e] as number[]).push((ENUM_CODES[e] as Map<string, number>).get(text) ?? -1);
}

export type MutableRow = { -readonly [K in keyof QaRow]: QaRow[K] };

/** One row object for every line that needs one: the accumulator copies what it keeps, so it is filled again per line. */
export function createScannedRow(): MutableRow {
  return Object.fromEntries(FIELD_LIST.map(([name]) => [name, undefined])) as unknown as MutableRow;
}

/** Past this many characters a number token is left to JSON.parse, which reads it anyway. */
const MAX_NUMBER_TOKEN = 64;

/**
 * One scanned record being read: plain fields, so reading a row allocates nothing. Its check leaves the values the
 * accumulator adds where a coded row reads them (accumulate/coded-row.ts): integers and flags in their slots, each
 * enum's index written over its string id, the numbers in `numbers`.
 */
export type RecordCursor = {
  ints: Int32Array;
  base: number;
  present: number;
  nulls: number;
  strings: StringTable;
  lists: number;
  /** The record's numbers, by their slot (NUMBER_SLOT), as JSON.parse reads them. */
  numbers: Float64Array;
};

export const createRecordCursor = (strings: StringTable): RecordCursor => ({
  ints: new Int32Array(0),
  base: 0,
  present: 0,
  nulls: 0,
  strings,
  lists: 0,
  numbers: new Float64Array(0),
});

/** Where a read's checks write the numbers: the accumulator's coded row. */
export function writeNumbersTo(c: RecordCursor, target: { numbers: Float64Array }): void {
  c.numbers = target.numbers;
}

export const slot = (c: RecordCursor, key: number) => c.ints[c.base + HEAD + key] as number;
export const has = (c: RecordCursor, key: number) => (c.present & (1 << key)) !== 0;
export const isNull = (c: RecordCursor, key: number) => (c.nulls & (1 << key)) !== 0;
export const listLength = (c: RecordCursor, key: number) => c.ints[c.lists + slot(c, key)] as number;
/** The string id of the i-th item of list `key`. */
export const listItem = (c: RecordCursor, key: number, i: number) => c.ints[c.lists + slot(c, key) + 1 + i] as number;

const [HEAD, STRIDE, PRESENT, NULLS] = [RECORD.head, RECORD.stride, RECORD.present, RECORD.nulls];

/**
 * Strings, enums and lists of the record whose slots start at `head` (`set`: the mask of fields present and not null);
 * writes each enum's index over its string id.
 */
function stringsOk(c: RecordCursor, ints: Int32Array, head: number, set: number): boolean {
  const { traits, enums } = c.strings;
  for (let i = 0; i < STRING_FIELDS.length; i += 1) {
    const key = STRING_FIELDS[i] as number;
    const bit = STRING_BITS[i] as number;
    if ((set & (1 << key)) !== 0 && ((traits[ints[head + key] as number] as number) & bit) !== bit) return false;
  }
  for (let i = 0; i < ENUM_FIELDS.length; i += 1) {
    const key = ENUM_FIELDS[i] as number;
    if ((set & (1 << key)) === 0) continue;
    const code = (enums[ENUM_OF[i] as number] as number[])[ints[head + key] as number] as number;
    if (code < 0) return false;
    ints[head + key] = code;
  }
  for (let i = 0; i < LIST_FIELDS.length; i += 1) {
    const key = LIST_FIELDS[i] as number;
    if ((set & (1 << key)) === 0) continue;
    const at = c.lists + (ints[head + key] as number);
    const end = at + 1 + (ints[at] as number);
    for (let j = at + 1; j < end; j += 1) if (((traits[ints[j] as number] as number) & LIST_BIT) !== LIST_BIT) return false;
  }
  return true;
}

/** A count, integer or number field's value, once checked. */
const numeric = (c: RecordCursor, key: number) => ((NUMBER_SLOT[key] as number) >= 0 ? (c.numbers[NUMBER_SLOT[key] as number] as number) : slot(c, key));

function numbersOk(scanner: RowScanner, views: ScanViews, r: number, c: RecordCursor, head: number, values: number): boolean {
  const numbers = c.numbers;
  for (let i = 0; i < NUMBER_FIELDS.length; i += 1) {
    const key = NUMBER_FIELDS[i] as number;
    if ((values & (1 << key)) === 0) continue;
    const value = numberOf(scanner, views, r, NUMBER_SLOTS[i] as number, views.ints[head + key] as number);
    numbers[NUMBER_SLOTS[i] as number] = value;
    if (!(value >= (NUMBER_MIN[i] as number) && value <= (NUMBER_MAX[i] as number) && value !== Infinity && value !== -Infinity)) return false;
  }
  for (let i = 0; i < AT_MOST.length; i += 2) {
    const key = AT_MOST[i] as number;
    const limit = AT_MOST[i + 1] as number;
    if ((values & (1 << key)) !== 0 && (values & (1 << limit)) !== 0 && numeric(c, key) > numeric(c, limit)) return false;
  }
  return true;
}

/**
 * Points `c` at record `r` and applies the rest of the field table's accept rule (its numbers land in `c`); false
 * leaves the line to the JSON.parse path, which decides (so this may refuse more than it must, never accept more).
 */
export function checkScannedRow(scanner: RowScanner, views: ScanViews, r: number, c: RecordCursor): boolean {
  const ints = views.ints;
  const base = scanner.records + r * STRIDE;
  const present = ints[base + PRESENT] as number;
  const nulls = ints[base + NULLS] as number;
  c.ints = ints;
  c.base = base;
  c.lists = scanner.lists;
  c.present = present;
  c.nulls = nulls;
  if ((present & REQUIRED) !== REQUIRED) return false;
  const values = present & ~nulls;
  return stringsOk(c, ints, base + HEAD, values) && numbersOk(scanner, views, r, c, base + HEAD, values);
}

/** Fills `row` from a checked record, for a row the accumulator must see as text (a name it has not met yet). */
export function fillScannedRow(c: RecordCursor, row: MutableRow): void {
  const { texts } = c.strings;
  const target = row as Record<string, unknown>;
  FIELD_LIST.forEach(([name, field], key) => {
    if (!has(c, key)) target[name] = undefined;
    else if (isNull(c, key)) target[name] = null;
    else if (field.kind === "string") target[name] = texts[slot(c, key)];
    // The check wrote the enum's index over the string id.
    else if (field.kind === "enum") target[name] = field.values[slot(c, key)];
    else if (field.kind === "number") target[name] = c.numbers[NUMBER_SLOT[key] as number];
    else if (field.kind === "bool") target[name] = slot(c, key) === 1;
    else if (field.kind === "names") target[name] = Array.from({ length: listLength(c, key) }, (_, i) => texts[listItem(c, key, i)]);
    else target[name] = slot(c, key);
  });
}

/** A number the scanner converted exactly, or its token (slot = token start, f64 = token end) read by Number(). */
function numberOf(scanner: RowScanner, views: ScanViews, r: number, which: number, tokenStart: number): number {
  const value = views.floats[scanner.floats + r * RECORD.numberSlots + which] as number;
  if (tokenStart === -1) return value;
  const [start, end] = [scanner.input + tokenStart, scanner.input + value];
  if (end - start > MAX_NUMBER_TOKEN) return Number.NaN;
  return Number(String.fromCharCode.apply(null, views.bytes.subarray(start, end) as unknown as number[]));
}
