import type { QaRow } from "../schema";
import { INTENSITY_SET, isName, SCOPE_SET, VERDICT_SET } from "../row-check";
import { KEY, SCAN_KEYS } from "./wasm/scan-keys";
import { RECORD, type RowScanner, type ScanViews } from "./wasm/row-scanner";

const NON_EMPTY = 1;
const NAME = 2;
const VERDICT = 4;
const INTENSITY = 8;
const SCOPE = 16;

/** The scanner's interned strings as JS strings, each with the checks of row-check.ts that depend on it alone. */
export type StringTable = { texts: string[]; traits: number[] };

export const createStringTable = (): StringTable => ({ texts: [], traits: [] });

export function addScannedString(table: StringTable, text: string): void {
  const traits =
    (text.length > 0 ? NON_EMPTY : 0) |
    (isName(text) ? NAME : 0) |
    (VERDICT_SET.has(text) ? VERDICT : 0) |
    (INTENSITY_SET.has(text) ? INTENSITY : 0) |
    (SCOPE_SET.has(text) ? SCOPE : 0);
  table.texts.push(text);
  table.traits.push(traits);
}

export type MutableRow = { -readonly [K in keyof QaRow]: QaRow[K] };

/** One row object for every scanned line: the accumulator copies what it keeps, so it is filled again per line. */
export function createScannedRow(): MutableRow {
  return Object.fromEntries(SCAN_KEYS.map(([name]) => [name, undefined])) as unknown as MutableRow;
}

const REQUIRED = [KEY.question, KEY.mode, KEY.sample, KEY.audit_mode, KEY.n_quotes, KEY.n_verified, KEY.ratio, KEY.latency_s].reduce(
  (mask, key) => mask | (1 << key),
  0,
);
/** Past this many characters a number token is left to JSON.parse, which reads it anyway. */
const MAX_NUMBER_TOKEN = 64;
const MISSING = -1;

/** One scanned record being read: plain fields, so reading a row allocates nothing. */
export type RecordCursor = { ints: Int32Array; base: number; present: number; nulls: number; strings: StringTable; question: number };

export const createRecordCursor = (strings: StringTable): RecordCursor => ({
  ints: new Int32Array(0),
  base: 0,
  present: 0,
  nulls: 0,
  strings,
  question: MISSING,
});

const slot = (c: RecordCursor, key: number) => c.ints[c.base + RECORD.head + key] as number;
const has = (c: RecordCursor, key: number) => (c.present & (1 << key)) !== 0;
const isNull = (c: RecordCursor, key: number) => (c.nulls & (1 << key)) !== 0;

/** The string id in `key`'s slot when its text has every bit of `trait`, else MISSING. */
function textId(c: RecordCursor, key: number, trait: number): number {
  const id = slot(c, key);
  return ((c.strings.traits[id] as number) & trait) === trait ? id : MISSING;
}

const countOf = (c: RecordCursor, key: number) => (has(c, key) ? slot(c, key) : undefined);
const intOrNull = (c: RecordCursor, key: number) => (has(c, key) ? (isNull(c, key) ? null : slot(c, key)) : undefined);
const textOf = (c: RecordCursor, key: number) => (has(c, key) ? (c.strings.texts[slot(c, key)] as string) : undefined);
const textOrNull = (c: RecordCursor, key: number) => (has(c, key) ? (isNull(c, key) ? null : (c.strings.texts[slot(c, key)] as string)) : undefined);

/** An optional enum value whose text must have `trait`: false when present and not one of the enum's values. */
function enumOk(c: RecordCursor, key: number, trait: number): boolean {
  return !has(c, key) || isNull(c, key) || textId(c, key, trait) !== MISSING;
}

/**
 * Fills `row` from record `r` and applies the rest of row-check.ts's accept rule; false leaves the line to the
 * JSON.parse path, which decides (so this may refuse more than it must, never accept more).
 */
export function readScannedRow(scanner: RowScanner, views: ScanViews, r: number, c: RecordCursor, row: MutableRow, kinds: string[]): boolean {
  c.ints = views.ints;
  c.base = scanner.records + r * RECORD.stride;
  c.present = c.ints[c.base + RECORD.present] as number;
  c.nulls = c.ints[c.base + RECORD.nulls] as number;
  if ((c.present & REQUIRED) !== REQUIRED) return false;
  const question = (c.question = textId(c, KEY.question, NON_EMPTY));
  const mode = textId(c, KEY.mode, NAME);
  const verdict = textId(c, KEY.audit_mode, VERDICT);
  if (question === MISSING || mode === MISSING || verdict === MISSING || slot(c, KEY.n_verified) > slot(c, KEY.n_quotes)) return false;
  if (!enumOk(c, KEY.quantifier_intensity, INTENSITY) || !enumOk(c, KEY.scope_bound_hint, SCOPE)) return false;
  const ratio = numberOf(scanner, views, r, 0, slot(c, KEY.ratio));
  const latency = numberOf(scanner, views, r, 1, slot(c, KEY.latency_s));
  if (!(ratio >= 0 && ratio <= 1) || !(latency >= 0) || latency === Infinity) return false;
  if (has(c, KEY.violation_kinds) && !readKinds(scanner, c, kinds)) return false;
  const texts = c.strings.texts;
  row.question = texts[question] as string;
  row.mode = texts[mode] as string;
  row.audit_mode = texts[verdict] as QaRow["audit_mode"];
  row.sample = slot(c, KEY.sample);
  row.n_quotes = slot(c, KEY.n_quotes);
  row.n_verified = slot(c, KEY.n_verified);
  row.ratio = ratio;
  row.latency_s = latency;
  row.format_collapsed = has(c, KEY.format_collapsed) ? slot(c, KEY.format_collapsed) === 1 : undefined;
  row.violation_kinds = has(c, KEY.violation_kinds) ? kinds : undefined;
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
  return true;
}

function readKinds(scanner: RowScanner, c: RecordCursor, kinds: string[]): boolean {
  const first = scanner.lists + slot(c, KEY.violation_kinds);
  const length = c.ints[c.base + RECORD.listLength] as number;
  if (kinds.length !== length) kinds.length = length;
  for (let i = 0; i < length; i += 1) {
    const id = c.ints[first + i] as number;
    if (((c.strings.traits[id] as number) & NAME) === 0) return false;
    kinds[i] = c.strings.texts[id] as string;
  }
  return true;
}

/** A number the scanner converted exactly, or its token (slot = token start, f64 = token end) read by Number(). */
function numberOf(scanner: RowScanner, views: ScanViews, r: number, which: number, tokenStart: number): number {
  const value = views.floats[scanner.floats + r * RECORD.numberSlots + which] as number;
  if (tokenStart === -1) return value;
  const [start, end] = [scanner.input + tokenStart, scanner.input + value];
  if (end - start > MAX_NUMBER_TOKEN) return Number.NaN;
  let token = "";
  for (let i = start; i < end; i += 1) token += String.fromCharCode(views.bytes[i] as number);
  return Number(token);
}
