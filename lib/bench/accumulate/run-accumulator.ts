import { ANSWER_MODES } from "../../quantifier/policy/policy";
import type { QaRow } from "../rows/schema";
import { createCodedRow, valueOf, type CodedRow } from "./coded-row";
import { codeQaRow } from "./code-qa-row";
import { createRowCollector, type RowCollector } from "../rows/row-collector";
import { addRowToMode, createModeAccumulator, type ModeAccumulator } from "./mode-accumulator";
import { addRowToCells, createCellTable, MAX_MODES, modeIdOf, type CellTable, type RowPlace } from "./cell-table";
import { admitName, createVocabulary, type Vocabulary } from "../rows/vocabulary";
import { createRowLog, logRow, type RowLog } from "./row-log";
import { FIELD, NUMBER_SLOT } from "../rows/row-fields";
import { formatPath } from "../../json/format-path";

const OTHER_KINDS = "(other kinds)";
const MAX_KINDS = 64;
const MAX_CAP_VALUES = 64;
const MAX_MODEL_PROFILES = 16;

/** Everything one pass over a QA file builds; a grown file continues from it. */
export type RunAccumulator = {
  collector: RowCollector;
  modes: ModeAccumulator[];
  table: CellTable;
  kinds: Vocabulary;
  caps: Vocabulary;
  models: Vocabulary;
  modelSet: Set<string>;
  acceptLine: (text: string | null, lineNo: number, offset: number, bytes: number, replaced: boolean) => void;
  /** The row being added, filled again per row. */
  coded: CodedRow;
  /** Where that row is, filled again per row: the cell table copies its fields out. */
  place: RowPlace;
  lastModel: string | undefined;
  /** Each accepted row's cell, ratio and latency in file order, for a range read whose sums are redone in file order. */
  rowLog: RowLog | null;
};

const known: readonly string[] = ANSWER_MODES;
const [SAMPLE, RATIO, LATENCY] = [FIELD.sample, NUMBER_SLOT[FIELD.ratio] as number, NUMBER_SLOT[FIELD.latency_s] as number];

export const unknownModeMessage = (mode: string) => `unknown answer mode "${mode}" loaded as a new mode`;

export function createRunAccumulator(file: string, options: { trackRows: boolean; logRows?: boolean }): RunAccumulator {
  const acc: RunAccumulator = {
    collector: createRowCollector(file),
    modes: [],
    table: createCellTable(options.trackRows),
    kinds: createVocabulary(MAX_KINDS, OTHER_KINDS),
    caps: createVocabulary(MAX_CAP_VALUES, "other"),
    models: createVocabulary(MAX_MODEL_PROFILES, "(other profiles)"),
    modelSet: new Set(),
    lastModel: undefined,
    rowLog: options.logRows ? createRowLog() : null,
    acceptLine(text, lineNo, offset, bytes, replaced) {
      const row = acc.collector.acceptLine(text, lineNo, bytes, replaced, offset === 0);
      if (row !== null) addRow(acc, row, placeAt(acc, lineNo, offset, bytes));
    },
    coded: createCodedRow(),
    place: { line: 0, offset: 0, bytes: 0 },
  };
  return acc;
}

function placeAt(acc: RunAccumulator, line: number, offset: number, bytes: number): RowPlace {
  acc.place.line = line;
  acc.place.offset = offset;
  acc.place.bytes = bytes;
  return acc.place;
}

// The row scanner's two entries are functions of the module, not methods: its per-row calls then have one target
// whichever read they add to, and V8 keeps its optimized code from one range to the next.

/** A row already read and checked (by the row scanner); copied, not kept. */
export function acceptCheckedRow(acc: RunAccumulator, row: QaRow, lineNo: number, offset: number, bytes: number): void {
  acc.collector.goodRows += 1;
  addRow(acc, row, placeAt(acc, lineNo, offset, bytes));
}

/** A row already read, checked and coded against this accumulator (by the row scanner); copied, not kept. */
export function acceptCodedRow(acc: RunAccumulator, row: CodedRow, lineNo: number, offset: number, bytes: number): void {
  acc.collector.goodRows += 1;
  addCodedRow(acc, row, placeAt(acc, lineNo, offset, bytes));
}

const SHORT_KIND_LIST = 8;

function allKnownOnce(names: ReadonlySet<string>, kinds: readonly string[]): boolean {
  for (let i = 0; i < kinds.length; i += 1) {
    const kind = kinds[i] as string;
    if (!names.has(kind) || kinds.indexOf(kind) !== i) return false;
  }
  return true;
}

/** A warning per kind the row lists more than once (counted once), at its first repeat. */
function warnRepeatedKinds(acc: RunAccumulator, kinds: readonly string[], line: number): void {
  const seen = new Map<string, { count: number; repeat: number }>();
  kinds.forEach((kind, i) => {
    const entry = seen.get(kind);
    if (entry === undefined) seen.set(kind, { count: 1, repeat: -1 });
    else [entry.count, entry.repeat] = [entry.count + 1, entry.repeat < 0 ? i : entry.repeat];
  });
  for (const [kind, { count, repeat }] of seen) {
    if (count === 1) continue;
    const message = `violation kind "${kind.slice(0, 80)}" listed ${count} times in one row; counted once`;
    acc.collector.warn({ file: acc.collector.file, line, path: formatPath(["violation_kinds", repeat]), message });
  }
}

/** The row's kinds as admitted, each once: the row's own array when its few kinds are known and distinct (no copy). */
function admitKinds(acc: RunAccumulator, kinds: readonly string[] | undefined, line: number): readonly string[] | undefined {
  if (kinds === undefined || kinds.length === 0) return kinds;
  if (kinds.length <= SHORT_KIND_LIST && allKnownOnce(acc.kinds.names, kinds)) return kinds;
  if (new Set(kinds).size < kinds.length) warnRepeatedKinds(acc, kinds, line);
  return [...new Set(kinds.map((kind) => admitName(acc.kinds, kind)))];
}

/** The mode's id, admitting a new mode (with a warning when it is not a known one); null rejects the row. */
function admitMode(acc: RunAccumulator, mode: string, line: number): number | null {
  const before = acc.table.modes.length;
  const modeId = modeIdOf(acc.table, mode);
  if (modeId === null) {
    acc.collector.goodRows -= 1;
    acc.collector.badLines += 1;
    acc.collector.reject(line, "mode", `more than ${MAX_MODES} answer modes in one run; rows of mode "${mode}" are not loaded`);
    return null;
  }
  if (acc.table.modes.length > before) {
    acc.modes.push(createModeAccumulator());
    if (!known.includes(mode)) {
      acc.collector.warn({ file: acc.collector.file, line, path: "mode", message: unknownModeMessage(mode) });
    }
  }
  return modeId;
}

function addRow(acc: RunAccumulator, row: QaRow, place: RowPlace): void {
  const modeId = admitMode(acc, row.mode, place.line);
  if (modeId === null) return;
  const kinds = admitKinds(acc, row.violation_kinds, place.line);
  const cap =
    row.claim_cap_applied === undefined || row.claim_cap_applied === null ? row.claim_cap_applied : admitName(acc.caps, String(row.claim_cap_applied));
  addCodedRow(acc, codeQaRow(acc.coded, acc.table, row, modeId, kinds, cap), place);
}

/** Adds a row already coded against this accumulator's table and vocabularies. */
function addCodedRow(acc: RunAccumulator, row: CodedRow, place: RowPlace): void {
  addRowToMode(acc.modes[row.modeId] as ModeAccumulator, row);
  if (addRowToCells(acc.table, row, place)) {
    acc.collector.warn({
      file: acc.collector.file,
      line: place.line,
      path: "question,mode,sample",
      message: `duplicate cell (${acc.table.modes[row.modeId]}, sample ${valueOf(row, SAMPLE)}) for this question`,
    });
  }
  if (acc.rowLog) logRow(acc.rowLog, acc.table.lastCell, row.numbers[RATIO] as number, row.numbers[LATENCY] as number);
  // Runs hold one model profile row after row; only a new one is looked up.
  if (row.model !== undefined && row.model !== acc.lastModel) {
    acc.lastModel = row.model;
    acc.modelSet.add(admitName(acc.models, row.model));
  }
}
