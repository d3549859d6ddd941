import { INTENSITIES } from "../../quantifier/ladder/intensities";
import { VERDICTS } from "../rows/verdicts";

// Plain lists, no zod: the drill-down's browser code reads and writes its URL with them (cell-url.ts), and the
// server's query schema (cell-query.ts) is built from the same lists.
export { VERDICTS };
export const CELL_SORTS = [
  "question",
  "mode",
  "rows",
  "pattern",
  "strictRate",
  "meanRatio",
  "meanLatencyS",
  "kinds",
  "intensity",
  "scope",
  "claimCap",
] as const;
export type CellSort = (typeof CELL_SORTS)[number];
export const INTENSITY_FILTERS = [...INTENSITIES, "none", "not-recorded"] as const;
export type IntensityFilter = (typeof INTENSITY_FILTERS)[number];
export const SCOPE_FILTERS = ["bounded", "unbounded", "unknown", "not-recorded"] as const;
export type ScopeFilter = (typeof SCOPE_FILTERS)[number];
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
export const MAX_FILTER_CHARS = 200;
export const MAX_SEARCH_CHARS = 500;
