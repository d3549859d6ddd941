import { addCellSums, addKindToCell, cellFor, MAX_MODES, modeIdOf, questionIdOf, type CellTable } from "../cell-table";
import { CELL_STRIDE, F, nameIdOf, NOT_RECORDED, RECORDED_NULL, SUM, SUM_STRIDE } from "../cell-columns";
import { appendRowRefs } from "../row-refs";
import { CLAIM_COUNT_BUCKETS } from "../../gate/claim-buckets";
import { addModeValues, createModeAccumulator, type ModeAccumulator } from "../mode-accumulator";
import { pushIssue, type IssueList } from "../data-quality";
import { unknownModeMessage, type RunAccumulator } from "../run-accumulator";
import type { Vocabulary } from "../vocabulary";
import type { PackedTable } from "./packed-table";
import { mergeWideSamples, type WideSamples } from "../wide-samples";
import { mergeModeCounts } from "./merge-modes";
import type { RangeResult } from "./range-result";

/**
 * A range whose merge would not equal the sequential read: what the sequential read decides from rows before it
 * (a name past a vocabulary's limit, a mode past MAX_MODES, a sample repeated from an earlier range) is not known to
 * the worker. The caller reads the file sequentially instead.
 */
export class RangeMergeRefused extends Error {}

function admitAll(vocabulary: Vocabulary, names: readonly string[], what: string) {
  for (const name of names) vocabulary.admit(name);
  if (vocabulary.overflow > 0) throw new RangeMergeRefused(`more ${what} than one run admits`);
}

function mapModes(acc: RunAccumulator, range: RangeResult): number[] {
  if (range.modes.length >= MAX_MODES) throw new RangeMergeRefused(`${MAX_MODES} or more answer modes in one range`);
  return range.modes.map((mode, local) => {
    const id = modeIdOf(acc.table, mode);
    if (id === null) throw new RangeMergeRefused(`more than ${MAX_MODES} answer modes`);
    if (id === acc.modes.length) acc.modes.push(createModeAccumulator());
    mergeModeCounts(acc.modes[id] as ModeAccumulator, range.modeAccs[local] as ModeAccumulator);
    return id;
  });
}

const REPEATED = "a sample repeats a cell of an earlier range";
const ADDED = [F.rows, F.strict, F.hybrid, F.ungrounded, F.kindsRecorded, F.formatRecorded, F.formatCollapsed, F.sampleCount];
const LAST_VALUES = [F.intensity, F.scope, F.cap];

function mergeSamples(table: CellTable, id: number, bits: number, wide: WideSamples | undefined) {
  const at = id * CELL_STRIDE + F.sampleBits;
  const seen = table.ints[at] as number;
  if ((seen & bits) !== 0 || (wide !== undefined && !mergeWideSamples(table.wideSamples, id, wide))) throw new RangeMergeRefused(REPEATED);
  table.ints[at] = seen | bits;
}

/** A range cell's counts added, and the "last value" fields it recorded written over the table's. */
function mergeInts(table: CellTable, id: number, packed: PackedTable, i: number) {
  const [to, from] = [id * CELL_STRIDE, i * CELL_STRIDE];
  const { ints } = packed;
  for (const field of ADDED) table.ints[to + field] = (table.ints[to + field] as number) + (ints[from + field] as number);
  for (let b = 0; b < CLAIM_COUNT_BUCKETS.length; b += 1)
    table.ints[to + F.buckets + b] = (table.ints[to + F.buckets + b] as number) + (ints[from + F.buckets + b] as number);
  for (const field of LAST_VALUES) if (ints[from + field] !== NOT_RECORDED) table.ints[to + field] = ints[from + field] as number;
  if (ints[from + F.cap] !== NOT_RECORDED) table.sums[id * SUM_STRIDE + SUM.cap] = packed.sums[i * SUM_STRIDE + SUM.cap] as number;
  const token = ints[from + F.token] as number;
  if (token !== NOT_RECORDED) table.ints[to + F.token] = token === RECORDED_NULL ? token : nameIdOf(table.tokens, packed.tokenNames[token] as string);
}

/** The range cell's kinds, in the order its rows named them (its list links the newest first). */
function mergeKinds(table: CellTable, id: number, packed: PackedTable, i: number) {
  const nodes: number[] = [];
  for (let node = packed.ints[i * CELL_STRIDE + F.kindHead] as number; node !== -1; node = packed.kindNext[node] as number) nodes.push(node);
  for (let n = nodes.length - 1; n >= 0; n -= 1) {
    const node = nodes[n] as number;
    addKindToCell(table, id * CELL_STRIDE, packed.kindNames[packed.kindId[node] as number] as string, packed.kindCount[node] as number);
  }
}

/** Links the range cell's rows (ids from `rowBase` on once appended) after the table cell's. */
function linkRows(table: CellTable, id: number, packed: PackedTable, i: number, rowBase: number) {
  const head = packed.ints[i * CELL_STRIDE + F.rowHead] as number;
  if (head === -1 || table.rowRefs === null) return;
  const at = id * CELL_STRIDE;
  const tail = table.ints[at + F.rowTail] as number;
  if (tail === -1) table.ints[at + F.rowHead] = head + rowBase;
  else table.rowRefs.next[tail] = head + rowBase;
  table.ints[at + F.rowTail] = (packed.ints[i * CELL_STRIDE + F.rowTail] as number) + rowBase;
}

/** Merges the cells in the range's order of first sight; returns each range cell's id in the table. */
function mergeCells(table: CellTable, range: RangeResult, modeIds: number[], lineOffset: number): Int32Array {
  const questionIds = range.questions.map((question) => questionIdOf(table, question));
  const rowBase = table.rowRefs?.length ?? 0;
  const { cells: packed } = range;
  const wide = new Map(packed.wideSamples);
  const cellIds = new Int32Array(packed.count);
  for (let i = 0; i < packed.count; i += 1) {
    const at = i * CELL_STRIDE;
    const id = cellFor(table, questionIds[packed.ints[at + F.question] as number] as number, modeIds[packed.ints[at + F.mode] as number] as number);
    cellIds[i] = id;
    mergeSamples(table, id, packed.ints[at + F.sampleBits] as number, wide.get(i));
    mergeInts(table, id, packed, i);
    mergeKinds(table, id, packed, i);
    linkRows(table, id, packed, i, rowBase);
  }
  if (table.rowRefs && range.rowRefs) table.rowRefs = appendRowRefs(table.rowRefs, range.rowRefs, lineOffset);
  table.version += range.version;
  return cellIds;
}

/** Redoes the floating-point sums in file order, so they round exactly as the sequential read's. */
function replaySums(acc: RunAccumulator, range: RangeResult, cellIds: Int32Array) {
  const { cell: cells, ratio, latency, length } = range.rowLog;
  const { table } = acc;
  for (let j = 0; j < length; j += 1) {
    const id = cellIds[cells[j] as number] as number;
    const [r, l] = [ratio[j] as number, latency[j] as number];
    addCellSums(table, id, r, l);
    addModeValues(acc.modes[table.ints[id * CELL_STRIDE + F.mode] as number] as ModeAccumulator, r, l);
  }
  if (length > 0) acc.table.lastCell = cellIds[cells[length - 1] as number] as number;
}

function appendIssues(target: IssueList, source: IssueList, lineOffset: number, skip: (message: string, path: string) => boolean) {
  let skipped = 0;
  for (const issue of source.items) {
    if (skip(issue.message, issue.path)) skipped += 1;
    else pushIssue(target, { ...issue, line: issue.line === null ? null : issue.line + lineOffset });
  }
  if (skipped > 0 && source.total > source.items.length) throw new RangeMergeRefused("issues past the listed ones would move up");
  target.total += source.total - source.items.length;
}

/** Folds range `range`, which follows `lineOffset` lines of the file already merged into `acc`. */
export function mergeRange(acc: RunAccumulator, range: RangeResult, lineOffset: number): void {
  if (range.vocabularies.overflow > 0) throw new RangeMergeRefused("a range's vocabulary overflowed");
  admitAll(acc.kinds, range.vocabularies.kinds, "violation kinds");
  admitAll(acc.caps, range.vocabularies.caps, "claim caps");
  admitAll(acc.models, range.vocabularies.models, "model profiles");
  const seenModes = new Set(acc.table.modes.map(unknownModeMessage));
  const cellIds = mergeCells(acc.table, range, mapModes(acc, range), lineOffset);
  replaySums(acc, range, cellIds);
  const { collector } = acc;
  appendIssues(collector.errors, range.errors, lineOffset, () => false);
  appendIssues(collector.warnings, range.warnings, lineOffset, (message, path) => path === "mode" && seenModes.has(message));
  collector.goodRows += range.goodRows;
  collector.badLines += range.badLines;
  for (const model of range.modelSet) acc.modelSet.add(model);
  acc.lastModel = range.lastModel ?? acc.lastModel;
}
