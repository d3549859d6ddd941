import type { DataIssue } from "../../bench/rows/data-quality";
import type { RunMeta } from "../../bench/rows/schema";
import type { ControllerRun } from "./controller-run";
import type { RecomputedBrier, StoredVsRecomputedMismatch } from "./recompute";
import type { ReliabilityDiagram } from "./reliability-diagram";
import type { ControllerResults, ReliabilityBin } from "../bench/results-schema";

/** The JSON of GET /api/runs/{runId} for a controller run. */
export type ControllerApi = {
  runId: string;
  kind: "controller";
  meta: RunMeta | null;
  provenance: string;
  summary: ControllerResults["summary"] | null;
  recomputed: { brier: RecomputedBrier; reliabilityBins: ReliabilityBin[] } | null;
  mismatches: StoredVsRecomputedMismatch[];
  reliabilityDiagram: ReliabilityDiagram | null;
  dataQuality: { errors: DataIssue[]; warnings: DataIssue[] };
};

export function toControllerApi(run: ControllerRun): ControllerApi {
  const analysis = run.analysis;
  return {
    runId: run.runId,
    kind: run.kind,
    meta: run.meta,
    provenance: run.provenance,
    summary: run.results?.summary ?? null,
    recomputed: analysis === null ? null : { brier: analysis.recomputed.brier, reliabilityBins: analysis.recomputed.reliabilityBins },
    mismatches: analysis?.mismatches ?? [],
    reliabilityDiagram: analysis?.reliabilityDiagram ?? null,
    dataQuality: { errors: run.errors, warnings: run.warnings },
  };
}
