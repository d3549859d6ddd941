import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RunFile } from "../bench/discover-runs";
import { readRunMeta } from "../bench/server/read-meta";
import type { RunIndexRow } from "../bench/run-index";
import type { RunMeta } from "../bench/schema";
import type { DataIssue } from "../bench/data-quality";
import { formatPath } from "../bench/format-path";
import { checkResultsStructure } from "./check-structure";
import { compareStoredVsRecomputed, recomputeBrier, rederiveReliabilityBins, type RecomputedBrier, type StoredVsRecomputedMismatch } from "./recompute";
import { buildReliabilityDiagram, type ReliabilityDiagram } from "./reliability-diagram";
import { controllerResultsSchema, type ControllerResults, type ReliabilityBin } from "./results-schema";
import { buildStoredVsRecomputed, type StoredVsRecomputed } from "./stored-vs-recomputed";

export type ControllerAnalysis = {
  recomputed: { brier: RecomputedBrier; reliabilityBins: ReliabilityBin[] };
  mismatches: StoredVsRecomputedMismatch[];
  storedVsRecomputed: StoredVsRecomputed;
  reliabilityDiagram: ReliabilityDiagram;
};

export type ControllerRun = {
  runId: string;
  kind: "controller";
  file: string;
  meta: RunMeta | null;
  title: string | null;
  provenance: string;
  results: ControllerResults | null;
  analysis: ControllerAnalysis | null;
  errors: DataIssue[];
  warnings: DataIssue[];
};

/** Everything the page and the API show, derived once per loaded file. */
export function analyzeResults(results: ControllerResults): ControllerAnalysis {
  const brier = recomputeBrier(results);
  const reliabilityBins = rederiveReliabilityBins(results);
  const mismatches = compareStoredVsRecomputed(results);
  return {
    recomputed: { brier, reliabilityBins },
    mismatches,
    storedVsRecomputed: buildStoredVsRecomputed(results, brier, reliabilityBins, mismatches),
    reliabilityDiagram: buildReliabilityDiagram(results, reliabilityBins),
  };
}

async function parseResults(filePath: string, file: string): Promise<{ results: ControllerResults | null; errors: DataIssue[] }> {
  const fail = (message: string) => ({ results: null, errors: [{ file, line: null, path: "$", message }] });
  let text: string;
  try {
    text = await readFile(filePath, "utf8");
  } catch (error) {
    return fail(`cannot read the file: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return fail(`not valid JSON: ${(error as Error).message}`);
  }
  const parsed = controllerResultsSchema.safeParse(value);
  if (parsed.success) return { results: parsed.data, errors: [] };
  return { results: null, errors: parsed.error.issues.map((issue) => ({ file, line: null, path: formatPath(issue.path), message: issue.message })) };
}

export async function loadControllerRun(run: RunFile): Promise<ControllerRun> {
  const file = path.basename(run.file);
  const [{ meta, issues }, { results, errors }] = await Promise.all([readRunMeta(run.metaFile), parseResults(run.file, file)]);
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

export function toControllerIndexRow(run: ControllerRun): RunIndexRow {
  return {
    runId: run.runId,
    kind: "controller",
    title: run.title ?? run.results?.suite ?? null,
    provenance: run.provenance,
    rows: run.results?.per_scenario.length ?? 0,
    modes: run.results?.policies ?? [],
    questions: run.results?.scenario_count ?? 0,
    policy: null,
    dataQuality: { errors: run.errors.length, warnings: run.warnings.length },
    live: null,
  };
}
