import type { QaReadState } from "./read-qa-file";

// Fitted to the heap growth of reading generated runs (200,000 cells of one row; 60,000 cells of five rows): a cell
// record with its counters, sample bitmap and row-id array; a row's references with the typed arrays' growth slack.
const CELL_BYTES = 760;
const QUESTION_OVERHEAD_BYTES = 96;
const ROW_REF_BYTES = 56;
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
