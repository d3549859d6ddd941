import type { ChartModel } from "@/lib/trends/chart-model";
import { layoutTrendChart, MARKER_STRIP_PX, TREND_PLOT_PX } from "@/lib/charts/trend-layout";
import { formatPercent } from "@/lib/stats/format-rate";
import chartStyles from "@/components/charts/svg-chart.module.css";
import { TrendLayer } from "./trend-layer";

const AXIS_PX = 22;

/** Server-rendered: x is a percentage of the width (a time axis), y pixels; only the keyboard handler runs in the browser. */
export function TrendChart({ model, thresholdParam }: { model: ChartModel; thresholdParam: string | null }) {
  const layout = layoutTrendChart(model, thresholdParam);
  const formatTick = (value: number) => (model.asPercent ? formatPercent(value, 0) : value.toFixed(2));
  return (
    <div className={chartStyles.frame} data-testid={`trend-chart-${model.metric}`}>
      <svg width="100%" height={MARKER_STRIP_PX + TREND_PLOT_PX + AXIS_PX} className={chartStyles.svg} aria-label={`${model.label} over time`} role="group">
        <g transform={`translate(0,${MARKER_STRIP_PX})`}>
          {layout.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1="0%" x2="100%" y1={tick.y} y2={tick.y} className={chartStyles.grid} />
              <text x={-6} y={tick.y + 4} textAnchor="end" className={chartStyles.tick}>
                {formatTick(tick.value)}
              </text>
            </g>
          ))}
          {layout.xTicks.map((tick) => (
            <g key={tick.x}>
              <line x1={`${tick.x}%`} x2={`${tick.x}%`} y1={TREND_PLOT_PX} y2={TREND_PLOT_PX + 4} className={chartStyles.axis} />
              <text x={`${tick.x}%`} y={TREND_PLOT_PX + 16} textAnchor="middle" className={chartStyles.tick} data-testid="x-tick">
                {tick.label}
              </text>
            </g>
          ))}
          <TrendLayer model={model} layout={layout} />
        </g>
      </svg>
    </div>
  );
}
