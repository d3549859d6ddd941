"use client";

import type { ReactNode } from "react";
import { CartesianGrid, Customized, ReferenceArea, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, ChartTip } from "./chart-frame";
import styles from "./chart.module.css";
import { ForestTable } from "./forest-table";
import { describeForestRow, forestDomain, forestTicks, formatSignedPp, type ForestRow } from "./forest-rows";

export type { ForestRow } from "./forest-rows";

const TOP_PX = 34;
const ROW_PX = 46;
const AXIS_PX = 40;
const ARROW_PX = 7;

type Scale = (value: number) => number;
type LayerProps = {
  rows: ForestRow[];
  domain: [number, number];
  active: number | null;
  xAxisMap?: Record<string, { scale: Scale }>;
  yAxisMap?: Record<string, { scale: Scale }>;
  offset?: { left: number };
};

/** Each row's name on a line of its own (its role is the mark's shape, its reading in the tooltip and the table), and its interval; an open end runs to the plot's edge as an arrow (one-sided). */
function IntervalLayer({ rows, domain, active, xAxisMap, yAxisMap, offset }: LayerProps) {
  const x = Object.values(xAxisMap ?? {})[0]?.scale;
  const y = Object.values(yAxisMap ?? {})[0]?.scale;
  if (!x || !y) return null;
  return (
    <g>
      {rows.map((row, i) => {
        const cy = y(i);
        const [low, high] = [row.lowPp === null ? null : x(row.lowPp), row.highPp === null ? null : x(row.highPp)];
        const [from, to] = [low ?? x(domain[0]), high ?? x(domain[1])];
        const heavy = row.deciding ? 3 : 1.5;
        const labelClass = row.deciding || active === i ? styles.labelActive : styles.label;
        return (
          <g key={row.id} data-testid={`forest-row-${row.id}`} data-deciding={row.deciding ? "true" : "false"}>
            <text x={offset?.left ?? 0} y={cy - 12} className={labelClass}>
              {active === i ? "▸ " : ""}
              {row.deciding ? "DECIDING · " : ""}
              {row.mode} · {row.metricLabel}
            </text>
            {row.lowPp === null && row.highPp === null ? null : (
              <g
                className={styles.forestInk}
                strokeWidth={heavy}
                data-testid="forest-interval"
                data-open={low === null ? "low" : high === null ? "high" : "none"}
              >
                <line x1={from} x2={to} y1={cy} y2={cy} />
                {low === null ? (
                  <path d={`M${from + ARROW_PX},${cy - 4}L${from},${cy}L${from + ARROW_PX},${cy + 4}`} fill="none" />
                ) : (
                  <line x1={from} x2={from} y1={cy - 5} y2={cy + 5} />
                )}
                {high === null ? (
                  <path d={`M${to - ARROW_PX},${cy - 4}L${to},${cy}L${to - ARROW_PX},${cy + 4}`} fill="none" />
                ) : (
                  <line x1={to} x2={to} y1={cy - 5} y2={cy + 5} />
                )}
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

type MarkProps = { cx?: number; cy?: number; payload?: { row: ForestRow } };

/** The estimate: a diamond for a rule metric, a circle for a harm guard; hollow at 0 when the metric never fired in either arm. */
function EstimateMark({ cx = 0, cy = 0, payload }: MarkProps) {
  const row = payload?.row;
  if (!row) return null;
  const r = row.deciding ? 7 : 5.5;
  const fill = row.estimatePp === null ? "var(--panel)" : "var(--text)";
  return row.role === "rule" ? (
    <path d={`M${cx},${cy - r * 1.3}L${cx + r * 1.3},${cy}L${cx},${cy + r * 1.3}L${cx - r * 1.3},${cy}Z`} fill={fill} stroke="var(--text)" strokeWidth={1.5} />
  ) : (
    <circle cx={cx} cy={cy} r={r} fill={fill} stroke="var(--text)" strokeWidth={1.5} />
  );
}

/**
 * The decision as a forest plot: one row per (mode, metric), the paired difference in the favourable direction with its interval,
 * the floor drawn at −floor and +floor, harm to the left and improvement to the right, the deciding row in bold with a heavier line.
 * A table of the same numbers follows the chart.
 */
type ForestProps = {
  rows: ForestRow[];
  floorPp: number;
  title: string;
  /** The same numbers as a table; a page that shows them in a table of its own right after the plot passes its own. */
  table?: ReactNode;
};

export function ForestPlot({ rows, floorPp, title, table }: ForestProps) {
  const domain = forestDomain(rows, floorPp);
  const items = rows.map(describeForestRow);
  const data = rows.map((row, i) => ({ i, x: row.estimatePp ?? 0, y: i, row }));
  const height = TOP_PX + rows.length * ROW_PX + AXIS_PX;
  return (
    <figure style={{ margin: 0 }} data-testid="forest-plot">
      <figcaption>
        <strong>{title}</strong>
      </figcaption>
      <ChartFrame
        testId="forest-plot-chart"
        label={`${title}: change per mode and metric in percentage points, better to the right.`}
        height={height}
        items={items}
      >
        {(active) => (
          <ScatterChart id="forest-plot" margin={{ top: TOP_PX, right: 16, bottom: 16, left: 8 }} aria-hidden="true">
            <CartesianGrid horizontal={false} />
            <ReferenceArea
              x1={domain[0]}
              x2={-floorPp}
              fill="var(--ungrounded)"
              fillOpacity={0.07}
              label={{ value: "← harm side", position: "top", offset: 6 }}
              ifOverflow="hidden"
            />
            <ReferenceArea
              x1={floorPp}
              x2={domain[1]}
              fill="var(--strict)"
              fillOpacity={0.07}
              label={{ value: "improvement side →", position: "top", offset: 6 }}
              ifOverflow="hidden"
            />
            <XAxis
              interval={0}
              type="number"
              dataKey="x"
              domain={domain}
              ticks={forestTicks(domain, floorPp)}
              tickFormatter={formatSignedPp}
              allowDataOverflow
              label={{ value: "← worse · better → (pp)", position: "insideBottom", offset: -12 }}
            />
            <YAxis interval={0} type="number" dataKey="y" domain={[-0.6, rows.length - 0.4]} reversed hide />
            <ReferenceLine x={0} stroke="var(--muted)" />
            <ReferenceLine x={-floorPp} stroke="var(--ungrounded)" strokeDasharray="5 3" strokeWidth={1.5} />
            <ReferenceLine x={floorPp} stroke="var(--strict)" strokeDasharray="5 3" strokeWidth={1.5} />
            <Customized component={<IntervalLayer rows={rows} domain={domain} active={active} />} />
            <Tooltip content={<ChartTip items={items} />} cursor={false} isAnimationActive={false} />
            <Scatter data={data} shape={<EstimateMark />} isAnimationActive={false} />
          </ScatterChart>
        )}
      </ChartFrame>
      <p className="muted small">
        Diamond: a rule metric; circle: a harm guard; hollow: never fired in either arm. Dashed lines: the floor at −{floorPp}pp and +{floorPp}pp. An arrow is
        an interval with one bound (one-sided).
      </p>
      {table ?? <ForestTable rows={rows} />}
    </figure>
  );
}
