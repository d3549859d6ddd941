import type { QaReadState } from "./read-qa-file";
import type { RowRefs } from "../accumulate/cell-table";
import { wideSampleBytes } from "../accumulate/wide-samples";
import { numberListBytes } from "../accumulate/number-list";

// A question's string header, its slot in the questions array and its entry in the id map (measured on V8).
const QUESTION_OVERHEAD_BYTES = 96;

const rowRefBytes = (refs: RowRefs | null) =>
  refs === null
    ? 0
    : refs.offset.byteLength + refs.bytes.byteLength + refs.line.byteLength + refs.sample.byteLength + refs.verdict.byteLength + refs.next.byteLength;

/** What a read state holds in memory, for the store's byte budget: the cell columns are counted by their size. */
export function estimateStateBytes(state: QaReadState): number {
  const { table, modes } = state.acc;
  let questionChars = 0;
  for (const question of table.questions) questionChars += question.length;
  let wideSamples = 0;
  for (const samples of table.wideSamples) if (samples) wideSamples += wideSampleBytes(samples);
  const kinds = table.kinds.next.byteLength * 3;
  const cellOf = table.cellOf.reduce((sum, cells) => sum + cells.byteLength, 0);
  const columns = table.ints.byteLength + table.sums.byteLength + cellOf + kinds + wideSamples;
  const medians = modes.reduce((sum, mode) => sum + numberListBytes(mode.ratios) + numberListBytes(mode.latencies), 0);
  return columns + table.questions.length * QUESTION_OVERHEAD_BYTES + questionChars * 2 + rowRefBytes(table.rowRefs) + medians;
}
