"use client";

import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { VerdictShareRow } from "@/lib/bench/run-views";
import { modeLabel } from "@/lib/bench/format";
import { formatPercent } from "@/lib/stats/format-rate";

const pct = (v: number) => formatPercent(v, 0);

// The interval is a thin, half-strength line with short caps and the strict rate a bold tick across the bar, so at n = 3 the
// 0-56% interval reads as uncertainty around a 0% value rather than as the value. Ink dark in both themes: the marks lie on the bars.
const INK = "light-dark(#16181d, #0b0d12)";
const NO_ERROR: [number, number] = [0, 0];

type ChartRow = VerdictShareRow & { label: string; strictError: [number, number] | undefined; valueMark: [number, number] | undefined };

export function VerdictChart({ rows }: { rows: VerdictShareRow[] }) {
  const data: ChartRow[] = rows.map((r) => ({
    ...r,
    label: modeLabel(r.mode),
    strictError: r.ci && r.strictRate !== null ? [r.strictRate - r.ci[0], r.ci[1] - r.strictRate] : undefined,
    valueMark: r.strictRate === null ? undefined : NO_ERROR,
  }));
  return (
    <figure style={{ margin: 0 }} data-testid="verdict-chart" aria-label="Verdict shares per mode; the numbers are in the table below">
      <div style={{ width: "100%", height: 56 + rows.length * 44 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
            <CartesianGrid horizontal={false} stroke="var(--border)" />
            <XAxis type="number" domain={[0, 1]} tickFormatter={pct} stroke="var(--muted)" />
            <YAxis type="category" dataKey="label" width={120} stroke="var(--muted)" tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value) => pct(Number(value))} contentStyle={{ background: "var(--panel)", borderColor: "var(--border)" }} />
            <Legend itemSorter={null} />
            {/* A custom shape keeps zero-width bars in the layout, so a 0% strict rate still anchors its whisker. */}
            <Bar dataKey="STRICT" stackId="v" fill="var(--strict)" name="STRICT" isAnimationActive={false} shape={<Rectangle />}>
              {data.map((row) => [
                <ErrorBar
                  key={row.mode}
                  data-testid={`whisker-${row.mode}`}
                  data-interval={row.ci ? row.ci.join(" ") : "none"}
                  dataKey={(entry: ChartRow) => (entry.mode === row.mode ? entry.strictError : undefined)}
                  width={3}
                  strokeWidth={1}
                  strokeOpacity={0.6}
                  stroke={INK}
                  direction="x"
                  isAnimationActive={false}
                />,
                <ErrorBar
                  key={`${row.mode}-value`}
                  data-testid={`strict-mark-${row.mode}`}
                  dataKey={(entry: ChartRow) => (entry.mode === row.mode ? entry.valueMark : undefined)}
                  width={12}
                  strokeWidth={3}
                  stroke={INK}
                  direction="x"
                  isAnimationActive={false}
                />,
              ])}
            </Bar>
            <Bar dataKey="HYBRID" stackId="v" fill="var(--hybrid)" name="HYBRID" isAnimationActive={false} />
            <Bar dataKey="UNGROUNDED" stackId="v" fill="var(--ungrounded)" name="UNGROUNDED" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted small">
        Share of rows per verdict. Bold tick: the strict rate; thin line: its 95% Wilson interval, drawn also at 0% and 100%.
      </figcaption>
    </figure>
  );
}
