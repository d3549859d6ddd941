import type { QaRow } from "../rows/schema";
import { FIELD_LIST, NUMBER_SLOT } from "../rows/row-fields";
import { nameIdOf, NOT_RECORDED, RECORDED_NULL } from "./cell-columns";
import { questionIdOf, type CellTable } from "./cell-table";
import { ENUM_INDEX, valueCoding, type CodedRow } from "./coded-row";

const CODED = FIELD_LIST.flatMap(([name, field], number) => {
  const coding = valueCoding(field);
  return coding === null ? [] : [{ name, number, coding, index: ENUM_INDEX[number] }];
});

/** Sets the row's kinds: `names` already admitted and distinct. */
function setCodedKinds(coded: CodedRow, table: CellTable, names: readonly string[] | undefined): void {
  if (names === undefined) {
    coded.kindsLength = NOT_RECORDED;
    return;
  }
  coded.kindsLength = names.length;
  for (let i = 0; i < names.length; i += 1) coded.kindIds[i] = nameIdOf(table.kinds.names, names[i] as string);
}

/** The table's fields of a parsed row into `coded`'s values and masks, each by its entry in the field table. */
function codeValues(coded: CodedRow, row: QaRow): void {
  let [present, nulls] = [0, 0];
  FIELD_LIST.forEach(([name], number) => {
    const value = row[name];
    if (value !== undefined) present |= 1 << number;
    if (value === null) nulls |= 1 << number;
  });
  coded.values = coded.own;
  coded.at = 0;
  for (const { name, number, coding, index } of CODED) {
    const value = row[name];
    if (value === undefined || value === null) continue;
    if (coding === "number") coded.numbers[NUMBER_SLOT[number] as number] = value as number;
    else coded.values[number] = coding === "flag" ? (value ? 1 : 0) : coding === "enum" ? (index?.get(value as string) ?? 0) : (value as number);
  }
  coded.present = present;
  coded.nulls = nulls;
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
  codeValues(coded, row);
  setCodedKinds(coded, table, kinds);
  coded.capName = cap ?? "null";
  const token = row.quantifier_matched_token;
  coded.token = token === undefined ? NOT_RECORDED : token === null ? RECORDED_NULL : nameIdOf(table.tokens, token);
  coded.model = row.model_profile_id;
  return coded;
}
