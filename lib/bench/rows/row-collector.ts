import { qaRowSchema, type QaRow } from "./schema";
import { createIssueList, pushIssue, type DataIssue, type IssueList } from "./data-quality";
import { formatPath } from "../../json/format-path";
import { passesRowCheck } from "./row-check";
import { MAX_LINE_BYTES } from "./line-reader";

export type RowCollector = {
  readonly file: string;
  errors: IssueList;
  warnings: IssueList;
  goodRows: number;
  badLines: number;
  /** Validates one line; `text` is null for a line over the length cap; `fileStart`: the line opens the file. */
  acceptLine: (text: string | null, lineNo: number, bytes: number, replaced?: boolean, fileStart?: boolean) => QaRow | null;
  reject: (lineNo: number, path: string, message: string) => void;
  warn: (issue: DataIssue) => void;
};

const isJsonSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a;

const isStraySpace = (char: string | undefined) => char !== undefined && !isJsonSpace(char.charCodeAt(0)) && /\s/u.test(char);
const codePoint = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * A space that trim() drops but JSON does not allow, named by code point when it is what broke the line (it is invisible
 * in JSON.parse's message): at the start, or at the end of a line that parses without it.
 */
function strayEndSpace(text: string): string | null {
  const [first, last] = [text.at(0), text.at(-1)];
  if (isStraySpace(first)) return `${codePoint(first as string)} at the start of the line is not JSON whitespace`;
  if (!isStraySpace(last)) return null;
  try {
    JSON.parse(text.slice(0, -1));
    return `${codePoint(last as string)} at the end of the line is not JSON whitespace`;
  } catch {
    return null;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${strayEndSpace(text) ?? (error as Error).message.slice(0, 200)}` };
  }
}

/** Only JSON's own whitespace: trim() also drops NBSP, U+2028, U+3000, \v, \f and a BOM, which JSON.parse refuses. */
function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (!isJsonSpace(text.charCodeAt(i))) return false;
  }
  return true;
}

function describeNonObject(value: unknown): string {
  return `expected a JSON object, got ${Array.isArray(value) ? "an array" : value === null ? "null" : typeof value}`;
}

export function createRowCollector(file: string): RowCollector {
  const collector: RowCollector = {
    file,
    errors: createIssueList(),
    warnings: createIssueList(),
    goodRows: 0,
    badLines: 0,
    reject(lineNo, path, message) {
      pushIssue(collector.errors, { file, line: lineNo, path, message });
    },
    warn(issue) {
      pushIssue(collector.warnings, issue);
    },
    acceptLine(raw, lineNo, bytes, replaced = false, fileStart = lineNo === 1) {
      if (raw === null) {
        collector.badLines += 1;
        collector.reject(lineNo, "$", `line is ${bytes} bytes, over the ${MAX_LINE_BYTES}-byte limit for one row; skipped`);
        return null;
      }
      // A byte-order mark may open the file, nowhere else; JSON.parse takes the other whitespace JSON allows around a row.
      const text = fileStart && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      if (isBlank(text)) return null;
      // Invalid UTF-8 is read as U+FFFD; say so, since the row may still load.
      if (replaced) collector.warn({ file, line: lineNo, path: "$", message: "invalid UTF-8 replaced with U+FFFD" });
      const parsed = parseJson(text);
      const value = parsed.ok ? parsed.value : null;
      if (!parsed.ok || typeof value !== "object" || value === null || Array.isArray(value)) {
        collector.badLines += 1;
        collector.reject(lineNo, "$", parsed.ok ? describeNonObject(value) : parsed.message);
        return null;
      }
      if (passesRowCheck(value as Record<string, unknown>)) {
        collector.goodRows += 1;
        return value as QaRow;
      }
      const result = qaRowSchema.safeParse(value);
      if (result.success) {
        collector.goodRows += 1;
        return result.data;
      }
      collector.badLines += 1;
      for (const issue of result.error.issues) collector.reject(lineNo, formatPath(issue.path), issue.message);
      return null;
    },
  };
  return collector;
}
