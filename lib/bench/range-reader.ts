import { createReadStream } from "node:fs";
import path from "node:path";
import { createLineSplitter } from "./line-splitter";
import { addRow, createRunAccumulator } from "./summarize-run";
import { createRowTracker, type RowTracker } from "./row-collector";
import { cellKeyOf, type Cell } from "./question-accumulator";
import { createNumberList, pushNumber, type NumberList } from "./number-list";
import { encodeSamples, type SampleColumns } from "./sample-columns";
import type { ModeAccumulator } from "./mode-accumulator";
import type { IssueList } from "./data-quality";
import type { QaRow } from "./schema";

/** Bytes [start, end) of a run file; both ends sit on line starts. */
export type ByteRange = { start: number; end: number };

/** Where each (cell, sample) first appears in the range, in line order: the merge finds duplicates across ranges from it. */
export type FirstSeen = { cells: NumberList; samples: NumberList; lines: NumberList };

/**
 * What one byte range of a run file contributes, as plain data and a few typed arrays (cheap to post from a worker).
 * Line numbers are local to the range; cell ids index `cells`, and `cellIds` follow each mode's row order.
 */
export type RangePartial = {
  lines: number;
  goodRows: number;
  badLines: number;
  errors: IssueList;
  warnings: IssueList;
  unknownModes: [mode: string, line: number][];
  modes: { mode: string; acc: ModeAccumulator; cellIds: NumberList }[];
  /** Cells without their samples, which travel in `samples`. */
  cells: Cell[];
  samples: SampleColumns;
  firstSeen: FirstSeen;
  questions: string[];
  models: string[];
};

const CHUNK_BYTES = 256 * 1024;

/** Flags duplicates within the range only and defers unknown-mode warnings, since both depend on earlier ranges. */
function createRangeTracker() {
  const base = createRowTracker();
  const cellIndex = new Map<string, number>();
  const firstSeen: FirstSeen = { cells: createNumberList(), samples: createNumberList(), lines: createNumberList() };
  const unknownModes = new Map<string, number>();
  // Cells get ids in order of their first valid row, the order the run accumulator inserts them in.
  const idOf = (row: QaRow) => {
    const key = cellKeyOf(row);
    const id = cellIndex.get(key) ?? cellIndex.size;
    cellIndex.set(key, id);
    return id;
  };
  const tracker: RowTracker = {
    isDuplicate(row, lineNo) {
      if (base.isDuplicate(row, lineNo)) return true;
      pushNumber(firstSeen.cells, idOf(row));
      pushNumber(firstSeen.samples, row.sample);
      pushNumber(firstSeen.lines, lineNo);
      return false;
    },
    shouldWarnUnknownMode(mode, lineNo) {
      if (!unknownModes.has(mode)) unknownModes.set(mode, lineNo);
      return false;
    },
  };
  return { tracker, idOf, firstSeen, unknownModes };
}

export async function readRange(file: string, range: ByteRange): Promise<RangePartial> {
  const { tracker, idOf, firstSeen, unknownModes } = createRangeTracker();
  const acc = createRunAccumulator(path.basename(file), tracker);
  const cellIds = new Map<string, NumberList>();
  const splitter = createLineSplitter((text, lineNo) => {
    const row = acc.collector.acceptLine(text, lineNo);
    if (!row) return;
    addRow(acc, row);
    let ids = cellIds.get(row.mode);
    if (!ids) {
      ids = createNumberList();
      cellIds.set(row.mode, ids);
    }
    pushNumber(ids, idOf(row));
  });
  if (range.end > range.start) {
    for await (const chunk of createReadStream(file, { start: range.start, end: range.end - 1, highWaterMark: CHUNK_BYTES })) {
      splitter.push(chunk as Buffer);
    }
  }
  splitter.end();
  const { collector } = acc;
  return {
    lines: splitter.linesSeen,
    goodRows: collector.goodRows,
    badLines: collector.badLines,
    errors: collector.errors,
    warnings: collector.warnings,
    unknownModes: [...unknownModes],
    modes: [...acc.modes].map(([mode, modeAcc]) => ({ mode, acc: modeAcc, cellIds: cellIds.get(mode) ?? createNumberList() })),
    cells: [...acc.cells.values()].map((cell) => ({ ...cell, samples: [] })),
    samples: encodeSamples(acc.cells.values()),
    firstSeen,
    questions: [...acc.questions],
    models: [...acc.models],
  };
}

/** The typed arrays' buffers, moved rather than copied when the partial is posted. */
export function transferablesOf(partial: RangePartial): ArrayBuffer[] {
  const lists = [
    ...partial.modes.flatMap(({ acc, cellIds }) => [acc.ratios, acc.latencies, cellIds]),
    partial.samples.counts,
    partial.samples.values,
    partial.firstSeen.cells,
    partial.firstSeen.samples,
    partial.firstSeen.lines,
  ];
  return lists.map((list) => list.values.buffer as ArrayBuffer);
}
