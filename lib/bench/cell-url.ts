import { cellQuerySchema, DEFAULT_PAGE_SIZE, type CellQuery } from "./cell-query";

/** The page sizes the tables offer: with both paged tables on one run page, the DOM stays under 500 table rows. */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
type Shape = typeof cellQuerySchema.shape;

function pick<K extends keyof Shape>(key: K, value: string | null): CellQuery[K] | undefined {
  if (value === null || value === "") return undefined;
  const parsed = cellQuerySchema.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as CellQuery[K]) : undefined;
}

/**
 * A drill-down's state in the page URL, under a prefix so two tables can share one URL: filters by name, sort as
 * `column.asc|desc`, 1-based `page` and `size`. Values that do not parse are ignored (the URL may be hand-edited).
 */
export function readCellQuery(get: (name: string) => string | null, prefix = ""): CellQuery {
  const sort = /^(\w+)\.(asc|desc)$/.exec(get(`${prefix}sort`) ?? "");
  const size = PAGE_SIZES.find((s) => String(s) === get(`${prefix}size`)) ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(get(`${prefix}page`)) || 1));
  return {
    mode: pick("mode", get(`${prefix}mode`)),
    verdict: pick("verdict", get(`${prefix}verdict`)),
    kind: pick("kind", get(`${prefix}kind`)),
    intensity: pick("intensity", get(`${prefix}intensity`)),
    scope: pick("scope", get(`${prefix}scope`)),
    q: pick("q", get(`${prefix}q`)),
    sort: sort ? pick("sort", sort[1] ?? null) : undefined,
    dir: sort?.[2] === "desc" ? "desc" : "asc",
    offset: (page - 1) * size,
    limit: size,
  };
}

export type CellQueryChange = Partial<Pick<CellQuery, "mode" | "verdict" | "kind" | "intensity" | "scope" | "q" | "sort" | "dir">> & { page?: number; size?: number };

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
