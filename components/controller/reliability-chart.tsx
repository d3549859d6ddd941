"use client";

import { CartesianGrid, ReferenceDot, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from "recharts";
import { ChartFrame, ChartTip } from "@/components/charts/chart-frame";
import type { Policy } from "@/lib/controller/bench/results-schema";
import { PolicyLegend } from "./policy-marker";
import { POLICY_STYLE } from "./policy-style";

/** One bin of one policy: x the bin's mean confidence, y its accuracy; `i` orders every point for the keyboard. */
export type ReliabilityDatum = { i: number; x: number; y: number; count: number };
export type ReliabilitySeries = { policy: Policy; points: ReliabilityDatum[] };

const HEIGHT_PX = 270;
/** Both axes are probabilities: 0 to 1, every tick labelled. */
const UNIT_AXIS = {
  interval: 0,
  type: "number" as const,
  domain: [0, 1],
  ticks: [0, 0.2, 0.4, 0.6, 0.8, 1],
  tickFormatter: (value: number) => value.toFixed(1),
};

/** Mean confidence across, accuracy up, the dashed diagonal perfect calibration; marker area follows the steps in the bin. */
export function ReliabilityChart({ series, items }: { series: ReliabilitySeries[]; items: string[] }) {
  const points = series.flatMap((s) => s.points);
  return (
    <div data-testid="reliability-diagram">
      <PolicyLegend policies={series.map((s) => s.policy)} mark="marker" />
      <ChartFrame
        testId="reliability-plot"
        label="Reliability diagram: accuracy against the leader's mean confidence per bin, per policy."
        height={HEIGHT_PX}
        items={items}
      >
        {(active) => {
          const focused = active === null ? undefined : points[active];
          return (
            <ScatterChart id="reliability-diagram" margin={{ top: 10, right: 16, bottom: 18, left: 8 }} aria-hidden="true">
              <CartesianGrid />
              <XAxis {...UNIT_AXIS} dataKey="x" label={{ value: "leader's probability (confidence)", position: "insideBottom", offset: -12 }} />
              <YAxis
                {...UNIT_AXIS}
                dataKey="y"
                width={44}
                label={{ value: "accuracy (leader was right)", angle: -90, position: "insideLeft", offset: 6, style: { textAnchor: "middle" } }}
              />
              <ZAxis type="number" dataKey="count" range={[50, 400]} />
              <ReferenceLine
                segment={[
                  { x: 0, y: 0 },
                  { x: 1, y: 1 },
                ]}
                stroke="var(--muted)"
                strokeDasharray="3 3"
              />
              <Tooltip content={<ChartTip items={items} />} cursor={false} isAnimationActive={false} />
              {series.map(({ policy, points: data }) => {
                const { color, shape, dash } = POLICY_STYLE[policy];
                return (
                  <Scatter
                    key={policy}
                    name={policy}
                    data={data}
                    fill={color}
                    fillOpacity={0.55}
                    stroke={color}
                    strokeWidth={1.5}
                    shape={shape}
                    line={{ stroke: color, strokeDasharray: dash, strokeWidth: 1.5 }}
                    isAnimationActive={false}
                  />
                );
              })}
              {focused ? <ReferenceDot x={focused.x} y={focused.y} r={14} fill="none" stroke="var(--text)" strokeWidth={2} /> : null}
            </ScatterChart>
          );
        }}
      </ChartFrame>
    </div>
  );
}
