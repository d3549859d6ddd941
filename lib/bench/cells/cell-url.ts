import type { CellQuery } from "./cell-query";
import { CELL_SORTS, DEFAULT_PAGE_SIZE, INTENSITY_FILTERS, MAX_FILTER_CHARS, MAX_SEARCH_CHARS, SCOPE_FILTERS, VERDICTS } from "./cell-params";

/** The page sizes the tables offer: with both paged tables on one run page, the DOM stays under 500 table rows. */
export const PAGE_SIZES = [25, 50, 100, 200] as const;

// Lenient on purpose (a URL may be hand-edited): a value the server's schema would refuse is simply left out.
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);
const text = (max: number, value: string | null) => (value !== null && value !== "" && value.length <= max ? value : undefined);

/**
 * A drill-down's state in the page URL, under a prefix so two tables can share one URL: filters by name, sort as
 * `column.asc|desc`, 1-based `page` and `size`. Values that do not parse are ignored (the URL may be hand-edited).
 */
export function readCellQuery(get: (name: string) => string | null, prefix = ""): CellQuery {
  const sort = /^(\w+)\.(asc|desc)$/.exec(get(`${prefix}sort`) ?? "");
  const size = PAGE_SIZES.find((s) => String(s) === get(`${prefix}size`)) ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(get(`${prefix}page`)) || 1));
  return {
    mode: text(MAX_FILTER_CHARS, get(`${prefix}mode`)),
    verdict: oneOf(VERDICTS, get(`${prefix}verdict`)),
    kind: text(MAX_FILTER_CHARS, get(`${prefix}kind`)),
    intensity: oneOf(INTENSITY_FILTERS, get(`${prefix}intensity`)),
    scope: oneOf(SCOPE_FILTERS, get(`${prefix}scope`)),
    q: text(MAX_SEARCH_CHARS, get(`${prefix}q`)),
    sort: oneOf(CELL_SORTS, sort?.[1] ?? null),
    dir: sort?.[2] === "desc" ? "desc" : "asc",
    offset: (page - 1) * size,
    limit: size,
  };
}

export type CellQueryChange = Partial<Pick<CellQuery, "mode" | "verdict" | "kind" | "intensity" | "scope" | "q" | "sort" | "dir">> & {
  page?: number;
  size?: number;
};

/** URL parameter updates for a change; any filter or sort change goes back to page 1. */
export function writeCellQuery(change: CellQueryChange, prefix = ""): Record<string, string | null> {
  const updates: Record<string, string | null> = {};
  for (const key of ["mode", "verdict", "kind", "intensity", "scope", "q"] as const) {
    if (key in change) updates[`${prefix}${key}`] = change[key] ?? null;
  }
  if ("sort" in change) updates[`${prefix}sort`] = change.sort === undefined ? null : `${change.sort}.${change.dir ?? "asc"}`;
  if ("size" in change) updates[`${prefix}size`] = change.size === undefined || change.size === DEFAULT_PAGE_SIZE ? null : String(change.size);
  updates[`${prefix}page`] = change.page === undefined || change.page <= 1 ? null : String(change.page);
  return updates;
}
