import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import { formatRate, formatSeconds, modeLabel } from "@/lib/bench/runs/format";

function NotRecorded() {
  return <span className="not-recorded">not recorded</span>;
}

export function CollapseTable({ modes }: { modes: Record<string, ModeSummary> }) {
  return (
    <div className="table-wrap">
      <table className="data" data-testid="collapse-table">
        <caption className="sr-only">Format collapse and brackets per mode</caption>
        <thead>
          <tr>
            <th>Mode</th>
            <th className="num nowrap">S / H / U</th>
            <th className="num">Format collapse</th>
            <th className="num">Mean brackets (raw)</th>
            <th className="num">Median ratio</th>
            <th className="num">Median latency</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(modes).map(([mode, m]) => (
            <tr key={mode} data-testid={`collapse-row-${mode}`}>
              <th scope="row">{modeLabel(mode)}</th>
              <td className="num">
                {m.verdicts.STRICT} / {m.verdicts.HYBRID} / {m.verdicts.UNGROUNDED}
              </td>
              <td className="num" data-testid="format-collapse">
                {m.formatCollapsed.recorded === 0 ? <NotRecorded /> : `${m.formatCollapsed.count} / ${m.formatCollapsed.recorded}`}
              </td>
              <td className="num" data-testid="mean-brackets">
                {m.meanBrackets === null ? <NotRecorded /> : m.meanBrackets.toFixed(1)}
              </td>
              <td className="num">{formatRate(m.medianRatio, 3)}</td>
              <td className="num">{formatSeconds(m.medianLatencyS)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
