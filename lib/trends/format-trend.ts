import { formatPp } from "@/lib/gate/rule/rule-labels";
import { formatPercent } from "@/lib/stats/format-rate";

/** Rates read as percentages; the mean ratio as a ratio, as on the run page. */
export function formatTrendValue(value: number | null, asPercent: boolean): string {
  if (value === null) return "not recorded";
  return asPercent ? formatPercent(value) : value.toFixed(3);
}

export function formatDeltaPp(deltaPp: number | null): string {
  return deltaPp === null ? "no delta (a side not recorded)" : formatPp(deltaPp);
}
