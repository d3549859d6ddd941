import type { PolicyDiagram } from "@/lib/controller/runs/reliability-diagram";
import { layoutReliability, RELIABILITY_PLOT_PX, type ReliabilityPoint } from "@/lib/charts/reliability-layout";
import styles from "@/components/charts/svg-chart.module.css";
import { PolicyMarker } from "./policy-marker";
import { PolicyChartFrame } from "./policy-chart-frame";
import { POLICY_STYLE } from "./policy-style";

const TOP_PX = 12;
const f2 = (value: number) => value.toFixed(2);

const describePoint = (policy: string, point: ReliabilityPoint) =>
  `${policy}, bin ${point.bin}: mean confidence ${f2(point.confidence)}, accuracy ${f2(point.accuracy)}, ${point.count} steps`;

/** Server-rendered scatter: confidence across (percent of the width), accuracy up (pixels), the dashed diagonal perfect calibration. */
export function ReliabilityChart({ diagrams }: { diagrams: PolicyDiagram[] }) {
  const { series, ticks } = layoutReliability(diagrams);
  const y = (value: number) => TOP_PX + (1 - value) * RELIABILITY_PLOT_PX;
  const bottom = TOP_PX + RELIABILITY_PLOT_PX;
  return (
    <PolicyChartFrame
      testId="reliability-diagram"
      policies={diagrams.map((diagram) => diagram.policy)}
      mark="marker"
      height={bottom + 40}
      label={`Reliability diagram, ${series.map((s) => `${s.policy}: ${s.points.map((point) => describePoint(s.policy, point)).join("; ")}`).join(". ")}`}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={`${tick * 100}%`} x2={`${tick * 100}%`} y1={TOP_PX} y2={bottom} className={styles.grid} />
          <line x1="0%" x2="100%" y1={y(tick)} y2={y(tick)} className={styles.grid} />
          <text x={`${tick * 100}%`} y={bottom + 15} textAnchor="middle" className={styles.tick}>
            {tick.toFixed(1)}
          </text>
          <text x={-6} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
            {tick.toFixed(1)}
          </text>
        </g>
      ))}
      <line x1="0%" y1={bottom} x2="100%" y2={TOP_PX} className={styles.diagonal} />
      <text x="50%" y={bottom + 32} textAnchor="middle" className={styles.axisTitle}>
        leader&apos;s probability (confidence)
      </text>
      <text
        transform={`translate(-32,${TOP_PX + RELIABILITY_PLOT_PX / 2}) rotate(-90)`}
        textAnchor="middle"
        className={styles.axisTitle}
        data-testid="y-axis-title"
      >
        accuracy (leader was right)
      </text>
      {series.map(({ policy, points }) => {
        const { color, dash } = POLICY_STYLE[policy];
        return (
          <g key={policy} data-testid={`reliability-series-${policy}`} style={{ stroke: color, fill: color }}>
            {points.slice(1).map((point, i) => {
              const previous = points[i] ?? point;
              return (
                <line
                  key={point.bin}
                  x1={`${previous.x}%`}
                  y1={TOP_PX + previous.y}
                  x2={`${point.x}%`}
                  y2={TOP_PX + point.y}
                  strokeDasharray={dash}
                  strokeWidth={1.5}
                />
              );
            })}
            {points.map((point) => (
              <PolicyMarker key={point.bin} policy={policy} x={`${point.x}%`} y={TOP_PX + point.y} r={point.r}>
                <title>{describePoint(policy, point)}</title>
              </PolicyMarker>
            ))}
          </g>
        );
      })}
    </PolicyChartFrame>
  );
}
