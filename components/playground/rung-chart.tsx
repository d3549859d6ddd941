import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { INTENSITIES, type DistributionComparison, type RungDistribution } from "@/lib/quantifier";

export function RungChart({ distribution, comparison }: { distribution: RungDistribution; comparison: DistributionComparison | null }) {
  const data = INTENSITIES.map((rung, index) => ({
    rung,
    A: distribution.total === 0 ? 0 : (distribution.counts[rung] / distribution.total) * 100,
    B: comparison?.rungs[index]?.sharePpB ?? 0,
  }));
  return (
    <figure style={{ margin: 0 }} data-testid="rung-chart" aria-label="Share of questions per rung; the numbers are in the rung distribution table">
      <div style={{ width: "100%", height: 320 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid horizontal={false} stroke="var(--border)" />
            <XAxis type="number" domain={[0, 100]} unit="%" stroke="var(--muted)" />
            <YAxis type="category" dataKey="rung" width={150} stroke="var(--muted)" tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value) => `${Number(value).toFixed(1)}%`} contentStyle={{ background: "var(--panel)", borderColor: "var(--border)" }} />
            <Legend />
            <Bar dataKey="A" name="list A share" fill="var(--accent)" isAnimationActive={false} />
            {comparison === null ? null : <Bar dataKey="B" name="list B share" fill="var(--hybrid)" isAnimationActive={false} />}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted small">Share of classified questions per rung (invalid lines are not counted).</figcaption>
    </figure>
  );
}
