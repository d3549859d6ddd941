import "server-only";
import type { RunFile } from "@/lib/bench/run-file";
import { buildRunPages, type RunPages } from "@/lib/bench/run-pages";
import type { RunSummary } from "@/lib/bench/run-summary";
import { getStore, withQaRun } from "@/app/_server/store";

export type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** The file as this request saw it: the same stamp means the same bytes, so the same sections. */
const stampOf = (run: RunFile) => JSON.stringify([run.identity, run.metaIdentity]);

const searchKey = (search: Search) =>
  JSON.stringify(
    Object.keys(search)
      .sort()
      .map((name) => [name, first(search[name])]),
  );

/**
 * A QA run page's data (summary and the first page of each table for the URL's query), computed once per file stamp
 * and query; a warm request of an unchanged run only checks the stamp.
 */
export async function loadQaPage(run: RunFile, search: Search): Promise<{ summary: RunSummary; pages: RunPages } | null> {
  const loaded = await withQaRun(run.runId, (data) =>
    getStore().memo(`run-page|${run.file}|${searchKey(search)}`, stampOf(run), () => ({
      summary: data.summary,
      pages: buildRunPages(data.state.acc.table, (name) => first(search[name])),
    })),
  );
  return loaded.found ? loaded.value : null;
}
