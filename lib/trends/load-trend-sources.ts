import type { RunFile } from "../bench/runs/run-file";
import type { TrendSource } from "./trend-source";

/** Every QA run's summary through the caller's loader (the server's run store, or a plain read in tests). */
export function loadTrendSources(files: readonly RunFile[], load: (file: RunFile) => Promise<TrendSource>): Promise<TrendSource[]> {
  return Promise.all(files.filter((file) => file.kind === "qa").map(load));
}
