import type { RunIndexRow } from "../../bench/runs/run-index";
import type { RunMeta } from "../../bench/rows/schema";
import type { DataIssue } from "../../bench/rows/data-quality";
import { compareStoredVsRecomputed, recomputeBrier, rederiveReliabilityBins, type RecomputedBrier, type StoredVsRecomputedMismatch } from "./recompute";
import { buildReliabilityDiagram, type ReliabilityDiagram } from "./reliability-diagram";
import type { ControllerResults, ReliabilityBin } from "../bench/results-schema";
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
