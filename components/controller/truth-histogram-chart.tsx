"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { TruthHistogram } from "@/lib/controller/reliability-diagram";
import { POLICY_STYLE } from "./policy-style";
import styles from "./controller.module.css";

export function TruthHistogramChart({ histograms }: { histograms: TruthHistogram[] }) {
  const labels = histograms[0]?.bins.map((bin) => bin.bin) ?? [];
  const data = labels.map((label) => ({
    bin: label,
    ...Object.fromEntries(histograms.map((h) => [h.policy, h.bins.find((bin) => bin.bin === label)?.stored ?? 0])),
  }));
  return (
    <div className={styles.chartBox} data-testid="truth-histogram" aria-hidden="true">
      <BarChart
        accessibilityLayer={false}
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data}
        margin={{ top: 10, right: 16, bottom: 24, left: 0 }}
      >
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="bin"
          stroke="var(--muted)"
          label={{ value: "truth branch's probability", position: "insideBottom", offset: -14, fill: "var(--muted)" }}
        />
        <YAxis allowDecimals={false} stroke="var(--muted)" width={32} />
        <Tooltip contentStyle={{ background: "var(--panel)", border: "1px solid var(--border)" }} cursor={{ fill: "var(--accent-soft)" }} />
        <Legend verticalAlign="top" height={28} itemSorter={null} />
        {histograms.map((h) => (
          <Bar
            key={h.policy}
            dataKey={h.policy}
            name={h.policy}
            fill={POLICY_STYLE[h.policy].color}
            stroke="var(--text)"
            strokeDasharray={POLICY_STYLE[h.policy].dash}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
