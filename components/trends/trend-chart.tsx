"use client";

import { useMemo, useState } from "react";
import { Area, CartesianGrid, ComposedChart, Customized, Line, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { SERVER_WIDTH_PX } from "@/components/charts/chart-frame";
import { useHydrated } from "@/components/use-hydrated";
import chartStyles from "@/components/charts/chart.module.css";
import type { ChartModel } from "@/lib/trends/chart-model";
import { formatPercent } from "@/lib/stats/format-rate";
import { formatRunTick } from "@/lib/trends/time-ticks";
import { buildTrendNav, pickTickRuns, type PolicyMarkerNav } from "@/lib/trends/trend-nav";
import { TrendLinks } from "./trend-links-layer";
import { styleOfMode } from "./trend-marks";
import styles from "./trends.module.css";

const STRIP_PX = 30;
const PLOT_PX = 240;
const AXIS_PX = 44;
/** Each run gets at least this much width (a 24 px target and its neighbour's dodge); more runs than fit scroll inside the chart's box. */
const RUN_MIN_PX = 30;
const EDGE_PX = 12;
/** Modes with equal values (three 0% lines) would hide each other: each line is drawn this many pixels beside the next. */
const DODGE_PX = 7;

type Tick = { x?: number; y?: number; payload?: { value: number } };

function RunTick({ x = 0, y = 0, payload, times }: Tick & { times: number[] }) {
  const index = payload?.value ?? 0;
  const time = times[index];
  if (time === undefined) return null;
  const [date, clock] = formatRunTick(time, times[index - 1] ?? null);
  return (
    <text x={x} y={y + 4} textAnchor="middle" className={chartStyles.label} data-testid="x-tick">
      <tspan x={x} dy="0.8em">
        {date}
      </tspan>
      <tspan x={x} dy="1.2em" className={styles.tickTime}>
        {clock}
      </tspan>
    </text>
  );
}

function MarkerLabel({ viewBox, marker, runs }: { viewBox?: { x?: number; y?: number }; marker: PolicyMarkerNav; runs: number }) {
  const end = marker.run > runs / 2;
  return (
    <g data-testid="policy-marker" className={styles.marker}>
      <text x={(viewBox?.x ?? 0) + (end ? -4 : 4)} y={(viewBox?.y ?? 0) - 18 + marker.row * 13} textAnchor={end ? "end" : "start"}>
        {marker.label}
      </text>
    </g>
  );
}

/** Runs evenly spaced in time order (an ordinal axis, dates as labels), a line and 95% band per mode; points and segments are links. */
export function TrendChart({ model, thresholdParam }: { model: ChartModel; thresholdParam: string | null }) {
  const hydrated = useHydrated();
  const nav = useMemo(() => buildTrendNav(model, thresholdParam), [model, thresholdParam]);
  const [readout, setReadout] = useState("");
  const n = model.runs.length;
  const times = model.runs.map((run) => run.time);
  const dodge = (line: number) => (line - (model.lines.length - 1) / 2) * DODGE_PX;
  const data = model.runs.map((_, i) => {
    const row: Record<string, number | [number, number]> = { i };
    model.lines.forEach((line, l) => {
      const chain = nav.chains[l]?.[i];
      const [value, band] = [line.values[i], line.bands[i]];
      if (chain == null || value == null) return;
      row[`v${l}c${chain}`] = value;
      if (band) row[`b${l}c${chain}`] = band;
    });
    return row;
  });
  const chains = nav.chains.map((perRun) =>
    [...new Set(perRun.filter((c): c is number => c !== null))].filter((c) => perRun.filter((x) => x === c).length > 1),
  );
  const domain: [number, number] = [-0.5, n - 0.5];
  const formatValue = (value: number) => (model.asPercent ? formatPercent(value, 0) : value.toFixed(2));
  return (
    <div className={`${chartStyles.frame} ${styles.scroller}`} data-testid={`trend-chart-${model.metric}`} data-hydrated={hydrated ? "true" : "false"}>
      <div className={chartStyles.plot} style={{ height: STRIP_PX + PLOT_PX + AXIS_PX, minWidth: n * RUN_MIN_PX + 60 }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: SERVER_WIDTH_PX, height: STRIP_PX + PLOT_PX + AXIS_PX }}>
          <ComposedChart
            id={`trend-${model.metric}`}
            data={data}
            margin={{ top: STRIP_PX, right: 8, bottom: 0, left: 0 }}
            role="group"
            aria-label={`${model.label} per run`}
          >
            <CartesianGrid vertical={false} />
            <XAxis
              interval={0}
              xAxisId="runs"
              type="number"
              dataKey="i"
              domain={domain}
              ticks={pickTickRuns(n)}
              tick={<RunTick times={times} />}
              height={AXIS_PX}
              padding={{ left: EDGE_PX, right: EDGE_PX }}
            />
            {model.lines.map((line, l) => (
              <XAxis
                interval={0}
                key={line.mode}
                xAxisId={`l${l}`}
                type="number"
                dataKey="i"
                domain={domain}
                hide
                padding={{ left: EDGE_PX + dodge(l), right: EDGE_PX - dodge(l) }}
              />
            ))}
            <YAxis interval={0} type="number" domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} tickFormatter={formatValue} width={44} />
            {nav.markers.map((marker) => (
              <ReferenceLine
                key={marker.key}
                xAxisId="runs"
                x={marker.run - 0.5}
                stroke="var(--muted)"
                strokeDasharray="4 3"
                label={<MarkerLabel marker={marker} runs={n} />}
              />
            ))}
            {model.lines.flatMap((_, l) => {
              const { color, dash } = styleOfMode(l);
              const width = 2 + 2 * (model.lines.length - 1 - l);
              return (chains[l] ?? []).flatMap((c) => [
                <Area
                  key={`b${l}c${c}`}
                  xAxisId={`l${l}`}
                  dataKey={`b${l}c${c}`}
                  fill={color}
                  fillOpacity={0.06}
                  stroke={color}
                  strokeOpacity={0.45}
                  strokeDasharray="2 3"
                  strokeWidth={1}
                  className="trend-band"
                  isAnimationActive={false}
                  activeDot={false}
                />,
                <Line
                  key={`v${l}c${c}`}
                  xAxisId={`l${l}`}
                  dataKey={`v${l}c${c}`}
                  stroke={color}
                  strokeWidth={width}
                  strokeDasharray={dash}
                  dot={false}
                  activeDot={false}
                  className="trend-line"
                  isAnimationActive={false}
                />,
              ]);
            })}
            <Customized
              component={
                <TrendLinks
                  nav={nav}
                  label={model.label}
                  modes={model.lines.map((line) => line.mode)}
                  runIds={model.runs.map((run) => run.runId)}
                  onShow={setReadout}
                />
              }
            />
          </ComposedChart>
        </ResponsiveContainer>
        <p className={chartStyles.readout} role="status" data-testid={`trend-readout-${model.metric}`}>
          {readout}
        </p>
      </div>
    </div>
  );
}
