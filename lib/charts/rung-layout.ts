import { INTENSITIES } from "@/lib/quantifier/ladder/intensities";
import type { Intensity } from "@/lib/quantifier/ladder/rungs";
import type { DistributionComparison, RungDistribution } from "@/lib/quantifier/classify/batch";
import { buildUnitTicks, roundTo2 } from "./scale";

const LABEL_PX = 13;
const BAR_PX = 10;
const GAP_PX = 12;
const AXIS_PX = 22;

export type RungBar = { list: "A" | "B"; sharePp: number; y: number; height: number };
export type RungRow = { rung: Intensity; labelY: number; bars: RungBar[] };
export type RungLayout = { height: number; axisY: number; ticks: number[]; rows: RungRow[] };

/** A label line and one bar per list for each rung; shares are percentages, so a bar's width is its share of the plot width. */
export function layoutRungChart(distribution: RungDistribution, comparison: DistributionComparison | null): RungLayout {
  const lists = comparison === null ? 1 : 2;
  const rowPx = LABEL_PX + 3 + lists * BAR_PX + GAP_PX;
  const rows = INTENSITIES.map((rung, index) => {
    const top = index * rowPx;
    const shareA = distribution.total === 0 ? 0 : roundTo2((distribution.counts[rung] / distribution.total) * 100);
    const shares: [RungBar["list"], number][] =
      comparison === null
        ? [["A", shareA]]
        : [
            ["A", shareA],
            ["B", comparison.rungs[index]?.sharePpB ?? 0],
          ];
    return {
      rung,
      labelY: top + LABEL_PX,
      bars: shares.map(([list, sharePp], i) => ({ list, sharePp, y: top + LABEL_PX + 3 + i * BAR_PX, height: BAR_PX })),
    };
  });
  const axisY = INTENSITIES.length * rowPx;
  return { height: axisY + AXIS_PX, axisY, ticks: buildUnitTicks(4).map((tick) => tick * 100), rows };
}
