import type { QaRow } from "./schema";
import { verdictIndex } from "./verdicts";
import { nameIdOf, NOT_RECORDED, RECORDED_NULL } from "./cell-columns";
import { questionIdOf, type CellTable } from "./cell-table";
import { INTENSITIES, scopeBoundHintSchema } from "../quantifier/rungs";

/**
 * A checked row as the accumulator adds it: closed values as their index, names as the run's ids, optional fields as
 * NOT_RECORDED (and null as RECORDED_NULL). One object is filled again per row, so adding a row allocates nothing.
 */
export type CodedRow = {
  questionId: number;
  modeId: number;
  /** Index in VERDICTS. */
  verdict: number;
  sample: number;
  nQuotes: number;
  ratio: number;
  latency: number;
  /** 0 or 1. */
  formatCollapsed: number;
  brackets: number;
  /** The row's kinds as admitted, each once, with their ids in the table's kind names; kindsLength NOT_RECORDED when absent. */
  kindNames: string[];
  kindIds: number[];
  kindsLength: number;
  /** Index in INTENSITIES (RECORDED_NULL for null). */
  intensity: number;
  /** Index in the scope hints. */
  scope: number;
  /** The cap as admitted by the run's vocabulary (the mode tallies it), and its value (the cell keeps the last). */
  capName: string;
  capValue: number;
  capCode: number;
  /** Id in the table's token names (RECORDED_NULL for null). */
  token: number;
  model: string | undefined;
};

export function createCodedRow(): CodedRow {
  // Doubles start as doubles, so the object keeps one shape while rows fill it.
  return {
    questionId: 0,
    modeId: 0,
    verdict: 0,
    sample: 0,
    nQuotes: 0,
    ratio: Number.NaN,
    latency: Number.NaN,
    formatCollapsed: NOT_RECORDED,
    brackets: NOT_RECORDED,
    kindNames: [],
    kindIds: [],
    kindsLength: NOT_RECORDED,
    intensity: NOT_RECORDED,
    scope: NOT_RECORDED,
    capName: "",
    capValue: 0,
    capCode: NOT_RECORDED,
    token: NOT_RECORDED,
    model: undefined,
  };
}

export const INTENSITY_CODE = new Map<string, number>(INTENSITIES.map((rung, i) => [rung, i]));
export const SCOPE_CODE = new Map<string, number>(scopeBoundHintSchema.options.map((scope, i) => [scope, i]));

const codeOf = <T>(value: T | null | undefined, code: (value: T) => number) =>
  value === undefined ? NOT_RECORDED : value === null ? RECORDED_NULL : code(value);

/** Sets the row's kinds: `names` already admitted and distinct. */
function setCodedKinds(coded: CodedRow, table: CellTable, names: readonly string[] | undefined): void {
  if (names === undefined) {
    coded.kindsLength = NOT_RECORDED;
    return;
  }
  coded.kindsLength = names.length;
  for (let i = 0; i < names.length; i += 1) {
    coded.kindNames[i] = names[i] as string;
    coded.kindIds[i] = nameIdOf(table.kinds.names, names[i] as string);
  }
}

/** Fills `coded` from a parsed row whose mode has `modeId`; `kinds` and `cap` as the run's vocabularies admitted them. */
export function codeQaRow(
  coded: CodedRow,
  table: CellTable,
  row: QaRow,
  modeId: number,
  kinds: readonly string[] | undefined,
  cap: string | null | undefined,
): CodedRow {
  coded.questionId = questionIdOf(table, row.question);
  coded.modeId = modeId;
  coded.verdict = verdictIndex(row.audit_mode);
  coded.sample = row.sample;
  coded.nQuotes = row.n_quotes;
  coded.ratio = row.ratio;
  coded.latency = row.latency_s;
  coded.formatCollapsed = codeOf(row.format_collapsed, (collapsed) => (collapsed ? 1 : 0));
  coded.brackets = row.answer_brackets ?? NOT_RECORDED;
  setCodedKinds(coded, table, kinds);
  coded.intensity = codeOf(row.quantifier_intensity, (intensity) => INTENSITY_CODE.get(intensity) ?? 0);
  coded.scope = codeOf(row.scope_bound_hint, (scope) => SCOPE_CODE.get(scope) ?? 0);
  coded.capCode = codeOf(row.claim_cap_applied, () => 0);
  coded.capValue = row.claim_cap_applied ?? 0;
  coded.capName = cap ?? "null";
  coded.token = codeOf(row.quantifier_matched_token, (token) => nameIdOf(table.tokens, token));
  coded.model = row.model_profile_id;
  return coded;
}
