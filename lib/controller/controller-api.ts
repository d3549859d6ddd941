import type { ControllerRun } from "./controller-run";

/** The JSON of GET /api/runs/{runId} for a controller run. */
export function toControllerApi(run: ControllerRun) {
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
