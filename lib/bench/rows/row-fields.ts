import { INTENSITIES } from "../../quantifier/ladder/intensities";
import { VERDICTS } from "./verdicts";

/** Answer modes and violation kinds are names, not prose: a longer one is a broken row. */
export const MAX_NAME_CHARS = 200;

const SCOPE_HINTS = ["bounded", "unbounded", "unknown"] as const;

/**
 * What a field of a row may hold. `string` and `names` items have a length in UTF-16 units; every number is finite;
 * `count` and `int` are 32-bit integers (a count is not negative); `enum` is one of `values`; `names` is a list of
 * names (strings of 1 to MAX_NAME_CHARS).
 */
export type FieldSpec =
  | { kind: "string"; minLength?: number; maxLength?: number }
  | { kind: "count" | "int" | "bool" | "names" }
  | { kind: "number"; min?: number; max?: number }
  | { kind: "enum"; values: readonly [string, ...string[]] };

/** A field: its value, whether a row must have it, whether it may be null, and a count it must not exceed. */
export type Field = FieldSpec & { required?: true; nullable?: true; atMost?: string };

const name = { kind: "string", minLength: 1, maxLength: MAX_NAME_CHARS } as const;

/**
 * THE row fields, in the order the harness writes them. The zod schema (schema.ts), the fast row check
 * (row-check.ts), the WebAssembly scanner's keys and its JavaScript checks (ingest/), and the coded row the
 * accumulator adds (accumulate/coded-row.ts) are all derived from this table; docs/ingest.md says how to add a field.
 * Keys the table does not list are kept as extra fields, bounded by extra-fields.ts.
 */
export const ROW_FIELDS = {
  question: { kind: "string", minLength: 1, required: true },
  mode: { ...name, required: true },
  sample: { kind: "count", required: true },
  audit_mode: { kind: "enum", values: VERDICTS, required: true },
  n_quotes: { kind: "count", required: true },
  n_verified: { kind: "count", required: true, atMost: "n_quotes" },
  ratio: { kind: "number", min: 0, max: 1, required: true },
  latency_s: { kind: "number", min: 0, required: true },
  format_collapsed: { kind: "bool" },
  violation_kinds: { kind: "names" },
  answer_brackets: { kind: "count" },
  answer_pointer_count: { kind: "count" },
  answer_chars_with_brackets: { kind: "count" },
  raw_meaningful_line_count: { kind: "count" },
  quantifier_intensity: { kind: "enum", values: INTENSITIES, nullable: true },
  quantifier_matched_token: { kind: "string", nullable: true },
  quantifier_explicit_count: { kind: "int", nullable: true },
  scope_bound_hint: { kind: "enum", values: SCOPE_HINTS },
  claim_cap_applied: { kind: "int", nullable: true },
  model_profile_id: { kind: "string" },
  label: { kind: "string" },
} as const satisfies Record<string, Field>;

type Fields = typeof ROW_FIELDS;
export type FieldName = keyof Fields & string;

type ValueOf<F> = F extends { kind: "string" }
  ? string
  : F extends { kind: "count" | "int" | "number" }
    ? number
    : F extends { kind: "bool" }
      ? boolean
      : F extends { kind: "enum"; values: readonly (infer V)[] }
        ? V
        : F extends { kind: "names" }
          ? string[]
          : never;
type FieldValue<F> = F extends { nullable: true } ? ValueOf<F> | null : ValueOf<F>;
type RequiredNames = { [K in FieldName]: Fields[K] extends { required: true } ? K : never }[FieldName];

/** A row that passed the accept rule: the table's fields, and any extra keys. */
export type QaRow = { [K in RequiredNames]: FieldValue<Fields[K]> } & { [K in Exclude<FieldName, RequiredNames>]?: FieldValue<Fields[K]> } & {
  [key: string]: unknown;
};

/** [name, field] in table order: index i is the field's number everywhere (scanner slot, coded value, bit i of masks). */
export const FIELD_LIST = Object.entries(ROW_FIELDS) as [FieldName, Field][];
export const FIELD_NAMES = new Set<string>(FIELD_LIST.map(([field]) => field));

/** Each field's number, by name. */
export const FIELD = Object.fromEntries(FIELD_LIST.map(([field], i) => [field, i])) as { readonly [K in FieldName]: number };

export const [MIN_INT, MAX_INT] = [-(2 ** 31), 2 ** 31 - 1];

/** Per field number, its slot among the fields of kind number (-1 for the others): the coded row keeps those as doubles. */
export const NUMBER_SLOT: readonly number[] = (() => {
  let next = 0;
  return FIELD_LIST.map(([, field]) => (field.kind === "number" ? next++ : -1));
})();
export const NUMBER_FIELDS_COUNT = NUMBER_SLOT.filter((slot) => slot >= 0).length;

/** A bit per field (masks of fields present or null are 32-bit integers). */
export const MAX_FIELDS = 32;
if (FIELD_LIST.length > MAX_FIELDS) throw new Error(`a row has at most ${MAX_FIELDS} fields; the table lists ${FIELD_LIST.length}`);
