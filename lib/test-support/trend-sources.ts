import { discoverRuns } from "../bench/server/discover-runs";
import { summarizeQaFile } from "../bench/server/summarize-file";
import { loadTrendSources } from "../trends/load-trend-sources";
import type { TrendSource } from "../trends/trend-source";

/** A folder of runs read the way the server reads it, summary by summary (tests). */
export function loadFolderSources(dir: string): Promise<TrendSource[]> {
  return loadTrendSources(discoverRuns(dir), (run) => summarizeQaFile(run.file, run.runId, run.metaFile));
}
