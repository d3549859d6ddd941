import path from "node:path";
import type { RunFile } from "../../bench/runs/run-file";
import { readRunMeta } from "../../bench/server/read-meta";
import type { DataIssue } from "../../bench/rows/data-quality";
import { readJsonFile } from "../../json/server/read-json-file";
import { checkResultsStructure } from "../runs/check-structure";
import { analyzeResults, type ControllerRun } from "../runs/controller-run";
import { controllerResultsSchema, type ControllerResults } from "../bench/results-schema";

/** Far above any bench's results.json (the committed one is 66 KB); the file is parsed whole. */
const MAX_RESULTS_BYTES = 64 * 1024 * 1024;

async function readResults(filePath: string, file: string): Promise<{ results: ControllerResults | null; errors: DataIssue[] }> {
  const read = await readJsonFile(filePath, controllerResultsSchema, MAX_RESULTS_BYTES);
  if (read.status === "ok") return { results: read.value, errors: [] };
  const issues = read.status === "missing" ? [{ path: "$", message: "the file is gone" }] : read.issues;
  return { results: null, errors: issues.map((issue) => ({ file, line: null, ...issue })) };
}

export async function loadControllerRun(run: RunFile): Promise<ControllerRun> {
  const file = path.basename(run.file);
  const [{ meta, issues }, { results, errors }] = await Promise.all([readRunMeta(run.metaFile), readResults(run.file, file)]);
  return {
    runId: run.runId,
    kind: "controller",
    file,
    meta,
    title: meta?.title ?? null,
    provenance: meta?.provenance ?? "unknown",
    results,
    analysis: results === null ? null : analyzeResults(results),
    errors: [...issues, ...errors],
    warnings: results === null ? [] : checkResultsStructure(results, file),
  };
}
