import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import { modeLabel } from "@/lib/bench/runs/format";
import { ModeSummaryRows, type ModeRow } from "./mode-summary-columns";

function toModeRow(mode: string, m: ModeSummary): ModeRow {
  return {
    mode,
    label: modeLabel(mode),
    strict: m.verdicts.STRICT,
    hybrid: m.verdicts.HYBRID,
    ungrounded: m.verdicts.UNGROUNDED,
    rows: m.rows,
    strictRate: m.strictRate,
    ci: m.strictRateCi95,
    meanRatio: m.meanRatio,
    medianRatio: m.medianRatio,
    medianLatencyS: m.medianLatencyS,
  };
}

/** Per-mode strict rates and the figures beside them; sortable, a card per mode at phone width. */
export function ModeSummaryTable({ modes }: { modes: Record<string, ModeSummary> }) {
  return <ModeSummaryRows rows={Object.entries(modes).map(([mode, m]) => toModeRow(mode, m))} />;
}
