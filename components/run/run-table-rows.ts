import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import { modeLabel } from "@/lib/bench/runs/format";
import type { CollapseRow } from "./collapse-table";
import type { QuantifierRow } from "./quantifier-distribution";

/** The run page's per-mode tables get only the figures they show: a mode's whole summary stays on the server. */
export function toCollapseRows(modes: Record<string, ModeSummary>): CollapseRow[] {
  return Object.entries(modes).map(([mode, m]) => ({
    mode,
    label: modeLabel(mode),
    shu: `${m.verdicts.STRICT} / ${m.verdicts.HYBRID} / ${m.verdicts.UNGROUNDED}`,
    collapsed: m.formatCollapsed.recorded === 0 ? null : m.formatCollapsed.count,
    recorded: m.formatCollapsed.recorded,
    meanBrackets: m.meanBrackets,
    medianRatio: m.medianRatio,
    medianLatencyS: m.medianLatencyS,
  }));
}

export function toQuantifierRows(modes: Record<string, ModeSummary>): QuantifierRow[] {
  return Object.entries(modes).map(([mode, m]) => ({
    mode,
    label: modeLabel(mode),
    rows: m.rows,
    intensity: m.quantifier.intensity,
    scope: m.quantifier.scopeBoundHint,
    cap: m.quantifier.claimCap,
  }));
}
