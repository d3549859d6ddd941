import type { RunCatalog } from "../bench/run-catalog";
import type { RunSummary } from "../bench/summarize-run";

/** Every QA run's summary, from the catalog's cache when the file has not changed. */
export async function loadTrendSources(catalog: RunCatalog): Promise<RunSummary[]> {
  const files = await catalog.discover();
  return Promise.all(files.filter((file) => file.kind === "qa").map((file) => catalog.loadQa(file)));
}
