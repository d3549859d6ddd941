import { addCellSums, addKindToCell, cellFor, MAX_MODES, modeIdOf, questionIdOf, type CellTable } from "../accumulate/cell-table";
import { CELL_STRIDE, F, growInts, nameIdOf, NOT_RECORDED, RECORDED_NULL, SUM, SUM_STRIDE, type NameTable } from "../accumulate/cell-columns";
import { appendRowRefs } from "../accumulate/row-refs";
import { CLAIM_COUNT_BUCKETS } from "../rows/claim-buckets";
import { createModeAccumulator, mergeMode, type ModeAccumulator } from "../accumulate/mode-accumulator";
import { pushIssue, type IssueList } from "../rows/data-quality";
import { unknownModeMessage, type RunAccumulator } from "../accumulate/run-accumulator";
import { admitName, type Vocabulary } from "../rows/vocabulary";
import type { PackedTable } from "./packed-table";
import { mergeWideSamples, type WideSamples } from "../accumulate/wide-samples";
import type { RangeResult } from "./range-result";

/**
 * A range whose merge would not equal the sequential read: what the sequential read decides from rows before it
 * (a name past a vocabulary's limit, a mode past MAX_MODES, a sample repeated from an earlier range) is not known to
 * the worker. The caller reads the file sequentially instead.
 */
export class RangeMergeRefused extends Error {}

function admitAll(vocabulary: Vocabulary, names: readonly string[], what: string) {
  for (const name of names) admitName(vocabulary, name);
  if (vocabulary.overflow > 0) throw new RangeMergeRefused(`more ${what} than one run admits`);
}

function mapModes(acc: RunAccumulator, range: RangeResult): number[] {
  if (range.modes.length >= MAX_MODES) throw new RangeMergeRefused(`${MAX_MODES} or more answer modes in one range`);
  return range.modes.map((mode) => {
    const id = modeIdOf(acc.table, mode);
    if (id === null) throw new RangeMergeRefused(`more than ${MAX_MODES} answer modes`);
    if (id === acc.modes.length) acc.modes.push(createModeAccumulator());
    return id;
  });
}

const REPEATED = "a sample repeats a cell of an earlier range";
const ADDED = Int32Array.of(
  ...[F.rows, F.strict, F.hybrid, F.ungrounded, F.kindsRecorded, F.formatRecorded, F.formatCollapsed, F.sampleCount],
  ...CLAIM_COUNT_BUCKETS.map((_, b) => F.buckets + b),
);
const LAST_VALUES = Int32Array.of(F.intensity, F.scope, F.cap);

/** A range's kind and token ids as the table's. */
type NameMaps = { kinds: Int32Array; tokens: Int32Array };

/**
 * The range names its kinds and tokens in the order its rows first use them, as a sequential read of those rows would;
 * the table names them in that order before any cell is merged. Naming them as merged cells first use them instead
 * gave a cell seen early but given a kind late ("b" in row 1, its kind in row 3) that kind's id before a kind of row 2.
 */
function mapNames(local: readonly string[], names: NameTable): Int32Array {
  const map = new Int32Array(local.length);
  for (let id = 0; id < local.length; id += 1) map[id] = nameIdOf(names, local[id] as string);
  return map;
}

function mergeSamples(table: CellTable, id: number, bits: number, wide: WideSamples | undefined) {
  const at = id * CELL_STRIDE + F.sampleBits;
  const seen = table.ints[at] as number;
  if ((seen & bits) !== 0 || (wide !== undefined && !mergeWideSamples(table.wideSamples, id, wide))) throw new RangeMergeRefused(REPEATED);
  table.ints[at] = seen | bits;
}

/** A range cell's counts added, and the "last value" fields it recorded written over the table's. */
function mergeInts(table: CellTable, id: number, packed: PackedTable, i: number, maps: NameMaps) {
  const to = id * CELL_STRIDE;
  const from = i * CELL_STRIDE;
  const target = table.ints;
  const source = packed.ints;
  for (let k = 0; k < ADDED.length; k += 1) {
    const field = ADDED[k] as number;
    target[to + field] = (target[to + field] as number) + (source[from + field] as number);
  }
  for (let k = 0; k < LAST_VALUES.length; k += 1) {
    const value = source[from + (LAST_VALUES[k] as number)] as number;
    if (value !== NOT_RECORDED) target[to + (LAST_VALUES[k] as number)] = value;
  }
  if (source[from + F.cap] !== NOT_RECORDED) table.sums[id * SUM_STRIDE + SUM.cap] = packed.sums[i * SUM_STRIDE + SUM.cap] as number;
  const token = source[from + F.token] as number;
  if (token === NOT_RECORDED) return;
  target[to + F.token] = token === RECORDED_NULL ? token : (maps.tokens[token] as number);
}

let kindNodes: Int32Array = new Int32Array(64);

/** The range cell's kinds, in the order its rows named them (its list links the newest first). */
function mergeKinds(table: CellTable, id: number, packed: PackedTable, i: number, maps: NameMaps) {
  let count = 0;
  for (let node = packed.ints[i * CELL_STRIDE + F.kindHead] as number; node !== -1; node = packed.kindNext[node] as number) {
    if (count === kindNodes.length) kindNodes = growInts(kindNodes, count * 2);
    kindNodes[count++] = node;
  }
  for (let n = count - 1; n >= 0; n -= 1) {
    const node = kindNodes[n] as number;
    addKindToCell(table, id * CELL_STRIDE, maps.kinds[packed.kindId[node] as number] as number, packed.kindCount[node] as number);
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
function mergeCells(table: CellTable, range: RangeResult, modeIds: number[], lineOffset: number, maps: NameMaps): Int32Array {
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
    mergeInts(table, id, packed, i, maps);
    mergeKinds(table, id, packed, i, maps);
    linkRows(table, id, packed, i, rowBase);
  }
  if (table.rowRefs && range.rowRefs) table.rowRefs = appendRowRefs(table.rowRefs, range.rowRefs, lineOffset);
  table.version += range.version;
  return cellIds;
}

/** Redoes the cells' floating-point sums in file order, so they round exactly as the sequential read's. */
function replayCellSums(table: CellTable, range: RangeResult, cellIds: Int32Array) {
  const { cell: cells, ratio, latency, length } = range.rowLog;
  for (let j = 0; j < length; j += 1) addCellSums(table, cellIds[cells[j] as number] as number, ratio[j] as number, latency[j] as number);
  if (length > 0) table.lastCell = cellIds[cells[length - 1] as number] as number;
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
  const modeIds = mapModes(acc, range);
  const maps = { kinds: mapNames(range.cells.kindNames, acc.table.kinds.names), tokens: mapNames(range.cells.tokenNames, acc.table.tokens) };
  const cellIds = mergeCells(acc.table, range, modeIds, lineOffset, maps);
  const kindIdOf = (local: number) => maps.kinds[local] as number;
  modeIds.forEach((id, local) => mergeMode(acc.modes[id] as ModeAccumulator, range.modeAccs[local] as ModeAccumulator, kindIdOf));
  replayCellSums(acc.table, range, cellIds);
  const { collector } = acc;
  appendIssues(collector.errors, range.errors, lineOffset, () => false);
  appendIssues(collector.warnings, range.warnings, lineOffset, (message, path) => path === "mode" && seenModes.has(message));
  collector.goodRows += range.goodRows;
  collector.badLines += range.badLines;
  for (const model of range.modelSet) acc.modelSet.add(model);
  acc.lastModel = range.lastModel ?? acc.lastModel;
}
