import { ANSWER_MODES } from "../quantifier/policy";
import type { QaRow } from "./schema";
import { verdictIndex } from "./verdicts";
import { createRowCollector, type RowCollector } from "./row-collector";
import { addRowToMode, createModeAccumulator, type ModeAccumulator } from "./mode-accumulator";
import { addRowToCells, createCellTable, MAX_MODES, modeIdOf, type CellTable, type RowPlace } from "./cell-table";
import { createVocabulary, type Vocabulary } from "./vocabulary";
import { createRowLog, logRow, type RowLog } from "./ingest/row-log";

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
  /** A row already read and checked (by the row scanner), with its question's id when known; copied, not kept. */
  acceptRow: (row: QaRow, lineNo: number, offset: number, bytes: number, questionId?: number) => void;
  lastModel: string | undefined;
  /** Each accepted row's cell, ratio and latency in file order, for a range read whose sums are redone in file order. */
  rowLog: RowLog | null;
};

const known: readonly string[] = ANSWER_MODES;

export const unknownModeMessage = (mode: string) => `unknown answer mode "${mode}" loaded as a new mode`;

export function createRunAccumulator(file: string, options: { trackRows: boolean; logRows?: boolean }): RunAccumulator {
  // One place object for every row: the cell table copies its fields out.
  const place: RowPlace = { line: 0, offset: 0, bytes: 0 };
  const addRowAt = (row: QaRow, line: number, offset: number, bytes: number, questionId?: number) => {
    place.line = line;
    place.offset = offset;
    place.bytes = bytes;
    addRow(acc, row, place, questionId);
  };
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
      const row = acc.collector.acceptLine(text, lineNo, bytes, replaced);
      if (row !== null) addRowAt(row, lineNo, offset, bytes);
    },
    acceptRow(row, lineNo, offset, bytes, questionId) {
      acc.collector.goodRows += 1;
      addRowAt(row, lineNo, offset, bytes, questionId);
    },
  };
  return acc;
}

const SHORT_KIND_LIST = 8;

function allKnownOnce(names: ReadonlySet<string>, kinds: readonly string[]): boolean {
  for (let i = 0; i < kinds.length; i += 1) {
    const kind = kinds[i] as string;
    if (!names.has(kind) || kinds.indexOf(kind) !== i) return false;
  }
  return true;
}

/** The row's kinds as admitted, each once: the row's own array when its few kinds are known and distinct (no copy). */
function admitKinds(acc: RunAccumulator, kinds: readonly string[] | undefined): readonly string[] | undefined {
  if (kinds === undefined || kinds.length === 0) return kinds;
  if (kinds.length <= SHORT_KIND_LIST && allKnownOnce(acc.kinds.names, kinds)) return kinds;
  return [...new Set(kinds.map((kind) => acc.kinds.admit(kind)))];
}

function admitMode(acc: RunAccumulator, row: QaRow, line: number): number | null {
  const before = acc.table.modes.length;
  const modeId = modeIdOf(acc.table, row.mode);
  if (modeId === null) {
    acc.collector.goodRows -= 1;
    acc.collector.badLines += 1;
    acc.collector.reject(line, "mode", `more than ${MAX_MODES} answer modes in one run; rows of mode "${row.mode}" are not loaded`);
    return null;
  }
  if (acc.table.modes.length > before) {
    acc.modes.push(createModeAccumulator(acc.rowLog === null));
    if (!known.includes(row.mode)) {
      acc.collector.warn({ file: acc.collector.file, line, path: "mode", message: unknownModeMessage(row.mode) });
    }
  }
  return modeId;
}

function addRow(acc: RunAccumulator, row: QaRow, place: RowPlace, questionId: number | undefined): void {
  const modeId = admitMode(acc, row, place.line);
  if (modeId === null) return;
  const kinds = admitKinds(acc, row.violation_kinds);
  const cap = row.claim_cap_applied === undefined || row.claim_cap_applied === null ? row.claim_cap_applied : acc.caps.admit(String(row.claim_cap_applied));
  addRowToMode(acc.modes[modeId] as ModeAccumulator, row, kinds, cap);
  if (addRowToCells(acc.table, row, modeId, verdictIndex(row.audit_mode), kinds, place, questionId)) {
    acc.collector.warn({
      file: acc.collector.file,
      line: place.line,
      path: "question,mode,sample",
      message: `duplicate cell (${row.mode}, sample ${row.sample}) for this question`,
    });
  }
  if (acc.rowLog) logRow(acc.rowLog, acc.table.lastCell, row.ratio, row.latency_s);
  // Runs hold one model profile row after row; only a new one is looked up.
  if (row.model_profile_id !== undefined && row.model_profile_id !== acc.lastModel) {
    acc.lastModel = row.model_profile_id;
    acc.modelSet.add(acc.models.admit(row.model_profile_id));
  }
}
