import type { TruthHistogram } from "@/lib/controller/runs/reliability-diagram";
import { HISTOGRAM_PLOT_PX, layoutTruthHistogram } from "@/lib/charts/reliability-layout";
import styles from "@/components/charts/svg-chart.module.css";
import { PolicyChartFrame } from "./policy-chart-frame";
import { POLICY_STYLE } from "./policy-style";

const TOP_PX = 8;

/** Server-rendered grouped bars of the file's stored reliability_bins; the table beside holds the same counts. */
export function TruthHistogramChart({ histograms }: { histograms: TruthHistogram[] }) {
  const layout = layoutTruthHistogram(histograms);
  const bottom = TOP_PX + HISTOGRAM_PLOT_PX;
  return (
    <PolicyChartFrame
      testId="truth-histogram"
      policies={histograms.map((h) => h.policy)}
      mark="bar"
      height={bottom + 40}
      label={`Committed steps per truth-probability bin. ${histograms.map((h) => `${h.policy}: ${h.bins.map((bin) => `${bin.bin} ${bin.stored}`).join(", ")}`).join("; ")}`}
    >
      {layout.yTicks.map((tick) => (
        <g key={tick.value}>
          <line x1="0%" x2="100%" y1={TOP_PX + tick.position} y2={TOP_PX + tick.position} className={styles.grid} />
          <text x={-6} y={TOP_PX + tick.position + 4} textAnchor="end" className={styles.tick}>
            {tick.value}
          </text>
        </g>
      ))}
      {layout.bars.map((bar) => (
        <rect
          key={`${bar.policy}-${bar.bin}`}
          x={`${bar.x}%`}
          width={`${bar.width}%`}
          y={TOP_PX + bar.y}
          height={bar.height}
          style={{ fill: POLICY_STYLE[bar.policy].color, stroke: "var(--text)" }}
          strokeDasharray={POLICY_STYLE[bar.policy].dash}
        >
          <title>{`${bar.policy}, ${bar.bin}: ${bar.count} steps`}</title>
        </rect>
      ))}
      <line x1="0%" x2="100%" y1={bottom} y2={bottom} className={styles.axis} />
      {layout.bins.map((bin) => (
        <text key={bin.label} x={`${bin.center}%`} y={bottom + 15} textAnchor="middle" className={styles.tick}>
          {bin.label}
        </text>
      ))}
      <text x="50%" y={bottom + 32} textAnchor="middle" className={styles.axisTitle}>
        truth branch&apos;s probability
      </text>
    </PolicyChartFrame>
  );
}
