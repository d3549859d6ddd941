import { INTENSITIES } from "@/lib/quantifier/ladder/intensities";

const TOP_PX = 18;
const AXIS_PX = 24;

/** The rung chart's height for one or two lists (a label line and one 10 px bar per list for each rung), known before the chart loads. */
export function rungChartHeight(lists: 1 | 2): number {
  return TOP_PX + INTENSITIES.length * (26 + lists * 10) + AXIS_PX;
}

export const RUNG_CHART_MARGIN = { top: TOP_PX, axis: AXIS_PX };
