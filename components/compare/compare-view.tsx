"use client";

import { useMemo } from "react";
import type { ComparePayload } from "@/lib/gate/compare-runs";
import { buildDecisionRecord } from "@/lib/gate/decision-record";
import { gateComparison } from "@/lib/gate/gate-comparison";
import { DEFAULT_THRESHOLD_PP, parseThreshold } from "@/lib/gate/threshold";
import { useHydrated } from "@/components/use-hydrated";
import { useUrlParam } from "@/components/use-url-state";
import { ExportDecisionButton } from "./export-decision-button";
import { GatePanel } from "./gate-panel";
import { KindHeatmap } from "./kind-heatmap";
import { MetricsTables } from "./metrics-table";
import { ThresholdControl } from "./threshold-control";
import { PairedPanel } from "./transition-matrix";

/** Threshold and selected matrix cell live in the URL; the gate is re-evaluated in the browser from the same pure code as the API. */
export function CompareView({ payload }: { payload: ComparePayload }) {
  const [thresholdParam, setThreshold] = useUrlParam("threshold");
  const [cell, setCell] = useUrlParam("cell");
  const parsed = parseThreshold(thresholdParam);
  const thresholdPp = parsed ?? DEFAULT_THRESHOLD_PP;
  const gate = useMemo(() => gateComparison(payload, thresholdPp), [payload, thresholdPp]);
  const record = useMemo(() => buildDecisionRecord(payload, gate), [payload, gate]);
  const hydrated = useHydrated();
  const recordUrl = `/api/compare?baseline=${encodeURIComponent(payload.baseline.runId)}&treatment=${encodeURIComponent(payload.treatment.runId)}&threshold=${thresholdPp}&format=record`;
  return (
    <>
      <section className="panel" aria-label="Threshold and export" data-testid="compare-controls" data-hydrated={hydrated}>
        <ThresholdControl value={thresholdParam ?? String(DEFAULT_THRESHOLD_PP)} invalid={parsed === null} onChange={setThreshold} />
        <div className="row" style={{ marginTop: "0.75rem" }}>
          <ExportDecisionButton record={record} fileName={`decision-${payload.baseline.runId}-vs-${payload.treatment.runId}.md`} />
          <a href={recordUrl} className="small" data-testid="record-json-link">
            same record as JSON
          </a>
        </div>
      </section>
      <GatePanel gate={gate} metrics={payload.metrics} />
      <MetricsTables payload={payload} />
      <PairedPanel paired={payload.paired} runs={{ baseline: payload.baseline.runId, treatment: payload.treatment.runId }} selected={cell} onSelect={setCell} />
      <KindHeatmap kinds={payload.kinds} />
    </>
  );
}
