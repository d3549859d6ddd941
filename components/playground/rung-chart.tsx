"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, ChartTip } from "@/components/charts/chart-frame";
import { shareAxis } from "@/components/charts/share-axis";
import styles from "@/components/charts/chart.module.css";
import type { DistributionComparison, RungDistribution } from "@/lib/quantifier";
import { INTENSITIES } from "@/lib/quantifier/ladder/rungs";
import { RUNG_CHART_MARGIN, rungChartHeight } from "./rung-chart-height";

const FILL = { A: "var(--accent)", B: "var(--hybrid)" } as const;
const pct = (sharePp: number) => `${sharePp.toFixed(1)}%`;

type Datum = { i: number; rung: string; label: string; A: number; B?: number };

function toData(distribution: RungDistribution, comparison: DistributionComparison | null): Datum[] {
  return INTENSITIES.map((rung, i) => {
    const A = distribution.total === 0 ? 0 : Math.round((distribution.counts[rung] / distribution.total) * 10_000) / 100;
    const B = comparison?.rungs[i]?.sharePpB;
    return { i, rung, A, ...(B === undefined ? {} : { B }), label: `${rung} · ${B === undefined ? pct(A) : `A ${pct(A)}, B ${pct(B)}`}` };
  });
}

type Box = { x?: number | string; y?: number | string; index?: number; value?: string | number };

function RowLabel({ x, y, index, value, active }: Box & { active: number | null }) {
  return (
    <text x={Number(x ?? 0)} y={Number(y ?? 0) - 5} className={index === active ? styles.labelActive : styles.label}>
      {index === active ? "▸ " : ""}
      {value}
    </text>
  );
}

/** Share of classified questions per rung, list A (and list B beside it when given); drawn in the browser once a list is pasted. */
export function RungChart({ distribution, comparison }: { distribution: RungDistribution; comparison: DistributionComparison | null }) {
  const data = toData(distribution, comparison);
  const lists = comparison === null ? (["A"] as const) : (["A", "B"] as const);
  const items = data.map((d) => `${d.rung}: ${lists.map((list) => `list ${list} ${pct(d[list] ?? 0)}`).join(", ")}`);
  return (
    <figure style={{ margin: 0 }} data-testid="rung-chart">
      <ChartFrame testId="rung-chart-plot" label="Share of classified questions per rung." height={rungChartHeight(lists.length)} items={items}>
        {(active) => (
          <BarChart
            id="rung-chart"
            data={data}
            layout="vertical"
            barSize={10}
            barGap={0}
            margin={{ top: RUNG_CHART_MARGIN.top, right: 18, bottom: 0, left: 14 }}
            aria-hidden="true"
          >
            <CartesianGrid horizontal={false} />
            <XAxis {...shareAxis(100)} height={RUNG_CHART_MARGIN.axis} />
            <YAxis interval={0} type="category" dataKey="rung" hide />
            <Tooltip content={<ChartTip items={items} />} cursor={{ fill: "var(--accent-soft)" }} isAnimationActive={false} />
            {lists.map((list, index) => (
              <Bar key={list} dataKey={list} fill={FILL[list]} background={{ fill: "var(--border)", fillOpacity: 0.4 }} isAnimationActive={false}>
                {index === 0 ? <LabelList dataKey="label" content={<RowLabel active={active} />} /> : null}
              </Bar>
            ))}
          </BarChart>
        )}
      </ChartFrame>
      <p className={`${styles.legend} small`} aria-hidden="true">
        {lists.map((list) => (
          <span key={list}>
            <span className={styles.swatch} style={{ background: FILL[list] }} />
            list {list} share
          </span>
        ))}
      </p>
      <figcaption className="muted small">
        Share of classified questions per rung (invalid lines are not counted). The table beside holds the counts.
      </figcaption>
    </figure>
  );
}
