import type { CellPage, CellQuery } from "@/lib/bench/cells/cell-query";
import type { RowsPage, RowsQuery } from "@/lib/bench/cells/cell-rows";

export type ExportFormat = "csv" | "json";
export type ExportTarget = { href: string } | { blob: () => Promise<Blob>; name: string };

/** Where the drill-down gets its pages and rows: the server's API, or a file read in this tab. */
export type CellSource = {
  fetchPage: (query: CellQuery, signal: AbortSignal) => Promise<CellPage>;
  fetchRows: (query: RowsQuery, signal: AbortSignal) => Promise<RowsPage | null>;
  exportTarget: (query: CellQuery, format: ExportFormat) => ExportTarget;
};

export function toSearchParams(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The query without its paging: what an export selects. */
function filterParams(query: CellQuery): Record<string, string | undefined> {
  const { mode, verdict, kind, intensity, scope, q, sort, dir } = query;
  return { mode, verdict, kind, intensity, scope, q, sort, dir };
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (response.status === 404) return null;
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body;
}

export function serverCellSource(runId: string): CellSource {
  const base = `/api/runs/${encodeURIComponent(runId)}`;
  return {
    async fetchPage(query, signal) {
      const page = await getJson<CellPage>(`${base}/questions?${toSearchParams(query)}`, signal);
      if (page === null) throw new Error(`run ${runId} is no longer in the bench data folder`);
      return page;
    },
    fetchRows: (query, signal) => getJson<RowsPage>(`${base}/rows?${toSearchParams(query)}`, signal),
    exportTarget: (query, format) => ({ href: `${base}/questions/export?${toSearchParams({ ...filterParams(query), format })}` }),
  };
}
