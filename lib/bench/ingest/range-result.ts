import type { RunAccumulator } from "../accumulate/run-accumulator";
import type { ModeAccumulator } from "../accumulate/mode-accumulator";
import type { IssueList } from "../rows/data-quality";
import { trimRowRefs, type RowRefs } from "../accumulate/row-refs";
import { packTable, transferablesOfTable, type PackedTable } from "./packed-table";
import { trimRowLog, type RowLog } from "../accumulate/row-log";
import { trimNumbers } from "../accumulate/number-list";

/** The filled part of a mode's value lists only, so a transfer moves no spare capacity. */
const trimModeValues = (mode: ModeAccumulator): ModeAccumulator => ({ ...mode, ratios: trimNumbers(mode.ratios), latencies: trimNumbers(mode.latencies) });

/**
 * What a worker folded from one byte range, lines numbered from 1 at the range's start. Floating-point sums are left
 * to the merge, which redoes them in file order (the cells' from `rowLog`, the modes' from their value lists) so that
 * they round as a sequential read's do.
 */
export type RangeResult = {
  questions: string[];
  modes: string[];
  modeAccs: ModeAccumulator[];
  cells: PackedTable;
  rowRefs: RowRefs | null;
  rowLog: RowLog;
  errors: IssueList;
  warnings: IssueList;
  goodRows: number;
  badLines: number;
  vocabularies: { kinds: string[]; caps: string[]; models: string[]; overflow: number };
  modelSet: string[];
  lastModel: string | undefined;
  version: number;
  lines: number;
  unfinished: boolean;
};

export function packRange(acc: RunAccumulator, read: { lines: number; unfinished: boolean }): RangeResult {
  const { table, collector, rowLog } = acc;
  if (rowLog === null) throw new Error("a range read logs its rows: create its accumulator with logRows");
  return {
    questions: table.questions,
    modes: table.modes,
    modeAccs: acc.modes.map(trimModeValues),
    cells: packTable(table),
    rowRefs: table.rowRefs === null ? null : trimRowRefs(table.rowRefs),
    rowLog: trimRowLog(rowLog),
    errors: collector.errors,
    warnings: collector.warnings,
    goodRows: collector.goodRows,
    badLines: collector.badLines,
    vocabularies: {
      kinds: [...acc.kinds.names],
      caps: [...acc.caps.names],
      models: [...acc.models.names],
      overflow: acc.kinds.overflow + acc.caps.overflow + acc.models.overflow,
    },
    modelSet: [...acc.modelSet],
    lastModel: acc.lastModel,
    version: table.version,
    ...read,
  };
}

export function transferablesOf(result: RangeResult): ArrayBuffer[] {
  const { rowRefs: refs, rowLog: log } = result;
  const modeValues = result.modeAccs.flatMap((mode) => [mode.ratios, mode.latencies].flatMap((list) => [...list.chunks, list.values]));
  const arrays = [log.cell, log.ratio, log.latency, ...modeValues, ...(refs ? [refs.offset, refs.bytes, refs.line, refs.sample, refs.verdict, refs.next] : [])];
  return [...transferablesOfTable(result.cells), ...arrays.map((array) => array.buffer as ArrayBuffer)];
}
