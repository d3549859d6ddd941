import { VERDICTS } from "./schema";
import { createNumberList, pushNumber, type NumberList } from "./number-list";
import type { Cell, SampleRecord } from "./question-accumulator";

/**
 * The per-cell sample records of many cells as one interleaved Float64 column (cells one after another) plus tables
 * of the distinct labels and violation-kind lists: a worker posts one buffer instead of an object per row.
 */
export type SampleColumns = { counts: NumberList; values: NumberList; labels: string[]; kinds: string[][] };

const STRIDE = 10;
const NONE = -1;

function createTable<T>(keyOf: (value: T) => string) {
  const index = new Map<string, number>();
  const values: T[] = [];
  const idOf = (value: T | null) => {
    if (value === null) return NONE;
    const key = keyOf(value);
    const id = index.get(key) ?? values.push(value) - 1;
    index.set(key, id);
    return id;
  };
  return { values, idOf };
}

export function encodeSamples(cells: Iterable<Cell>): SampleColumns {
  const columns = { counts: createNumberList(), values: createNumberList() };
  const labels = createTable<string>((label) => label);
  const kinds = createTable<string[]>((list) => JSON.stringify(list));
  for (const cell of cells) {
    pushNumber(columns.counts, cell.samples.length);
    for (const s of cell.samples) {
      const fields = [s.sample, VERDICTS.indexOf(s.verdict), s.nQuotes, s.nVerified, s.ratio, s.latencyS];
      fields.push(s.formatCollapsed === null ? NONE : Number(s.formatCollapsed), s.answerBrackets ?? NONE);
      fields.push(labels.idOf(s.label), kinds.idOf(s.violationKinds));
      for (const value of fields) pushNumber(columns.values, value);
    }
  }
  return { ...columns, labels: labels.values, kinds: kinds.values };
}

/** Rebuilds records cell by cell, in the order they were encoded; equal labels and kind lists share one instance. */
export function createSampleDecoder(columns: SampleColumns) {
  let cellId = 0;
  let at = 0;
  const field = (sample: number, i: number) => columns.values.values[(at + sample) * STRIDE + i] ?? NONE;
  return {
    /** The next cell's first `limit` samples. */
    next(limit: number): SampleRecord[] {
      const count = columns.counts.values[cellId] ?? 0;
      const records = Array.from({ length: Math.min(limit, count) }, (_, s): SampleRecord => {
        const collapsed = field(s, 6);
        const label = columns.labels[field(s, 8)];
        const kinds = columns.kinds[field(s, 9)];
        return {
          sample: field(s, 0),
          verdict: VERDICTS[field(s, 1)] ?? "STRICT",
          nQuotes: field(s, 2),
          nVerified: field(s, 3),
          ratio: field(s, 4),
          latencyS: field(s, 5),
          formatCollapsed: collapsed === NONE ? null : collapsed === 1,
          violationKinds: kinds ?? null,
          answerBrackets: field(s, 7) === NONE ? null : field(s, 7),
          label: label ?? null,
        };
      });
      cellId += 1;
      at += count;
      return records;
    },
  };
}
