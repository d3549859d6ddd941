import { formatPp } from "@/lib/gate/format-gate-text";
import { formatPercent } from "@/lib/stats/format-rate";

/** Rates read as percentages; the mean ratio as a ratio, as on the run page. */
export function formatTrendValue(value: number | null, asPercent: boolean): string {
  if (value === null) return "not recorded";
  return asPercent ? formatPercent(value) : value.toFixed(3);
}

export function formatDeltaPp(deltaPp: number | null): string {
  return deltaPp === null ? "no delta (a side not recorded)" : formatPp(deltaPp);
}

/** `2026-06-03T09-00-00Z` as `06-03 09:00`: enough to tell runs apart on an axis. */
export function formatRunTick(runId: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})T(\d{2})-(\d{2})/.exec(runId);
  return match ? `${match[1]}-${match[2]} ${match[3]}:${match[4]}` : runId;
}
