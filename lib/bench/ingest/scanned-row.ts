import type { QaRow } from "../rows/schema";
import { isName, VERDICT_SET } from "../rows/row-check";
import { KEY, SCAN_KEYS } from "./wasm/scan-keys";
import { RECORD, type RowScanner, type ScanViews } from "./wasm/row-scanner";
import { verdictIndex } from "../rows/verdicts";
import { INTENSITY_CODE, SCOPE_CODE } from "../accumulate/coded-row";
import type { Verdict } from "../rows/schema";

const NON_EMPTY = 1;
const NAME = 2;

/**
 * The scanner's interned strings as JS strings, each with the checks of row-check.ts that depend on it alone and its
 * index in the closed set it belongs to (verdicts, intensities, scope hints), or -1.
 */
export type StringTable = { texts: string[]; traits: number[]; verdicts: number[]; intensities: number[]; scopes: number[] };

export const createStringTable = (): StringTable => ({ texts: [], traits: [], verdicts: [], intensities: [], scopes: [] });

/** Empties the table for the next read, keeping its arrays (see scan-block.ts). */
export function clearStringTable(table: StringTable): void {
  for (const list of [table.texts, table.traits, table.verdicts, table.intensities, table.scopes]) list.length = 0;
}

export function addScannedString(table: StringTable, text: string): void {
  table.texts.push(text);
  table.traits.push((text.length > 0 ? NON_EMPTY : 0) | (isName(text) ? NAME : 0));
  table.verdicts.push(VERDICT_SET.has(text) ? verdictIndex(text as Verdict) : -1);
  table.intensities.push(INTENSITY_CODE.get(text) ?? -1);
  table.scopes.push(SCOPE_CODE.get(text) ?? -1);
}

export type MutableRow = { -readonly [K in keyof QaRow]: QaRow[K] };

/** One row object for every line that needs one: the accumulator copies what it keeps, so it is filled again per line. */
export function createScannedRow(): MutableRow {
  return Object.fromEntries(SCAN_KEYS.map(([name]) => [name, undefined])) as unknown as MutableRow;
}

const REQUIRED = [KEY.question, KEY.mode, KEY.sample, KEY.audit_mode, KEY.n_quotes, KEY.n_verified, KEY.ratio, KEY.latency_s].reduce(
  (mask, key) => mask | (1 << key),
  0,
);
/** Past this many characters a number token is left to JSON.parse, which reads it anyway. */
const MAX_NUMBER_TOKEN = 64;

/** One scanned record being read: plain fields, so reading a row allocates nothing. */
export type RecordCursor = {
  ints: Int32Array;
  base: number;
  present: number;
  nulls: number;
  strings: StringTable;
  lists: number;
  ratio: number;
  latency: number;
};

export const createRecordCursor = (strings: StringTable): RecordCursor => ({
  ints: new Int32Array(0),
  base: 0,
  present: 0,
  nulls: 0,
  strings,
  lists: 0,
  ratio: Number.NaN,
  latency: Number.NaN,
});

export const slot = (c: RecordCursor, key: number) => c.ints[c.base + RECORD.head + key] as number;
export const has = (c: RecordCursor, key: number) => (c.present & (1 << key)) !== 0;
export const isNull = (c: RecordCursor, key: number) => (c.nulls & (1 << key)) !== 0;
export const listLength = (c: RecordCursor) => c.ints[c.base + RECORD.listLength] as number;
/** The string id of the list's i-th item (the list of violation kinds). */
export const listItem = (c: RecordCursor, i: number) => c.ints[c.lists + slot(c, KEY.violation_kinds) + i] as number;

const hasTrait = (c: RecordCursor, id: number, trait: number) => ((c.strings.traits[id] as number) & trait) === trait;

/** An optional enum value (its strings' indexes in `codes`): false when present and not one of the enum's values. */
function enumOk(c: RecordCursor, key: number, codes: number[]): boolean {
  return !has(c, key) || isNull(c, key) || (codes[slot(c, key)] as number) >= 0;
}

function kindsOk(c: RecordCursor): boolean {
  if (!has(c, KEY.violation_kinds)) return true;
  for (let i = 0; i < listLength(c); i += 1) if (!hasTrait(c, listItem(c, i), NAME)) return false;
  return true;
}

/**
 * Points `c` at record `r` and applies the rest of row-check.ts's accept rule (its ratio and latency land in `c`);
 * false leaves the line to the JSON.parse path, which decides (so this may refuse more than it must, never accept more).
 */
export function checkScannedRow(scanner: RowScanner, views: ScanViews, r: number, c: RecordCursor): boolean {
  c.ints = views.ints;
  c.base = scanner.records + r * RECORD.stride;
  c.lists = scanner.lists;
  c.present = c.ints[c.base + RECORD.present] as number;
  c.nulls = c.ints[c.base + RECORD.nulls] as number;
  if ((c.present & REQUIRED) !== REQUIRED) return false;
  if (!hasTrait(c, slot(c, KEY.question), NON_EMPTY) || !hasTrait(c, slot(c, KEY.mode), NAME) || (c.strings.verdicts[slot(c, KEY.audit_mode)] as number) < 0)
    return false;
  if (slot(c, KEY.n_verified) > slot(c, KEY.n_quotes)) return false;
  if (!enumOk(c, KEY.quantifier_intensity, c.strings.intensities) || !enumOk(c, KEY.scope_bound_hint, c.strings.scopes)) return false;
  c.ratio = numberOf(scanner, views, r, 0, slot(c, KEY.ratio));
  c.latency = numberOf(scanner, views, r, 1, slot(c, KEY.latency_s));
  if (!(c.ratio >= 0 && c.ratio <= 1) || !(c.latency >= 0) || c.latency === Infinity) return false;
  return kindsOk(c);
}

const countOf = (c: RecordCursor, key: number) => (has(c, key) ? slot(c, key) : undefined);
const intOrNull = (c: RecordCursor, key: number) => (has(c, key) ? (isNull(c, key) ? null : slot(c, key)) : undefined);
const textOf = (c: RecordCursor, key: number) => (has(c, key) ? (c.strings.texts[slot(c, key)] as string) : undefined);
const textOrNull = (c: RecordCursor, key: number) => (has(c, key) ? (isNull(c, key) ? null : (c.strings.texts[slot(c, key)] as string)) : undefined);

/** Fills `row` from a checked record, for a row the accumulator must see as text (a name it has not met yet). */
export function fillScannedRow(c: RecordCursor, row: MutableRow): void {
  const texts = c.strings.texts;
  row.question = texts[slot(c, KEY.question)] as string;
  row.mode = texts[slot(c, KEY.mode)] as string;
  row.audit_mode = texts[slot(c, KEY.audit_mode)] as QaRow["audit_mode"];
  row.sample = slot(c, KEY.sample);
  row.n_quotes = slot(c, KEY.n_quotes);
  row.n_verified = slot(c, KEY.n_verified);
  row.ratio = c.ratio;
  row.latency_s = c.latency;
  row.format_collapsed = has(c, KEY.format_collapsed) ? slot(c, KEY.format_collapsed) === 1 : undefined;
  row.violation_kinds = has(c, KEY.violation_kinds) ? Array.from({ length: listLength(c) }, (_, i) => texts[listItem(c, i)] as string) : undefined;
  row.answer_brackets = countOf(c, KEY.answer_brackets);
  row.answer_pointer_count = countOf(c, KEY.answer_pointer_count);
  row.answer_chars_with_brackets = countOf(c, KEY.answer_chars_with_brackets);
  row.raw_meaningful_line_count = countOf(c, KEY.raw_meaningful_line_count);
  row.quantifier_intensity = textOrNull(c, KEY.quantifier_intensity) as QaRow["quantifier_intensity"];
  row.quantifier_matched_token = textOrNull(c, KEY.quantifier_matched_token);
  row.quantifier_explicit_count = intOrNull(c, KEY.quantifier_explicit_count);
  row.scope_bound_hint = textOf(c, KEY.scope_bound_hint) as QaRow["scope_bound_hint"];
  row.claim_cap_applied = intOrNull(c, KEY.claim_cap_applied);
  row.model_profile_id = textOf(c, KEY.model_profile_id);
  row.label = textOf(c, KEY.label);
}

/** A number the scanner converted exactly, or its token (slot = token start, f64 = token end) read by Number(). */
function numberOf(scanner: RowScanner, views: ScanViews, r: number, which: number, tokenStart: number): number {
  const value = views.floats[scanner.floats + r * RECORD.numberSlots + which] as number;
  if (tokenStart === -1) return value;
  const [start, end] = [scanner.input + tokenStart, scanner.input + value];
  if (end - start > MAX_NUMBER_TOKEN) return Number.NaN;
  return Number(String.fromCharCode.apply(null, views.bytes.subarray(start, end) as unknown as number[]));
}
