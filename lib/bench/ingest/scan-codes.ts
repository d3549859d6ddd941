import type { RunAccumulator } from "../accumulate/run-accumulator";
import type { CodedRow } from "../accumulate/coded-row";
import { nameIdOf, NOT_RECORDED, RECORDED_NULL } from "../accumulate/cell-columns";
import { questionIdOf } from "../accumulate/cell-table";
import { FIELD } from "../rows/row-fields";
import { RECORD } from "./wasm/row-scanner";
import { has, isNull, listItem, listLength, slot, type RecordCursor } from "./scanned-row";

/** Claim caps up to this value are remembered by value; a larger one takes the text path every time. */
const CACHED_CAPS = 1024;
const HEAD = RECORD.head;
const [QUESTION, MODE, KINDS, TOKEN, CAP, MODEL] = [
  FIELD.question,
  FIELD.mode,
  FIELD.violation_kinds,
  FIELD.quantifier_matched_token,
  FIELD.claim_cap_applied,
  FIELD.model_profile_id,
];

/**
 * What the accumulator resolved for each scanner string id (and cap value) once: a row whose names are all known here
 * is added as codes, without a string lookup. Only names that the run already admitted are remembered, so a row that
 * would admit a name, warn or overflow a vocabulary still takes the text path.
 */
export type ScanCodes = { modes: number[]; questions: number[]; kinds: number[]; tokens: number[]; caps: string[] };

export const createScanCodes = (): ScanCodes => ({ modes: [], questions: [], kinds: [], tokens: [], caps: [] });

/** Forgets every code for the next read, keeping the arrays (see scan-block.ts). */
export function clearScanCodes(codes: ScanCodes): void {
  for (const list of [codes.modes, codes.questions, codes.kinds, codes.tokens, codes.caps]) list.length = 0;
}

/** A nullable string key's string id, or NOT_RECORDED / RECORDED_NULL (both negative, as no id is). */
const optionalId = (c: RecordCursor, key: number) => (has(c, key) ? (isNull(c, key) ? RECORDED_NULL : slot(c, key)) : NOT_RECORDED);

/** The row's kinds as codes when every one is admitted and none repeats; false otherwise. */
function codeKinds(c: RecordCursor, codes: ScanCodes, coded: CodedRow): boolean {
  if (!has(c, KINDS)) {
    coded.kindsLength = NOT_RECORDED;
    return true;
  }
  const length = listLength(c, KINDS);
  for (let i = 0; i < length; i += 1) {
    const id = listItem(c, KINDS, i);
    const kind = codes.kinds[id];
    if (kind === undefined) return false;
    for (let j = 0; j < i; j += 1) if (listItem(c, KINDS, j) === id) return false;
    coded.kindIds[i] = kind;
  }
  coded.kindsLength = length;
  return true;
}

function codeCap(c: RecordCursor, codes: ScanCodes, coded: CodedRow): boolean {
  if (!has(c, CAP)) return true;
  const value = isNull(c, CAP) ? null : slot(c, CAP);
  const name = value === null ? "null" : value >= 0 && value < CACHED_CAPS ? codes.caps[value] : undefined;
  if (name === undefined) return false;
  coded.capName = name;
  return true;
}

/**
 * Fills `coded` from a checked record, whose check already wrote the values of its integer, flag, enum and number fields
 * into `coded` (writeValuesTo); false when the row names something the run has not admitted yet.
 */
export function codeScannedRow(c: RecordCursor, acc: RunAccumulator, codes: ScanCodes, coded: CodedRow): boolean {
  const modeId = codes.modes[slot(c, MODE)];
  if (modeId === undefined || !codeKinds(c, codes, coded) || !codeCap(c, codes, coded)) return false;
  const { texts } = c.strings;
  const question = slot(c, QUESTION);
  coded.questionId = codes.questions[question] ??= questionIdOf(acc.table, texts[question] as string);
  coded.modeId = modeId;
  coded.values = c.ints;
  coded.at = c.base + HEAD;
  coded.present = c.present;
  coded.nulls = c.nulls;
  const token = optionalId(c, TOKEN);
  coded.token = token < 0 ? token : (codes.tokens[token] ??= nameIdOf(acc.table.tokens, texts[token] as string));
  coded.model = has(c, MODEL) ? texts[slot(c, MODEL)] : undefined;
  return true;
}

/** After the text path added a row: remembers its mode, kinds and cap if the run admitted them. */
export function learnScannedRow(c: RecordCursor, acc: RunAccumulator, codes: ScanCodes): void {
  const { texts } = c.strings;
  const mode = slot(c, MODE);
  codes.modes[mode] ??= acc.table.modeIds.get(texts[mode] as string) as number;
  if (has(c, KINDS)) {
    for (let i = 0; i < listLength(c, KINDS); i += 1) {
      const id = listItem(c, KINDS, i);
      const text = texts[id] as string;
      const tableId = acc.table.kinds.names.ids.get(text);
      if (tableId !== undefined && acc.kinds.names.has(text)) codes.kinds[id] = tableId;
    }
  }
  const cap = has(c, CAP) && !isNull(c, CAP) ? slot(c, CAP) : -1;
  if (cap >= 0 && cap < CACHED_CAPS && acc.caps.names.has(String(cap))) codes.caps[cap] = String(cap);
}
