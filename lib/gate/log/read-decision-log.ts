import { describeFirstIssue } from "../../http/describe-issue";
import { decisionEntrySchema, type DecisionEntry } from "./decision-entry";

/** A line of the log that is not a decision: its 1-based line number and why. The other lines are kept. */
export type LogProblem = { line: number; message: string };
export type LoggedEntry = DecisionEntry & { line: number };
export type DecisionLog = { entries: LoggedEntry[]; problems: LogProblem[] };

/** Parses the log's text line by line; blank lines are skipped, a repeated id is a problem at its second line. */
export function parseDecisionLog(text: string): DecisionLog {
  const entries: LoggedEntry[] = [];
  const problems: LogProblem[] = [];
  const seen = new Set<string>();
  const lines = text.split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const body = raw.replace(/\r$/, "");
    if (body.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      problems.push({ line, message: `not JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const parsed = decisionEntrySchema.safeParse(value);
    if (!parsed.success) {
      const issue = describeFirstIssue(parsed.error);
      problems.push({ line, message: `not a decision: ${issue.path}: ${issue.error}` });
      continue;
    }
    if (seen.has(parsed.data.id)) {
      problems.push({ line, message: `decision id ${parsed.data.id} is already used by an earlier line` });
      continue;
    }
    seen.add(parsed.data.id);
    entries.push({ ...parsed.data, line });
  }
  return { entries, problems };
}

/** Newest first: by recorded time, and for one time the later line first. */
export function sortNewestFirst(entries: readonly LoggedEntry[]): LoggedEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.line - a.line);
}
