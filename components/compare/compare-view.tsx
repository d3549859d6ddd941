import type { ComparePayload } from "@/lib/gate/compare/compare-runs";
import type { ComparisonGate } from "@/lib/gate/rule/rule-types";
import { GatePanel } from "./gate-panel";
import { KindHeatmap } from "./kind-heatmap";
import { MetricsTables } from "./metrics-table";
import { PairedSelection } from "./paired-selection";

/** The detail under the decision, all of it from the comparison the loader built on the server. */
export function CompareView({ payload, gate }: { payload: ComparePayload; gate: ComparisonGate }) {
  return (
    <>
      <GatePanel gate={gate} metrics={payload.metrics} />
      <MetricsTables payload={payload} />
      <PairedSelection paired={payload.paired} runs={{ baseline: payload.baseline.runId, treatment: payload.treatment.runId }} />
      <KindHeatmap kinds={payload.kinds} />
    </>
  );
}
