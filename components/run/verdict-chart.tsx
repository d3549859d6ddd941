"use client";

import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { VerdictShareRow } from "@/lib/bench/run-views";
import { modeLabel } from "@/lib/bench/format";

const pct = (v: number) => `${Math.round(v * 100)}%`;

export function VerdictChart({ rows }: { rows: VerdictShareRow[] }) {
  const data = rows.map((r) => ({
    ...r,
    label: modeLabel(r.mode),
    strictError: r.ci && r.strictRate !== null ? [r.strictRate - r.ci[0], r.ci[1] - r.strictRate] : [0, 0],
  }));
  return (
    <figure style={{ margin: 0 }} data-testid="verdict-chart" aria-label="Verdict shares per mode; the numbers are in the table below">
      <div style={{ width: "100%", height: 60 + rows.length * 56 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
            <CartesianGrid horizontal={false} stroke="var(--border)" />
            <XAxis type="number" domain={[0, 1]} tickFormatter={pct} stroke="var(--muted)" />
            <YAxis type="category" dataKey="label" width={120} stroke="var(--muted)" tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value) => pct(Number(value))} contentStyle={{ background: "var(--panel)", borderColor: "var(--border)" }} />
            <Legend itemSorter={null} />
            <Bar dataKey="STRICT" stackId="v" fill="var(--strict)" name="STRICT" isAnimationActive={false}>
              <ErrorBar dataKey="strictError" width={6} stroke="var(--text)" direction="x" />
            </Bar>
            <Bar dataKey="HYBRID" stackId="v" fill="var(--hybrid)" name="HYBRID" isAnimationActive={false} />
            <Bar dataKey="UNGROUNDED" stackId="v" fill="var(--ungrounded)" name="UNGROUNDED" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted small">Share of rows per verdict; the whisker is the strict rate&apos;s 95% Wilson interval.</figcaption>
    </figure>
  );
}
