import type { QaRow } from "../../rows/schema";

/** How the scanner reads a key's value (the numbers match `T_*` in assembly/scan-rows.ts). */
export const VALUE = { string: 0, count: 1, number: 2, bool: 3, strings: 4, stringOrNull: 5, intOrNull: 6 } as const;
type ValueKind = (typeof VALUE)[keyof typeof VALUE];

/**
 * Every key of the row schema, in the order the harness writes them, with the one value shape the scanner reads;
 * another shape sends the line to JSON.parse and the schema. Index i is the record's slot HEAD + i.
 */
export const SCAN_KEYS = [
  ["question", VALUE.string],
  ["mode", VALUE.string],
  ["sample", VALUE.count],
  ["audit_mode", VALUE.string],
  ["n_quotes", VALUE.count],
  ["n_verified", VALUE.count],
  ["ratio", VALUE.number],
  ["latency_s", VALUE.number],
  ["format_collapsed", VALUE.bool],
  ["violation_kinds", VALUE.strings],
  ["answer_brackets", VALUE.count],
  ["answer_pointer_count", VALUE.count],
  ["answer_chars_with_brackets", VALUE.count],
  ["raw_meaningful_line_count", VALUE.count],
  ["quantifier_intensity", VALUE.stringOrNull],
  ["quantifier_matched_token", VALUE.stringOrNull],
  ["quantifier_explicit_count", VALUE.intOrNull],
  ["scope_bound_hint", VALUE.string],
  ["claim_cap_applied", VALUE.intOrNull],
  ["model_profile_id", VALUE.string],
  ["label", VALUE.string],
] as const satisfies readonly (readonly [keyof QaRow & string, ValueKind])[];

export type ScanKey = (typeof SCAN_KEYS)[number][0];

/** Each key's slot index, by name. */
export const KEY = Object.fromEntries(SCAN_KEYS.map(([name], i) => [name, i])) as Record<ScanKey, number>;
