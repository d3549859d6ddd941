import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import { formatRate, formatSeconds, modeLabel } from "@/lib/bench/runs/format";
import { formatRateInterval, formatRateWithCount } from "@/lib/stats/format-rate";

export function ModeSummaryTable({ modes }: { modes: Record<string, ModeSummary> }) {
  return (
    <div className="table-wrap">
      <table className="data" data-testid="mode-summary">
        <caption className="sr-only">Per-mode summary</caption>
        <thead>
          <tr>
            <th>Mode</th>
            <th className="num">Strict rate</th>
            <th className="num">95% CI (Wilson)</th>
            <th className="num">n</th>
            <th className="num nowrap">S / H / U</th>
            <th className="num">Mean ratio</th>
            <th className="num">Median ratio</th>
            <th className="num">Median latency</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(modes).map(([mode, m]) => (
            <tr key={mode} data-testid={`mode-row-${mode}`}>
              <th scope="row">{modeLabel(mode)}</th>
              <td className="num wrap-narrow" data-testid="strict-rate">
                {formatRateWithCount(m.verdicts.STRICT, m.rows)}
              </td>
              <td className="num wrap-narrow" data-testid="strict-ci">
                {m.strictRateCi95 === null ? "—" : formatRateInterval(m.strictRateCi95)}
              </td>
              <td className="num">{m.rows}</td>
              <td className="num" data-testid="shu">
                {m.verdicts.STRICT} / {m.verdicts.HYBRID} / {m.verdicts.UNGROUNDED}
              </td>
              <td className="num">{formatRate(m.meanRatio, 3)}</td>
              <td className="num">{formatRate(m.medianRatio, 3)}</td>
              <td className="num">{formatSeconds(m.medianLatencyS)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
