import type { VerdictShareRow } from "@/lib/bench/runs/run-views";
import { buildUnitTicks, createLinearScale, roundTo2 } from "./scale";

export const VERDICTS = ["STRICT", "HYBRID", "UNGROUNDED"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Each mode gets a label line above its bar, so the bar spans the full width even on a phone. */
const ROW_PX = 42;
const LABEL_PX = 13;
const BAR_PX = 18;
const AXIS_PX = 22;
const CAP_PX = 4;
const MARK_PX = 10;

export type VerdictSegment = { verdict: Verdict; x: number; width: number };
export type VerdictRowLayout = {
  mode: string;
  labelY: number;
  barY: number;
  barHeight: number;
  segments: VerdictSegment[];
  /** Cap at the upper end, the span, cap at the lower end: x in percent of the plot width, y in pixels. */
  whisker: { x1: number; x2: number; y1: number; y2: number }[] | null;
  mark: { x: number; y1: number; y2: number } | null;
};
export type VerdictLayout = { height: number; axisY: number; ticks: { value: number; x: number }[]; rows: VerdictRowLayout[] };

const toPercent = createLinearScale([0, 1], [0, 100]);

function layoutSegments(row: VerdictShareRow): VerdictSegment[] {
  let start = 0;
  return VERDICTS.map((verdict) => {
    const segment = { verdict, x: toPercent(start), width: roundTo2(toPercent(start + row[verdict]) - toPercent(start)) };
    start += row[verdict];
    return segment;
  });
}

function layoutRow(row: VerdictShareRow, index: number): VerdictRowLayout {
  const top = index * ROW_PX;
  const barY = top + LABEL_PX + 3;
  const mid = barY + BAR_PX / 2;
  const cap = (x: number) => ({ x1: x, x2: x, y1: mid - CAP_PX, y2: mid + CAP_PX });
  const [lo, hi] = row.ci && row.strictRate !== null ? [toPercent(row.ci[0]), toPercent(row.ci[1])] : [null, null];
  return {
    mode: row.mode,
    labelY: top + LABEL_PX,
    barY,
    barHeight: BAR_PX,
    segments: layoutSegments(row),
    whisker: lo === null || hi === null ? null : [cap(hi), { x1: lo, x2: hi, y1: mid, y2: mid }, cap(lo)],
    mark: row.strictRate === null ? null : { x: toPercent(row.strictRate), y1: mid - MARK_PX, y2: mid + MARK_PX },
  };
}

/** Stacked verdict shares per mode, with the strict rate as a tick and its interval as a thin capped line. */
export function layoutVerdictChart(rows: readonly VerdictShareRow[]): VerdictLayout {
  const axisY = rows.length * ROW_PX;
  return {
    height: axisY + AXIS_PX,
    axisY,
    ticks: buildUnitTicks(4).map((value) => ({ value, x: toPercent(value) })),
    rows: rows.map(layoutRow),
  };
}
