import { z } from "zod";
import type { RunIndexRow } from "./run-index";

export const RUNS_PAGE_SIZE = 50;
export const MAX_RUNS_PAGE_SIZE = 500;

/** The runs table's columns, as its sort parameter (`column.asc|desc`) names them, and the value each sorts and filters on. */
const COLUMN_VALUES = {
  runId: (row) => row.runId,
  kind: (row) => row.kind,
  title: (row) => row.title ?? "",
  provenance: (row) => row.provenance,
  policy: (row) => JSON.stringify(row.policy),
  rows: (row) => row.rows,
  modes: (row) => row.modes.join(", "),
  questions: (row) => row.questions,
  quality: (row) => row.dataQuality.errors * 1e6 + row.dataQuality.warnings,
} satisfies Record<string, (row: RunIndexRow) => string | number>;

const sortColumnSchema = z.enum(Object.keys(COLUMN_VALUES) as [keyof typeof COLUMN_VALUES, ...(keyof typeof COLUMN_VALUES)[]]);
const count = (min: number) => z.coerce.number().int().min(min);

export const runIndexQuerySchema = z
  .strictObject({
    q: z.string().max(200).optional(),
    kind: z.enum(["qa", "controller"]).optional(),
    sort: z
      .string()
      .transform((text, context) => {
        const [column, direction] = [text.slice(0, text.lastIndexOf(".")), text.slice(text.lastIndexOf(".") + 1)];
        const parsed = sortColumnSchema.safeParse(column);
        if (parsed.success && (direction === "asc" || direction === "desc")) return { column: parsed.data, desc: direction === "desc" };
        context.addIssue({ code: "custom", message: `expected <column>.asc or <column>.desc, column one of ${sortColumnSchema.options.join(", ")}` });
        return z.NEVER;
      })
      .optional(),
    page: count(1).optional(),
    offset: count(0).optional(),
    limit: count(1).max(MAX_RUNS_PAGE_SIZE).default(RUNS_PAGE_SIZE),
  })
  .refine((query) => query.page === undefined || query.offset === undefined, { message: "give page or offset, not both", path: ["offset"] });

export type RunIndexQuery = z.output<typeof runIndexQuerySchema>;
/** What the compare picker needs of a QA run, on every page. */
export type CompareChoice = Pick<RunIndexRow, "runId" | "title">;
export type RunIndexPage = { runs: RunIndexRow[]; total: number; matched: number; offset: number; limit: number };
/** A page as `GET /api/runs` and `/` serve it: with the index's warnings and how many runs (of all) are running. */
export type RunsPage = RunIndexPage & { warnings: string[]; running: number };

function matchesText(row: RunIndexRow, needle: string): boolean {
  return Object.values(COLUMN_VALUES).some((value) => String(value(row)).toLowerCase().includes(needle));
}

function compareBy(column: keyof typeof COLUMN_VALUES, desc: boolean): (a: RunIndexRow, b: RunIndexRow) => number {
  const value = COLUMN_VALUES[column];
  const sign = desc ? -1 : 1;
  return (a, b) => {
    const [left, right] = [value(a), value(b)];
    const order = typeof left === "number" && typeof right === "number" ? left - right : String(left).localeCompare(String(right), "en", { numeric: true });
    return sign * order;
  };
}

/** One page of the index (already newest first), filtered and sorted over every run, as the table's URL asks. */
export function queryRunIndex(rows: readonly RunIndexRow[], query: RunIndexQuery): RunIndexPage {
  const needle = query.q?.trim().toLowerCase() ?? "";
  const matched = rows.filter((row) => (query.kind === undefined || row.kind === query.kind) && (needle === "" || matchesText(row, needle)));
  const sorted = query.sort ? [...matched].sort(compareBy(query.sort.column, query.sort.desc)) : matched;
  const offset = query.offset ?? ((query.page ?? 1) - 1) * query.limit;
  return { runs: sorted.slice(offset, offset + query.limit), total: rows.length, matched: sorted.length, offset, limit: query.limit };
}

export function pageRunIndex(index: { runs: readonly RunIndexRow[]; warnings: string[] }, query: RunIndexQuery): RunsPage {
  const running = index.runs.filter((run) => run.live?.state === "running").length;
  return { ...queryRunIndex(index.runs, query), warnings: index.warnings, running };
}

export function listCompareChoices(rows: readonly RunIndexRow[]): CompareChoice[] {
  return rows.filter((row) => row.kind === "qa").map((row) => ({ runId: row.runId, title: row.title }));
}
