import "server-only";
import { redirect } from "next/navigation";
import { isStoreBusy } from "@/lib/bench/server/store-errors";
import type { RunFile } from "@/lib/bench/runs/run-file";
import { buildDefaultRunPages, buildRunPages, type RunPages } from "@/lib/bench/cells/run-pages";
import type { RunSummary } from "@/lib/bench/accumulate/run-summary";
import { withQaRun } from "@/app/_server/store";
import { deriveFromTable } from "@/lib/bench/cells/table-derived";

export type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** The query as one string, one value a name: what the tables were rendered for, and the key of their first pages. */
export function toSearchString(search: Search): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(search).sort()) {
    const value = first(search[name]);
    if (value !== null) params.set(name, value);
  }
  return params.toString();
}

export type QaPage = { summary: RunSummary; pages: RunPages; search: string };

/**
 * A QA run page's data: the summary and the first page of each table for the URL's query, those kept with the cell
 * table until it changes (lib/bench/cells/table-derived.ts).
 */
export async function loadQaPage(run: RunFile, search: Search): Promise<QaPage | null> {
  const query = toSearchString(search);
  const loaded = await withQaRun(run.runId, (data) => {
    const table = data.state.acc.table;
    const params = new URLSearchParams(query);
    const build = () => (query === "" ? buildDefaultRunPages(table) : buildRunPages(table, (name) => params.get(name)));
    return { summary: data.summary, pages: deriveFromTable(table, `run-page|${query}`, build), search: query };
  });
  return loaded.found ? loaded.value : null;
}

/**
 * A full store answers with the busy page (503 and Retry-After), not an error: the data is fine, only later. The page
 * cache never keeps that redirect (app/_server/page-cache-handler.mjs).
 */
export async function loadQaPageOrWait(run: RunFile, search: Search): Promise<QaPage | null> {
  try {
    return await loadQaPage(run, search);
  } catch (error) {
    if (isStoreBusy(error)) redirect(`/runs/${encodeURIComponent(run.runId)}/busy?retry=${error.retryAfterSeconds}`);
    throw error;
  }
}
