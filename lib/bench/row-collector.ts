import { KNOWN_MODES, qaRowSchema, type QaRow } from "./schema";
import { createIssueList, pushIssue, type IssueList } from "./data-quality";
import { formatPath } from "./format-path";

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

export function createRowCollector(file: string): RowCollector {
  const seen = new Map<string, Set<number>>();
  const warnedModes = new Set<string>();
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
      const cellKey = `${row.mode}\u0000${row.question}`;
      let samples = seen.get(cellKey);
      if (!samples) {
        samples = new Set();
        seen.set(cellKey, samples);
      }
      if (samples.has(row.sample)) {
        pushIssue(collector.warnings, {
          file,
          line: lineNo,
          path: "question,mode,sample",
          message: `duplicate cell (${row.mode}, sample ${row.sample}) for this question`,
        });
      }
      samples.add(row.sample);
      if (!known.includes(row.mode) && !warnedModes.has(row.mode)) {
        warnedModes.add(row.mode);
        pushIssue(collector.warnings, { file, line: lineNo, path: "mode", message: `unknown answer mode "${row.mode}" loaded as a new mode` });
      }
      collector.goodRows += 1;
      return row;
    },
  };
  return collector;
}
