"use client";

import Link from "next/link";
import type { CompareChoice } from "@/lib/bench/runs/run-index-query";
import { useUrlParam } from "./use-url-state";

/** Offers every QA run whatever the table filter shows, and keeps the picks in the URL so reload and Back restore them. */
export function CompareSelection({ runs }: { runs: CompareChoice[] }) {
  const [baselineParam, setBaseline] = useUrlParam("baseline");
  const [treatmentParam, setTreatment] = useUrlParam("treatment");
  const known = (id: string | null) => (id !== null && runs.some((run) => run.runId === id) ? id : "");
  const baseline = known(baselineParam);
  const treatment = known(treatmentParam);
  const ready = baseline && treatment && baseline !== treatment;
  const picks = { baseline, treatment };
  const setPick = { baseline: setBaseline, treatment: setTreatment };
  const options = runs.map((r) => (
    <option key={r.runId} value={r.runId}>
      {r.runId} {r.title ? `— ${r.title}` : ""}
    </option>
  ));
  return (
    <div className="row small" style={{ marginBottom: "0.75rem" }} data-testid="compare-selection">
      <strong>Compare two QA runs:</strong>
      {(["baseline", "treatment"] as const).map((arm) => (
        <label key={arm}>
          {arm}{" "}
          <select value={picks[arm]} onChange={(e) => setPick[arm](e.target.value || null)} data-testid={`pick-${arm}`}>
            <option value="">—</option>
            {options}
          </select>
        </label>
      ))}
      {ready ? (
        <Link
          className="button"
          href={`/compare?baseline=${encodeURIComponent(baseline)}&treatment=${encodeURIComponent(treatment)}`}
          data-testid="compare-link"
        >
          Compare →
        </Link>
      ) : (
        <span className="muted">{runs.length < 2 ? "needs two QA runs in the bench data folder" : "pick two different runs"}</span>
      )}
    </div>
  );
}
