"use client";

import { Bar, BarChart, CartesianGrid, ReferenceArea, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, ChartTip } from "@/components/charts/chart-frame";
import type { Policy } from "@/lib/controller/bench/results-schema";
import { PolicyLegend } from "./policy-marker";
import { POLICY_STYLE } from "./policy-style";

/** One truth-probability bin: the stored count of each policy by name. */
export type HistogramDatum = { i: number; bin: string } & Partial<Record<Policy, number>>;

const HEIGHT_PX = 260;

/** Grouped bars of the file's stored reliability_bins, one per policy (colour and outline dash); the table beside holds the counts. */
export function TruthHistogramChart({ policies, data, items }: { policies: Policy[]; data: HistogramDatum[]; items: string[] }) {
  return (
    <div data-testid="truth-histogram">
      <PolicyLegend policies={policies} mark="bar" />
      <ChartFrame testId="truth-histogram-plot" label="Committed steps per truth-probability bin, per policy." height={HEIGHT_PX} items={items}>
        {(active) => (
          <BarChart id="truth-histogram" data={data} margin={{ top: 10, right: 16, bottom: 18, left: 0 }} aria-hidden="true">
            <CartesianGrid vertical={false} />
            <XAxis interval={0} dataKey="bin" label={{ value: "truth branch's probability", position: "insideBottom", offset: -12 }} />
            <YAxis interval={0} allowDecimals={false} width={40} />
            <Tooltip content={<ChartTip items={items} />} cursor={{ fill: "var(--accent-soft)" }} isAnimationActive={false} />
            {active === null ? null : <ReferenceArea x1={data[active]?.bin} x2={data[active]?.bin} fill="var(--accent-soft)" stroke="var(--accent)" />}
            {policies.map((policy) => {
              const { color, dash } = POLICY_STYLE[policy];
              return (
                <Bar
                  key={policy}
                  dataKey={policy}
                  name={policy}
                  fill={color}
                  stroke="var(--text)"
                  strokeDasharray={dash === undefined ? undefined : "3 2"}
                  isAnimationActive={false}
                />
              );
            })}
          </BarChart>
        )}
      </ChartFrame>
    </div>
  );
}
