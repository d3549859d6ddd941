"use client";

import { useId, useState, type KeyboardEvent, type ReactElement } from "react";
import { ResponsiveContainer } from "recharts";
import { useHydrated } from "@/components/use-hydrated";
import styles from "./chart.module.css";

/** The width the server draws at: the SVG scales to fit its box until the browser redraws it at the box's own width, same height. */
export const SERVER_WIDTH_PX = 640;

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

type Props = {
  testId: string;
  /** What the chart shows, in one sentence: the name a screen reader gives its single tab stop. */
  label: string;
  height: number;
  /** One sentence per value, in the order the arrow keys step through them; the keyboard's tooltip shows the current one. */
  items: readonly string[];
  /** The chart, given the value the keyboard is on (null when the chart has no focus), so it can mark it. */
  children: (active: number | null) => ReactElement;
};

/** A fixed-height box around one Recharts chart: one tab stop, arrow keys walk its values, and the first HTML already holds the SVG. */
export function ChartFrame({ testId, label, height, items, children }: Props) {
  const hydrated = useHydrated();
  const [active, setActive] = useState<number | null>(null);
  const readoutId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (event.key === "Escape") setActive(null);
    if (!step || items.length === 0) return;
    event.preventDefault();
    setActive((index) => step(index ?? -1, items.length - 1));
  };
  return (
    <div className={styles.frame} data-testid={testId} data-hydrated={hydrated ? "true" : "false"}>
      <div
        className={styles.plot}
        style={{ height }}
        tabIndex={0}
        role="group"
        aria-roledescription="chart"
        aria-label={`${label} Arrow keys step through its ${items.length} values.`}
        aria-describedby={readoutId}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((index) => index ?? 0)}
        onBlur={() => setActive(null)}
        data-testid={`${testId}-plot`}
      >
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: SERVER_WIDTH_PX, height }}>
          {children(active)}
        </ResponsiveContainer>
        <p id={readoutId} className={styles.readout} role="status" data-testid={`${testId}-readout`}>
          {active === null ? "" : (items[active] ?? "")}
        </p>
      </div>
    </div>
  );
}

/** Recharts' mouse tooltip content: the same sentence the keyboard shows, picked by the datum's index `i`. */
export function ChartTip({ items, active, payload }: { items: readonly string[]; active?: boolean; payload?: { payload?: { i?: number } }[] }) {
  const index = payload?.[0]?.payload?.i;
  if (!active || index === undefined) return null;
  return <div className={styles.tip}>{items[index]}</div>;
}
