import { z } from "zod";
import { VERDICTS } from "../rows/schema";
import type { CellTable } from "../accumulate/cell-table";
import { allCells, cellAt, type CellRecord } from "./cell-record";
import { intensityKeyOf, scopeKeyOf, toCellView, type CellView } from "./cell-view";
import {
  CELL_SORTS,
  DEFAULT_PAGE_SIZE,
  INTENSITY_FILTERS,
  MAX_FILTER_CHARS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_CHARS,
  SCOPE_FILTERS,
  type CellSort,
} from "./cell-params";
import { rankIntensity } from "../../quantifier/ladder/rungs";
import { deriveFromTable } from "./table-derived";

const text = (max: number) => z.string().min(1).max(max);
const integer = z.coerce.number().int();

export const cellQuerySchema = z.object({
  mode: text(MAX_FILTER_CHARS).optional(),
  verdict: z.enum(VERDICTS).optional(),
  kind: text(MAX_FILTER_CHARS).optional(),
  intensity: z.enum(INTENSITY_FILTERS).optional(),
  scope: z.enum(SCOPE_FILTERS).optional(),
  q: text(MAX_SEARCH_CHARS).optional(),
  sort: z.enum(CELL_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).default("asc"),
  offset: integer.min(0).default(0),
  limit: integer.min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type CellQuery = z.infer<typeof cellQuerySchema>;
export type CellFilter = Pick<CellQuery, "mode" | "verdict" | "kind" | "intensity" | "scope" | "q">;

export type CellPage = { total: number; offset: number; limit: number; items: CellView[] };

function buildPredicate(table: CellTable, filter: CellFilter): (cell: CellRecord) => boolean {
  const modeId = filter.mode === undefined ? undefined : (table.modeIds.get(filter.mode) ?? -1);
  const needle = filter.q?.toLowerCase();
  const lower = needle === undefined ? null : lowerQuestions(table);
  return (cell) =>
    (modeId === undefined || cell.mode === modeId) &&
    (filter.verdict === undefined || cell.verdict(filter.verdict) > 0) &&
    (filter.kind === undefined || cell.kindTotal(filter.kind) > 0) &&
    (filter.intensity === undefined || intensityKeyOf(cell) === filter.intensity) &&
    (filter.scope === undefined || scopeKeyOf(cell) === filter.scope) &&
    (needle === undefined || (lower?.[cell.question] ?? "").includes(needle));
}

const lowerQuestions = (table: CellTable): string[] => deriveFromTable(table, "lowered", () => table.questions.map((question) => question.toLowerCase()));

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const nullLast = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value);

function sortKeyOf(table: CellTable, sort: CellSort): (cell: CellRecord) => number | string {
  switch (sort) {
    case "question":
      return (cell) => table.questions[cell.question] ?? "";
    case "mode":
      return (cell) => table.modes[cell.mode] ?? "";
    case "rows":
      return (cell) => cell.rows;
    case "pattern":
      return (cell) => `${cell.verdict("STRICT") / cell.rows}|${cell.verdict("HYBRID") / cell.rows}`;
    case "strictRate":
      return (cell) => cell.verdict("STRICT") / cell.rows;
    case "meanRatio":
      return (cell) => cell.ratioSum / cell.rows;
    case "meanLatencyS":
      return (cell) => cell.latencySum / cell.rows;
    case "kinds":
      return (cell) => (cell.kindsRecorded === 0 ? -1 : cell.kindCount);
    case "intensity":
      return (cell) => (cell.intensity === undefined ? -2 : cell.intensity === null ? -1 : rankIntensity(cell.intensity));
    case "scope":
      return (cell) => scopeKeyOf(cell);
    case "claimCap":
      return (cell) => nullLast(cell.cap ?? null);
  }
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** Cell ids in the query's order, before paging: ties keep file order (first row of each cell). */
function selectCellIds(table: CellTable, query: Omit<CellQuery, "offset" | "limit">): Int32Array {
  const predicate = buildPredicate(table, query);
  const ids: number[] = [];
  for (const cell of allCells(table)) if (predicate(cell)) ids.push(cell.id);
  if (query.sort !== undefined) {
    const keyOf = sortKeyOf(table, query.sort);
    const keys = ids.map((id) => keyOf(cellAt(table, id)));
    const order = ids.map((_, i) => i);
    const sign = query.dir === "desc" ? -1 : 1;
    order.sort((i, j) => sign * compareKeys(keys[i] as number | string, keys[j] as number | string) || i - j);
    return Int32Array.from(order, (i) => ids[i] as number);
  }
  return Int32Array.from(ids);
}

/** Paging through one filtered, sorted view repeats the same selection: it is kept with the table. */
export function selectCellIdsCached(table: CellTable, query: Omit<CellQuery, "offset" | "limit">): Int32Array {
  const key = JSON.stringify(["select", query.mode, query.verdict, query.kind, query.intensity, query.scope, query.q, query.sort, query.dir]);
  return deriveFromTable(table, key, () => selectCellIds(table, query));
}

export function queryCells(table: CellTable, query: CellQuery): CellPage {
  const ids = selectCellIdsCached(table, query);
  const items: CellView[] = [];
  const end = Math.min(ids.length, query.offset + query.limit);
  for (let i = query.offset; i < end; i += 1) items.push(toCellView(table, cellAt(table, ids[i] as number)));
  return { total: ids.length, offset: query.offset, limit: query.limit, items };
}
