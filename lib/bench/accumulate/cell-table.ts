import { codeAt, type CodedRow } from "./coded-row";
import { FIELD, NUMBER_SLOT } from "../rows/row-fields";
import { addWideSample, createWideSampleIndex, type WideSampleIndex } from "./wide-samples";
import { appendRowRef, createRowRefs, type RowPlace, type RowRefs } from "./row-refs";
import { grownCapacity } from "./capacity";
import { claimCountBucketIndex } from "../rows/claim-buckets";
import {
  BITMAP_SAMPLES,
  CELL_STRIDE,
  countKind,
  createKindNodes,
  createNameTable,
  F,
  growFloats,
  growInts,
  NOT_RECORDED,
  RECORDED_NULL,
  SUM,
  SUM_STRIDE,
  type KindNodes,
  type NameTable,
} from "./cell-columns";

export type { RowPlace, RowRefs };

export type CellTable = {
  questions: string[];
  questionIds: Map<string, number>;
  modes: string[];
  modeIds: Map<string, number>;
  cellCount: number;
  /** Per mode id, the cell id of each question id (-1: none): a run of three modes pays for three, not MAX_MODES. */
  cellOf: Int32Array[];
  /** Per cell CELL_STRIDE ints (fields in `F`) and SUM_STRIDE doubles (`SUM`): see cell-columns.ts. */
  ints: Int32Array;
  sums: Float64Array;
  kinds: KindNodes;
  tokens: NameTable;
  /** Sample numbers past the cells' 31-bit bitmaps, per cell id; most runs have none. */
  wideSamples: WideSampleIndex;
  rowRefs: RowRefs | null;
  /** Grows with every accepted row; views cached on the table compare it to know they are stale. */
  version: number;
  /** The cell the last accepted row went to. */
  lastCell: number;
};

export const MAX_MODES = 16;
const INITIAL_CELLS = 256;
const INITIAL_QUESTIONS = 1024;

export function createCellTable(trackRows: boolean): CellTable {
  return {
    questions: [],
    questionIds: new Map(),
    modes: [],
    modeIds: new Map(),
    cellCount: 0,
    cellOf: [],
    ints: new Int32Array(INITIAL_CELLS * CELL_STRIDE),
    sums: new Float64Array(INITIAL_CELLS * SUM_STRIDE),
    kinds: createKindNodes(),
    tokens: createNameTable(),
    wideSamples: createWideSampleIndex(),
    rowRefs: trackRows ? createRowRefs(1024) : null,
    version: 0,
    lastCell: -1,
  };
}

/** The mode's id, or null when the table already holds MAX_MODES other modes. */
export function modeIdOf(table: CellTable, mode: string): number | null {
  const known = table.modeIds.get(mode);
  if (known !== undefined) return known;
  if (table.modes.length >= MAX_MODES) return null;
  table.modes.push(mode);
  table.modeIds.set(mode, table.modes.length - 1);
  table.cellOf.push(new Int32Array(Math.max(INITIAL_QUESTIONS, table.cellOf[0]?.length ?? 0, table.questions.length)).fill(-1));
  return table.modes.length - 1;
}

export function questionIdOf(table: CellTable, question: string): number {
  let id = table.questionIds.get(question);
  if (id === undefined) {
    id = table.questions.length;
    table.questions.push(question);
    table.questionIds.set(question, id);
    const [capacity, needed] = [table.cellOf[0]?.length ?? INITIAL_QUESTIONS, id + 1];
    if (needed > capacity) table.cellOf = table.cellOf.map((cells) => growInts(cells, grownCapacity(capacity, needed), -1));
  }
  return id;
}

/** The cell's id, or -1 when the table has no such (question, mode) cell. */
export function findCellId(table: CellTable, question: string, mode: string): number {
  const questionId = table.questionIds.get(question);
  const modeId = table.modeIds.get(mode);
  if (questionId === undefined || modeId === undefined) return -1;
  return table.cellOf[modeId]?.[questionId] ?? -1;
}

function growCells(table: CellTable) {
  const capacity = grownCapacity(table.ints.length / CELL_STRIDE, table.cellCount + 1);
  table.ints = growInts(table.ints, capacity * CELL_STRIDE);
  table.sums = growFloats(table.sums, capacity * SUM_STRIDE);
}

const CODED = [F.intensity, F.scope, F.cap, F.token, F.kindHead, F.rowHead, F.rowTail];
const [SAMPLE, VERDICT, N_QUOTES, RATIO, LATENCY] = [
  FIELD.sample,
  FIELD.audit_mode,
  FIELD.n_quotes,
  NUMBER_SLOT[FIELD.ratio] as number,
  NUMBER_SLOT[FIELD.latency_s] as number,
];
const [COLLAPSED, INTENSITY, SCOPE, CAP] = [FIELD.format_collapsed, FIELD.quantifier_intensity, FIELD.scope_bound_hint, FIELD.claim_cap_applied];

/** The cell's offset in `ints`, creating the cell (codes NOT_RECORDED, empty lists) when it is new. */
export function cellFor(table: CellTable, questionId: number, modeId: number): number {
  const cells = table.cellOf[modeId] as Int32Array;
  const existing = cells[questionId] as number;
  if (existing !== -1) return existing;
  if ((table.cellCount + 1) * CELL_STRIDE > table.ints.length) growCells(table);
  const id = table.cellCount;
  const at = id * CELL_STRIDE;
  table.ints[at + F.question] = questionId;
  table.ints[at + F.mode] = modeId;
  for (const field of CODED) table.ints[at + field] = NOT_RECORDED;
  cells[questionId] = id;
  table.cellCount += 1;
  return id;
}

/** Whether the cell already had this sample; remembers it either way. */
function rememberSample(table: CellTable, id: number, sample: number): boolean {
  const at = id * CELL_STRIDE;
  if (sample < BITMAP_SAMPLES) {
    const bits = table.ints[at + F.sampleBits] as number;
    if ((bits & (1 << sample)) !== 0) return true;
    table.ints[at + F.sampleBits] = bits | (1 << sample);
  } else if (addWideSample(table.wideSamples, id, sample)) return true;
  table.ints[at + F.sampleCount] = (table.ints[at + F.sampleCount] as number) + 1;
  return false;
}

const increment = (ints: Int32Array, index: number) => (ints[index] = (ints[index] as number) + 1);

/** Counts `by` rows naming the kind whose id in the table's kind names is `kind`, in the cell whose ints start at `at`. */
export function addKindToCell(table: CellTable, at: number, kind: number, by = 1) {
  const head = table.ints[at + F.kindHead] as number;
  const counted = countKind(table.kinds, head, kind, by);
  if (counted === head) return;
  table.ints[at + F.kindHead] = counted;
  increment(table.ints, at + F.kindCount);
}

function addKinds(table: CellTable, at: number, row: CodedRow) {
  increment(table.ints, at + F.kindsRecorded);
  for (let i = 0; i < row.kindsLength; i += 1) addKindToCell(table, at, row.kindIds[i] as number);
}

function recordLastValues(table: CellTable, id: number, row: CodedRow) {
  const { values, at, present, nulls } = row;
  const cell = id * CELL_STRIDE;
  const intensity = codeAt(values, at, present, nulls, INTENSITY);
  if (intensity !== NOT_RECORDED) table.ints[cell + F.intensity] = intensity;
  if (row.token !== NOT_RECORDED) table.ints[cell + F.token] = row.token;
  const scope = codeAt(values, at, present, nulls, SCOPE);
  if (scope !== NOT_RECORDED) table.ints[cell + F.scope] = scope;
  if ((present & (1 << CAP)) !== 0) {
    // The cell's code says recorded (0) or null; the value itself (any integer) goes to the sums.
    const isNull = (nulls & (1 << CAP)) !== 0;
    table.ints[cell + F.cap] = isNull ? RECORDED_NULL : 0;
    table.sums[id * SUM_STRIDE + SUM.cap] = isNull ? 0 : (values[at + CAP] as number);
  }
}

/** A row's ratio and latency added to its cell's sums; a range merge replays them in file order. */
export function addCellSums(table: CellTable, id: number, ratio: number, latency: number): void {
  const sum = id * SUM_STRIDE;
  table.sums[sum + SUM.ratio] = (table.sums[sum + SUM.ratio] as number) + ratio;
  table.sums[sum + SUM.latency] = (table.sums[sum + SUM.latency] as number) + latency;
}

/** Adds a coded row; returns whether its (question, mode, sample) was seen before. */
export function addRowToCells(table: CellTable, row: CodedRow, place: RowPlace): boolean {
  const { values, at: first } = row;
  const sample = values[first + SAMPLE] as number;
  const verdict = values[first + VERDICT] as number;
  const id = cellFor(table, row.questionId, row.modeId);
  const at = id * CELL_STRIDE;
  const duplicate = rememberSample(table, id, sample);
  increment(table.ints, at + F.rows);
  increment(table.ints, at + F.strict + verdict);
  addCellSums(table, id, row.numbers[RATIO] as number, row.numbers[LATENCY] as number);
  if (row.kindsLength !== NOT_RECORDED) addKinds(table, at, row);
  const collapsed = codeAt(values, first, row.present, row.nulls, COLLAPSED);
  if (collapsed !== NOT_RECORDED) {
    increment(table.ints, at + F.formatRecorded);
    table.ints[at + F.formatCollapsed] = (table.ints[at + F.formatCollapsed] as number) + collapsed;
  }
  increment(table.ints, at + F.buckets + claimCountBucketIndex(values[first + N_QUOTES] as number));
  recordLastValues(table, id, row);
  if (table.rowRefs) table.rowRefs = appendRowRef(table.rowRefs, table.ints, at, sample, verdict, place);
  table.version += 1;
  table.lastCell = id;
  return duplicate;
}
