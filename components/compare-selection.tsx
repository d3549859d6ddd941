"use client";

import Link from "next/link";
import { useState } from "react";
import type { RunIndexRow } from "@/lib/bench/run-index";

export function CompareSelection({ runs }: { runs: RunIndexRow[] }) {
  const [baseline, setBaseline] = useState("");
  const [treatment, setTreatment] = useState("");
  if (runs.length < 2) return null;
  const ready = baseline && treatment && baseline !== treatment;
  const options = runs.map((r) => (
    <option key={r.runId} value={r.runId}>
      {r.runId} {r.title ? `— ${r.title}` : ""}
    </option>
  ));
  return (
    <div className="row small" style={{ marginBottom: "0.75rem" }}>
      <strong>Compare two QA runs:</strong>
      <label>
        baseline{" "}
        <select value={baseline} onChange={(e) => setBaseline(e.target.value)} data-testid="pick-baseline">
          <option value="">—</option>
          {options}
        </select>
      </label>
      <label>
        treatment{" "}
        <select value={treatment} onChange={(e) => setTreatment(e.target.value)} data-testid="pick-treatment">
          <option value="">—</option>
          {options}
        </select>
      </label>
      {ready ? (
        <Link className="button" href={`/compare?baseline=${encodeURIComponent(baseline)}&treatment=${encodeURIComponent(treatment)}`} data-testid="compare-link">
          Compare →
        </Link>
      ) : (
        <span className="muted">pick two different runs</span>
      )}
    </div>
  );
}
