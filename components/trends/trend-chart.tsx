"use client";

import { CartesianGrid, ComposedChart, Line, XAxis, YAxis } from "recharts";
import type { ChartModel } from "@/lib/trends/chart-model";
import { formatPercent } from "@/lib/stats/format-rate";
import { buildTimeAxis, formatTimeTick } from "@/lib/trends/time-ticks";
import { TrendLayer } from "./trend-layer";
import styles from "./trends.module.css";

const TICKS = [0, 0.25, 0.5, 0.75, 1];

export function TrendChart({ model, thresholdParam }: { model: ChartModel; thresholdParam: string | null }) {
  const data = model.runs.map((run, i) => ({ time: run.time, ...Object.fromEntries(model.lines.map((line, l) => [`v${l}`, line.values[i] ?? null])) }));
  const axis = buildTimeAxis(model.runs.map((run) => run.time));
  const formatTick = (value: number) => (model.asPercent ? formatPercent(value, 0) : value.toFixed(2));
  return (
    <div className={styles.chartBox} data-testid={`trend-chart-${model.metric}`}>
      <ComposedChart
        accessibilityLayer={false}
        responsive
        data={data}
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 12, right: 16, bottom: 4, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={axis.domain}
          ticks={axis.ticks}
          interval={0}
          tickFormatter={(time: number) => formatTimeTick(time, axis.step)}
          stroke="var(--muted)"
          tick={{ fontSize: 11 }}
          allowDataOverflow
        />
        <YAxis type="number" domain={[0, 1]} ticks={TICKS} tickFormatter={formatTick} stroke="var(--muted)" width={44} tick={{ fontSize: 11 }} />
        {model.lines.map((line, l) => (
          <Line key={line.mode} dataKey={`v${l}`} stroke="none" dot={false} activeDot={false} legendType="none" isAnimationActive={false} />
        ))}
        <TrendLayer model={model} thresholdParam={thresholdParam} />
      </ComposedChart>
    </div>
  );
}
