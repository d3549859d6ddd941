import type { PolicyDiagram, TruthHistogram } from "@/lib/controller/runs/reliability-diagram";
import { formatProbability } from "./format-controller";
import { MismatchMark } from "./mismatch-mark";

const f3 = (v: number | null) => formatProbability(v, 3);

export function ReliabilityTable({ diagrams }: { diagrams: PolicyDiagram[] }) {
  const labels = diagrams[0]?.bins.map((bin) => bin.bin) ?? [];
  return (
    <div className="table-wrap">
      <table className="data" data-testid="reliability-table">
        <caption className="sr-only">Reliability diagram: per confidence bin, steps, mean confidence and accuracy per policy</caption>
        <thead>
          <tr>
            <th rowSpan={2}>Confidence bin</th>
            {diagrams.map((d) => (
              <th key={d.policy} colSpan={3} scope="colgroup">
                {d.policy}
              </th>
            ))}
          </tr>
          <tr>
            {diagrams.map((d) => [
              <th key={`${d.policy}-n`} className="num" title="committed steps (leader right)">
                n (right)
              </th>,
              <th key={`${d.policy}-c`} className="num">
                conf.
              </th>,
              <th key={`${d.policy}-a`} className="num">
                acc.
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row" className="mono">
                {label}
              </th>
              {diagrams.map((d) => {
                const bin = d.bins[index];
                return [
                  <td key={`${d.policy}-n`} className="num">
                    {bin ? `${bin.count} (${bin.correct})` : "—"}
                  </td>,
                  <td key={`${d.policy}-c`} className="num">
                    {f3(bin?.meanConfidence ?? null)}
                  </td>,
                  <td key={`${d.policy}-a`} className="num">
                    {f3(bin?.accuracy ?? null)}
                  </td>,
                ];
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">ECE</th>
            {diagrams.map((d) => (
              <td key={d.policy} colSpan={3} className="num" data-testid={`ece-${d.policy}`}>
                {f3(d.ece)} ({d.points} steps)
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function TruthHistogramTable({ histograms }: { histograms: TruthHistogram[] }) {
  const labels = histograms[0]?.bins.map((bin) => bin.bin) ?? [];
  return (
    <div className="table-wrap">
      <table className="data" data-testid="truth-histogram-table">
        <caption className="sr-only">Stored reliability_bins per truth-probability bin and policy, beside the counts re-derived from the steps</caption>
        <thead>
          <tr>
            <th>Truth p bin</th>
            {histograms.map((h) => (
              <th key={h.policy} className="num">
                {h.policy} stored / re-derived
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row" className="mono">
                {label}
              </th>
              {histograms.map((h) => {
                const bin = h.bins[index];
                return (
                  <td key={h.policy} className="num">
                    {bin ? `${bin.stored} / ${bin.rederived}` : "—"} {bin && bin.stored !== bin.rederived ? <MismatchMark mismatch /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
