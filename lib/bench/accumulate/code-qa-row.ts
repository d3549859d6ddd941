import type { QaRow } from "../rows/schema";
import { verdictIndex } from "../rows/verdicts";
import { nameIdOf, NOT_RECORDED, RECORDED_NULL } from "./cell-columns";
import { questionIdOf, type CellTable } from "./cell-table";
import { INTENSITY_CODE, SCOPE_CODE, type CodedRow } from "./coded-row";

const codeOf = <T>(value: T | null | undefined, code: (value: T) => number) =>
  value === undefined ? NOT_RECORDED : value === null ? RECORDED_NULL : code(value);

/** Sets the row's kinds: `names` already admitted and distinct. */
function setCodedKinds(coded: CodedRow, table: CellTable, names: readonly string[] | undefined): void {
  if (names === undefined) {
    coded.kindsLength = NOT_RECORDED;
    return;
  }
  coded.kindsLength = names.length;
  for (let i = 0; i < names.length; i += 1) coded.kindIds[i] = nameIdOf(table.kinds.names, names[i] as string);
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
