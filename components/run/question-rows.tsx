import type { QuestionSummary } from "@/lib/bench/question-accumulator";
import { modeLabel } from "@/lib/bench/format";

export function QuestionRows({ cells }: { cells: QuestionSummary[] }) {
  return (
    <div className="table-wrap" data-testid="question-rows">
      <table className="data">
        <caption className="sr-only">Rows of the selected question</caption>
        <thead>
          <tr>
            <th>Mode</th>
            <th className="num">Sample</th>
            <th>Verdict</th>
            <th className="num">Verified / quotes</th>
            <th className="num">Ratio</th>
            <th className="num">Latency</th>
            <th>Format collapsed</th>
            <th>Violation kinds</th>
          </tr>
        </thead>
        <tbody>
          {cells.flatMap((cell) =>
            cell.samples.map((s) => (
              <tr key={`${cell.mode}-${s.sample}`} data-testid="question-sample-row">
                <td>{modeLabel(cell.mode)}</td>
                <td className="num">{s.sample}</td>
                <td>{s.verdict}</td>
                <td className="num">
                  {s.nVerified} / {s.nQuotes}
                </td>
                <td className="num">{s.ratio.toFixed(3)}</td>
                <td className="num">{s.latencyS.toFixed(1)}s</td>
                <td>{s.formatCollapsed === null ? <span className="not-recorded">not recorded</span> : s.formatCollapsed ? "yes" : "no"}</td>
                <td className="mono small">{s.violationKinds === null ? <span className="not-recorded">not recorded</span> : s.violationKinds.join(", ") || "none"}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
