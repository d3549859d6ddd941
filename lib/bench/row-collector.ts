import { KNOWN_MODES, qaRowSchema, type QaRow } from "./schema";
import { createIssueList, pushIssue, type DataIssue, type IssueList } from "./data-quality";
import { formatPath } from "./format-path";
import { cellKeyOf } from "./question-accumulator";

export type RowCollector = {
  readonly file: string;
  errors: IssueList;
  warnings: IssueList;
  goodRows: number;
  badLines: number;
  acceptLine: (text: string, lineNo: number) => QaRow | null;
};

const known: readonly string[] = KNOWN_MODES;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
}

/** Checks that span rows; the parallel reader swaps in one that leaves cross-range decisions to the merge. */
export type RowTracker = {
  /** Whether an earlier row had this (mode, question, sample); remembers the row either way. */
  isDuplicate: (row: QaRow, lineNo: number) => boolean;
  /** Whether to warn about this unknown mode at this row (only its first row in the file). */
  shouldWarnUnknownMode: (mode: string, lineNo: number) => boolean;
};

export function createRowTracker(): RowTracker {
  const seen = new Map<string, Set<number>>();
  const warnedModes = new Set<string>();
  return {
    isDuplicate(row) {
      const cellKey = cellKeyOf(row);
      let samples = seen.get(cellKey);
      if (!samples) {
        samples = new Set();
        seen.set(cellKey, samples);
      }
      if (samples.has(row.sample)) return true;
      samples.add(row.sample);
      return false;
    },
    shouldWarnUnknownMode(mode) {
      if (warnedModes.has(mode)) return false;
      warnedModes.add(mode);
      return true;
    },
  };
}

export const duplicateCellIssue = (file: string, line: number, mode: string, sample: number): DataIssue => ({
  file,
  line,
  path: "question,mode,sample",
  message: `duplicate cell (${mode}, sample ${sample}) for this question`,
});

export const unknownModeIssue = (file: string, line: number, mode: string): DataIssue => ({
  file,
  line,
  path: "mode",
  message: `unknown answer mode "${mode}" loaded as a new mode`,
});

export function createRowCollector(file: string, tracker: RowTracker = createRowTracker()): RowCollector {
  const collector: RowCollector = {
    file,
    errors: createIssueList(),
    warnings: createIssueList(),
    goodRows: 0,
    badLines: 0,
    acceptLine(raw, lineNo) {
      const text = (lineNo === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).trim();
      if (text === "") return null;
      // The streaming decoder turns invalid UTF-8 into U+FFFD; say so, since the row may still load.
      if (text.includes("\uFFFD")) {
        pushIssue(collector.warnings, { file, line: lineNo, path: "$", message: "invalid UTF-8 replaced with U+FFFD (or the line already held U+FFFD)" });
      }
      const reject = (path: string, message: string): null => {
        collector.badLines += 1;
        pushIssue(collector.errors, { file, line: lineNo, path, message });
        return null;
      };
      const parsed = parseJson(text);
      if (!parsed.ok) return reject("$", parsed.message);
      const value = parsed.value;
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return reject("$", `expected a JSON object, got ${Array.isArray(value) ? "an array" : typeof value === "object" ? "null" : typeof value}`);
      }
      const result = qaRowSchema.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        return reject(issue ? formatPath(issue.path) : "$", issue?.message ?? "invalid row");
      }
      const row = result.data;
      if (tracker.isDuplicate(row, lineNo)) pushIssue(collector.warnings, duplicateCellIssue(file, lineNo, row.mode, row.sample));
      if (!known.includes(row.mode) && tracker.shouldWarnUnknownMode(row.mode, lineNo)) {
        pushIssue(collector.warnings, unknownModeIssue(file, lineNo, row.mode));
      }
      collector.goodRows += 1;
      return row;
    },
  };
  return collector;
}
