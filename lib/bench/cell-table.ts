import { VERDICTS, type QaRow, type Verdict } from "./schema";
import { count, type Counter } from "./tally";
import { bucketClaimCount, CLAIM_COUNT_BUCKETS } from "../gate/claim-buckets";
import type { Intensity, ScopeBoundHint } from "../quantifier/rungs";

/** One (question, answer mode) cell: everything the drill-down shows, kept on the server only. */
export type CellRecord = {
  question: number;
  mode: number;
  rows: number;
  verdicts: Record<Verdict, number>;
  ratioSum: number;
  latencySum: number;
  kindsRecorded: number;
  kinds: Counter | null;
  /** Rows that recorded format_collapsed, and those where it was true. */
  formatRecorded: number;
  formatCollapsed: number;
  /** Rows per claim-count bucket (CLAIM_COUNT_BUCKETS order), for the paired claim-count shift. */
  claimBuckets: number[];
  intensity: Intensity | null | undefined;
  matchedToken: string | null | undefined;
  scope: ScopeBoundHint | undefined;
  cap: number | null | undefined;
  /** Distinct samples seen: a bitmap for the usual small sample numbers, a set for any beyond it. */
  sampleBits: Uint8Array;
  largeSamples: Set<number> | null;
  sampleCount: number;
  /** Indexes into the row references, in file order; empty when the table does not track rows. */
  rowIds: number[];
};

/** Where each accepted row sits in the file, so one cell's rows can be read back without holding them. */
export type RowRefs = { offset: Float64Array; bytes: Int32Array; line: Int32Array; sample: Float64Array; verdict: Uint8Array; length: number };

export type CellTable = {
  questions: string[];
  questionIds: Map<string, number>;
  modes: string[];
  modeIds: Map<string, number>;
  cells: CellRecord[];
  cellOf: Int32Array;
  rowRefs: RowRefs | null;
  /** Grows with every accepted row; views cached on the table compare it to know they are stale. */
  version: number;
};

export const MAX_MODES = 16;
const BITMAP_SAMPLES = 1 << 16;

export function createCellTable(trackRows: boolean): CellTable {
  return {
    questions: [],
    questionIds: new Map(),
    modes: [],
    modeIds: new Map(),
    cells: [],
    cellOf: new Int32Array(1024 * MAX_MODES).fill(-1),
    rowRefs: trackRows ? createRowRefs(1024) : null,
    version: 0,
  };
}

function createRowRefs(capacity: number): RowRefs {
  return {
    offset: new Float64Array(capacity),
    bytes: new Int32Array(capacity),
    line: new Int32Array(capacity),
    sample: new Float64Array(capacity),
    verdict: new Uint8Array(capacity),
    length: 0,
  };
}

function growRowRefs(refs: RowRefs): RowRefs {
  const grown = createRowRefs(refs.offset.length * 2);
  grown.offset.set(refs.offset);
  grown.bytes.set(refs.bytes);
  grown.line.set(refs.line);
  grown.sample.set(refs.sample);
  grown.verdict.set(refs.verdict);
  grown.length = refs.length;
  return grown;
}

/** The mode's id, or null when the table already holds MAX_MODES other modes. */
export function modeIdOf(table: CellTable, mode: string): number | null {
  const known = table.modeIds.get(mode);
  if (known !== undefined) return known;
  if (table.modes.length >= MAX_MODES) return null;
  table.modes.push(mode);
  table.modeIds.set(mode, table.modes.length - 1);
  return table.modes.length - 1;
}

function questionIdOf(table: CellTable, question: string): number {
  let id = table.questionIds.get(question);
  if (id === undefined) {
    id = table.questions.length;
    table.questions.push(question);
    table.questionIds.set(question, id);
    if ((id + 1) * MAX_MODES > table.cellOf.length) {
      const grown = new Int32Array(table.cellOf.length * 2).fill(-1);
      grown.set(table.cellOf);
      table.cellOf = grown;
    }
  }
  return id;
}

export function findCell(table: CellTable, question: string, mode: string): CellRecord | null {
  const questionId = table.questionIds.get(question);
  const modeId = table.modeIds.get(mode);
  if (questionId === undefined || modeId === undefined) return null;
  return table.cells[table.cellOf[questionId * MAX_MODES + modeId] ?? -1] ?? null;
}

function cellFor(table: CellTable, questionId: number, modeId: number): CellRecord {
  const slot = questionId * MAX_MODES + modeId;
  const existing = table.cells[table.cellOf[slot] ?? -1];
  if (existing) return existing;
  const cell: CellRecord = {
    question: questionId,
    mode: modeId,
    rows: 0,
    verdicts: { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 },
    ratioSum: 0,
    latencySum: 0,
    kindsRecorded: 0,
    kinds: null,
    formatRecorded: 0,
    formatCollapsed: 0,
    claimBuckets: CLAIM_COUNT_BUCKETS.map(() => 0),
    intensity: undefined,
    matchedToken: undefined,
    scope: undefined,
    cap: undefined,
    sampleBits: new Uint8Array(1),
    largeSamples: null,
    sampleCount: 0,
    rowIds: [],
  };
  table.cellOf[slot] = table.cells.length;
  table.cells.push(cell);
  return cell;
}

/** Whether the cell already had this sample; remembers it either way. */
function rememberSample(cell: CellRecord, sample: number): boolean {
  if (sample >= BITMAP_SAMPLES) {
    cell.largeSamples ??= new Set();
    if (cell.largeSamples.has(sample)) return true;
    cell.largeSamples.add(sample);
    cell.sampleCount += 1;
    return false;
  }
  const byte = sample >> 3;
  const bit = 1 << (sample & 7);
  if (byte >= cell.sampleBits.length) {
    const grown = new Uint8Array(Math.max(byte + 1, cell.sampleBits.length * 2));
    grown.set(cell.sampleBits);
    cell.sampleBits = grown;
  }
  if (((cell.sampleBits[byte] ?? 0) & bit) !== 0) return true;
  cell.sampleBits[byte] = (cell.sampleBits[byte] ?? 0) | bit;
  cell.sampleCount += 1;
  return false;
}

export type RowPlace = { line: number; offset: number; bytes: number };

/** Adds a row whose mode already has an id; returns whether its (question, mode, sample) was seen before. */
export function addRowToCells(table: CellTable, row: QaRow, modeId: number, kinds: readonly string[] | undefined, place: RowPlace): boolean {
  const cell = cellFor(table, questionIdOf(table, row.question), modeId);
  const duplicate = rememberSample(cell, row.sample);
  cell.rows += 1;
  cell.verdicts[row.audit_mode] += 1;
  cell.ratioSum += row.ratio;
  cell.latencySum += row.latency_s;
  if (kinds !== undefined) {
    cell.kindsRecorded += 1;
    for (const kind of kinds) count((cell.kinds ??= new Map()), kind);
  }
  if (row.format_collapsed !== undefined) {
    cell.formatRecorded += 1;
    if (row.format_collapsed) cell.formatCollapsed += 1;
  }
  const bucket = CLAIM_COUNT_BUCKETS.indexOf(bucketClaimCount(row.n_quotes));
  cell.claimBuckets[bucket] = (cell.claimBuckets[bucket] ?? 0) + 1;
  if (row.quantifier_intensity !== undefined) cell.intensity = row.quantifier_intensity;
  if (row.quantifier_matched_token !== undefined) cell.matchedToken = row.quantifier_matched_token;
  if (row.scope_bound_hint !== undefined) cell.scope = row.scope_bound_hint;
  if (row.claim_cap_applied !== undefined) cell.cap = row.claim_cap_applied;
  if (table.rowRefs) addRowRef(table, cell, row, place);
  table.version += 1;
  return duplicate;
}

function addRowRef(table: CellTable, cell: CellRecord, row: QaRow, place: RowPlace) {
  let refs = table.rowRefs as RowRefs;
  if (refs.length === refs.offset.length) refs = table.rowRefs = growRowRefs(refs);
  const id = refs.length;
  refs.offset[id] = place.offset;
  refs.bytes[id] = place.bytes;
  refs.line[id] = place.line;
  refs.sample[id] = row.sample;
  refs.verdict[id] = VERDICTS.indexOf(row.audit_mode);
  refs.length += 1;
  cell.rowIds.push(id);
}
