import type { ComparePayload } from "@/lib/gate/compare/compare-runs";
import { formatArmValue, formatMetricDelta, METRIC_KEYS, METRIC_LABELS } from "@/lib/gate/rule/rule-labels";
import type { MetricComparison, MetricKey, ModeArm, RecordedCount } from "@/lib/gate/rule/rule-types";
import { modeLabel } from "@/lib/bench/runs/format";
import { TextTable, type TextColumn } from "@/components/data-table/text-table";

const OPTIONAL: Partial<Record<MetricKey, (arm: ModeArm) => RecordedCount>> = {
  formatCollapseRate: (arm) => arm.formatCollapsed,
  pointerLossRate: (arm) => arm.pointerLoss,
  tooManyClaimsRate: (arm) => arm.tooManyClaims,
};

const COLUMNS: TextColumn[] = [
  { key: "metric", header: "metric", rowHeader: true },
  { key: "baseline", header: "baseline", num: true },
  { key: "treatment", header: "treatment", num: true },
  { key: "delta", header: "Δ", num: true },
];

/** When only one run recorded a field, that side still shows its own count; the delta stays "not recorded". */
function describeArm(metric: MetricKey, comparison: MetricComparison, arm: ModeArm | undefined, side: "baseline" | "treatment"): string {
  const own = arm === undefined ? undefined : OPTIONAL[metric]?.(arm);
  if (!comparison.recorded && own !== undefined && own.recorded > 0) return formatArmValue(metric, own.count / own.recorded, own.recorded, true);
  return formatArmValue(metric, comparison[side], comparison.n[side], comparison.recorded);
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
        const [before, after] = [payload.arms.baseline[mode], payload.arms.treatment[mode]];
        const rows = METRIC_KEYS.map((metric) => ({
          id: metric,
          cells: {
            metric: METRIC_LABELS[metric],
            baseline: describeArm(metric, comparison[metric], before, "baseline"),
            treatment: describeArm(metric, comparison[metric], after, "treatment"),
            delta: formatMetricDelta(metric, comparison[metric]),
          },
        }));
        return (
          <div key={mode} data-testid={`metrics-${mode}`}>
            <h3>{modeLabel(mode)}</h3>
            <TextTable
              columns={COLUMNS}
              rows={rows}
              testId={`metrics-table-${mode}`}
              rowTestIdPrefix="metric-"
              caption={`${modeLabel(mode)}: each metric in both runs and the change`}
            />
          </div>
        );
      })}
    </section>
  );
}
