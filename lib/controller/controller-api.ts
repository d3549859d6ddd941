import type { ControllerRun } from "./load-controller-run";

export function toControllerApi(run: ControllerRun) {
  return { runId: run.runId, kind: run.kind, meta: run.meta, provenance: run.provenance, results: run.results, dataQuality: { errors: run.errors, warnings: [] } };
}
