"use client";

import { Bar, BarChart, CartesianGrid, ErrorBar, LabelList, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, ChartTip } from "@/components/charts/chart-frame";
import { shareAxis } from "@/components/charts/share-axis";
import styles from "@/components/charts/chart.module.css";
import { VERDICT_FILL } from "@/components/charts/palette";

/** One bar per mode; `ci` is the interval as distances below and above the strict rate (what Recharts' ErrorBar reads). */
export type VerdictDatum = {
  i: number;
  mode: string;
  label: string;
  STRICT: number;
  HYBRID: number;
  UNGROUNDED: number;
  ci: [number, number] | null;
  hasRate: boolean;
};

const ROW_PX = 46;
const TOP_PX = 20;
const AXIS_PX = 24;

type Box = { x?: number | string; y?: number | string; width?: number | string; height?: number | string; index?: number; fill?: string };
const num = (value: number | string | undefined) => Number(value ?? 0);

/** The strict segment and, at its end, the bold tick of the strict rate (the whisker around it is Recharts' ErrorBar). */
function StrictSegment(props: Box & { payload?: VerdictDatum }) {
  const [x, y, width, height] = [num(props.x), num(props.y), num(props.width), num(props.height)];
  return (
    <g>
      <rect x={x} y={y} width={Math.max(0, width)} height={height} fill={props.fill} />
      {props.payload?.hasRate ? (
        <line
          x1={x + width}
          x2={x + width}
          y1={y - 5}
          y2={y + height + 5}
          className={styles.ink}
          strokeWidth={3}
          data-testid={`strict-mark-${props.payload.mode}`}
        />
      ) : null}
    </g>
  );
}

/** The mode's name and strict rate on a line of its own above the bar, so the bar keeps the whole width on a phone. */
function RowLabel({ x, y, index, value, active }: Box & { value?: string | number; active: number | null }) {
  return (
    <text x={num(x)} y={num(y) - 6} className={index === active ? styles.labelActive : styles.label}>
      {index === active ? "▸ " : ""}
      {value}
    </text>
  );
}

export function VerdictBars({ data, items, label }: { data: VerdictDatum[]; items: string[]; label: string }) {
  const height = TOP_PX + data.length * ROW_PX + AXIS_PX;
  return (
    <ChartFrame testId="verdict-chart-plot" label={label} height={height} items={items}>
      {(active) => (
        <BarChart
          id="verdict-chart"
          data={data}
          layout="vertical"
          reverseStackOrder
          barSize={18}
          margin={{ top: TOP_PX, right: 18, bottom: 0, left: 14 }}
          aria-hidden="true"
        >
          <CartesianGrid horizontal={false} />
          <XAxis {...shareAxis(1)} height={AXIS_PX} />
          <YAxis interval={0} type="category" dataKey="mode" hide />
          {/* Stacked in reverse, so the strict segment (last child) is drawn last: its interval and tick lie over the other bars. */}
          <Tooltip content={<ChartTip items={items} />} cursor={{ fill: "var(--accent-soft)" }} isAnimationActive={false} />
          <Bar dataKey="UNGROUNDED" stackId="v" fill={VERDICT_FILL.UNGROUNDED} isAnimationActive={false} />
          <Bar dataKey="HYBRID" stackId="v" fill={VERDICT_FILL.HYBRID} isAnimationActive={false} />
          <Bar dataKey="STRICT" stackId="v" fill={VERDICT_FILL.STRICT} shape={<StrictSegment />} isAnimationActive={false}>
            <ErrorBar dataKey="ci" direction="x" width={8} strokeWidth={1} className={styles.ink} />
            <LabelList dataKey="label" content={<RowLabel active={active} />} />
          </Bar>
        </BarChart>
      )}
    </ChartFrame>
  );
}
