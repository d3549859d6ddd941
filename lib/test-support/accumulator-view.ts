import type { RunAccumulator } from "../bench/accumulate/run-accumulator";
import type { CellTable } from "../bench/accumulate/cell-table";
import { allCells, type CellRecord } from "../bench/cells/cell-record";
import { finishRun } from "../bench/accumulate/finish-run";
import type { WideSampleIndex, WideSamples } from "../bench/accumulate/wide-samples";
import { allValues } from "../bench/accumulate/number-list";

/** Every field a page can read of a cell. */
const cellView = (cell: CellRecord) => ({
  question: cell.question,
  mode: cell.mode,
  rows: cell.rows,
  verdicts: cell.verdicts,
  ratioSum: cell.ratioSum,
  latencySum: cell.latencySum,
  kinds: cell.kinds,
  kindsRecorded: cell.kindsRecorded,
  kindCount: cell.kindCount,
  formatRecorded: cell.formatRecorded,
  formatCollapsed: cell.formatCollapsed,
  claimBuckets: cell.claimBuckets,
  intensity: cell.intensity,
  scope: cell.scope,
  cap: cell.cap,
  matchedToken: cell.matchedToken,
  sampleCount: cell.sampleCount,
  rowIds: cell.rowIds,
});

/** Each cell's samples past its bitmap, as numbers: the bitmaps' spare capacity depends on how they grew. */
function wideSampleSets(wide: WideSampleIndex) {
  const samples = ({ bits, beyond }: WideSamples) => [
    ...Array.from({ length: bits.length * 8 }, (_, sample) => sample).filter((sample) => ((bits[sample >> 3] as number) & (1 << (sample & 7))) !== 0),
    ...[...(beyond ?? [])].sort((a, b) => a - b),
  ];
  return wide.flatMap((entry, cell) => (entry ? [[cell, samples(entry)]] : []));
}

/** The table as the pages see it: every cell's fields, row references up to their length, the large samples. */
function tableView(table: CellTable) {
  const refs = table.rowRefs;
  const part = <T extends { subarray: (a: number, b: number) => T }>(array: T) => array.subarray(0, refs?.length ?? 0);
  return {
    questions: table.questions,
    modes: table.modes,
    version: table.version,
    lastCell: table.lastCell,
    cells: Array.from(allCells(table), cellView),
    wideSamples: wideSampleSets(table.wideSamples),
    refs: refs && [part(refs.offset), part(refs.bytes), part(refs.line), part(refs.sample), part(refs.verdict), part(refs.next)],
  };
}

/** Everything a read yields that a page or the CLI can see: the summary, the whole cell table, every issue. */
export function visible({ acc, lines }: { acc: RunAccumulator; lines: number }) {
  const { collector, modes } = acc;
  return {
    summary: finishRun(acc, "run", null, [], { bytes: 0, lines }),
    table: tableView(acc.table),
    // A mode's values as a multiset: a merge appends a range's list as a chunk, and only medians read them.
    modes: modes.map(({ ratios, latencies, ...mode }) => ({ ...mode, ratios: allValues(ratios).sort(), latencies: allValues(latencies).sort() })),
    errors: collector.errors,
    warnings: collector.warnings,
    counts: [collector.goodRows, collector.badLines, acc.lastModel],
  };
}
