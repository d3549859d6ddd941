import type { ComparePayload } from "@/lib/gate/compare/compare-runs";
import { formatArmValue, formatMetricDelta, METRIC_KEYS, METRIC_LABELS } from "@/lib/gate/rule/rule-labels";
import type { MetricComparison, MetricKey, ModeArm, RecordedCount } from "@/lib/gate/rule/rule-types";
import { modeLabel } from "@/lib/bench/runs/format";
import stacked from "./stacked-table.module.css";

const OPTIONAL: Partial<Record<MetricKey, (arm: ModeArm) => RecordedCount>> = {
  formatCollapseRate: (arm) => arm.formatCollapsed,
  pointerLossRate: (arm) => arm.pointerLoss,
  tooManyClaimsRate: (arm) => arm.tooManyClaims,
};

/** When only one run recorded a field, that side still shows its own count; the delta stays "not recorded". */
function ArmValue({
  metric,
  comparison,
  arm,
  side,
}: {
  metric: MetricKey;
  comparison: MetricComparison;
  arm: ModeArm | undefined;
  side: "baseline" | "treatment";
}) {
  const own = arm === undefined ? undefined : OPTIONAL[metric]?.(arm);
  if (!comparison.recorded && own !== undefined && own.recorded > 0) {
    return <>{formatArmValue(metric, own.count / own.recorded, own.recorded, true)}</>;
  }
  const text = formatArmValue(metric, comparison[side], comparison.n[side], comparison.recorded);
  return text === "not recorded" ? <span className="not-recorded">not recorded</span> : <>{text}</>;
}

function MetricRow({ metric, comparison, arms }: { metric: MetricKey; comparison: MetricComparison; arms: [ModeArm | undefined, ModeArm | undefined] }) {
  const delta = formatMetricDelta(metric, comparison);
  return (
    <tr data-testid={`metric-${metric}`}>
      <th scope="row">{METRIC_LABELS[metric]}</th>
      <td className="num wrap-narrow" data-label="baseline">
        <ArmValue metric={metric} comparison={comparison} arm={arms[0]} side="baseline" />
      </td>
      <td className="num wrap-narrow" data-label="treatment">
        <ArmValue metric={metric} comparison={comparison} arm={arms[1]} side="treatment" />
      </td>
      <td className="num wrap-narrow" data-label="Δ" data-testid="delta">
        {delta === "not recorded" ? <span className="not-recorded">not recorded</span> : delta}
      </td>
    </tr>
  );
}

export function MetricsTables({ payload }: { payload: ComparePayload }) {
  return (
    <section className="panel" aria-labelledby="metrics-heading">
      <h2 id="metrics-heading">Per-mode metrics, treatment − baseline</h2>
      <p className="muted small">
        Pooled rows with their counts; rate deltas in percentage points, the mean-ratio delta a plain difference of ratios. Shifts are total variation distances
        of S/H/U shares and of claim-count buckets (0, 1–5, 6–8, 9–12, 13+). How far each move can be trusted is the decision&apos;s part, above: one interval
        per quantity, questions as the unit.
      </p>
      {payload.modes.map((mode) => {
        const comparison = payload.metrics[mode];
        if (comparison === undefined) return null;
        return (
          <div key={mode} data-testid={`metrics-${mode}`}>
            <h3>{modeLabel(mode)}</h3>
            <div className="table-wrap">
              <table className={`data ${stacked.stacked}`}>
                <thead>
                  <tr>
                    <th scope="col">metric</th>
                    <th scope="col" className="num">
                      baseline
                    </th>
                    <th scope="col" className="num">
                      treatment
                    </th>
                    <th scope="col" className="num">
                      Δ
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {METRIC_KEYS.map((metric) => (
                    <MetricRow
                      key={metric}
                      metric={metric}
                      comparison={comparison[metric]}
                      arms={[payload.arms.baseline[mode], payload.arms.treatment[mode]]}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </section>
  );
}
