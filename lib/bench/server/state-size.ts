import type { QaReadState } from "./read-qa-file";

// Rough V8 costs: an object with ~15 fields, a Map entry, a string header.
const CELL_BYTES = 320;
const QUESTION_OVERHEAD_BYTES = 96;
const ROW_REF_BYTES = 8 + 4 + 4 + 8 + 1;
const MEDIAN_VALUE_BYTES = 16;

/** An estimate of what a read state holds in memory, for the store's byte budget. */
export function estimateStateBytes(state: QaReadState): number {
  const { table, modes } = state.acc;
  let questionChars = 0;
  for (const question of table.questions) questionChars += question.length;
  const rowRefs = table.rowRefs ? table.rowRefs.offset.length * ROW_REF_BYTES : 0;
  const medians = modes.reduce((sum, mode) => sum + mode.ratios.values.length * MEDIAN_VALUE_BYTES, 0);
  return table.cells.length * CELL_BYTES + table.questions.length * QUESTION_OVERHEAD_BYTES + questionChars * 2 + rowRefs + medians + table.cellOf.byteLength;
}
