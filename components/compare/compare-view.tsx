"use client";

import { useMemo } from "react";
import { useRouter } from "next/navigation";
import type { ComparePayload } from "@/lib/gate/compare/compare-runs";
import { gateComparison } from "@/lib/gate/compare/gate-pair";
import { DEFAULT_THRESHOLD_PP, parseThreshold } from "@/lib/gate/rule/threshold";
import { useHydrated } from "@/components/use-hydrated";
import { useUrlParam } from "@/components/use-url-state";
import { GatePanel } from "./gate-panel";
import { KindHeatmap } from "./kind-heatmap";
import { MetricsTables } from "./metrics-table";
import { ThresholdControl } from "./threshold-control";
import { PairedPanel } from "./transition-matrix";

/**
 * Threshold and selected matrix cell live in the URL. The rule's detail is re-evaluated in the browser from the same pure
 * code as the API; the decision and its record come from the server, so a new threshold also asks the server again.
 */
export function CompareView({ payload }: { payload: ComparePayload }) {
  const router = useRouter();
  const [thresholdParam, setThreshold] = useUrlParam("threshold");
  const [cell, setCell] = useUrlParam("cell");
  const parsed = parseThreshold(thresholdParam);
  const thresholdPp = parsed ?? DEFAULT_THRESHOLD_PP;
  const gate = useMemo(() => gateComparison(payload, thresholdPp), [payload, thresholdPp]);
  const hydrated = useHydrated();
  const changeThreshold = (next: string | null) => {
    setThreshold(next);
    router.replace(`${window.location.pathname}${window.location.search}`, { scroll: false });
  };
  return (
    <>
      <section className="panel" aria-label="Signal floor" data-testid="compare-controls" data-hydrated={hydrated}>
        <ThresholdControl value={thresholdParam ?? String(DEFAULT_THRESHOLD_PP)} invalid={parsed === null} onChange={changeThreshold} />
      </section>
      <GatePanel gate={gate} metrics={payload.metrics} />
      <MetricsTables payload={payload} />
      <PairedPanel paired={payload.paired} runs={{ baseline: payload.baseline.runId, treatment: payload.treatment.runId }} selected={cell} onSelect={setCell} />
      <KindHeatmap kinds={payload.kinds} />
    </>
  );
}
