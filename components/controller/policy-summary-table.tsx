import type { ControllerResults } from "@/lib/controller/results-schema";
import { formatPercent, formatRateWithCount } from "@/lib/stats/format-rate";
import { readNumber } from "./format-controller";

type Summary = ControllerResults["summary"];
type PolicyBlock = Summary["single"];
type Row = {
  label: string;
  value: (block: PolicyBlock) => number | null;
  show: (v: number | null, block: PolicyBlock) => string;
  delta?: string;
  showDelta?: (v: number | null) => string;
};

/** A stored rate over `scenarios` shown with its count; a rate that is no count of them (a hand-edited file) is shown as stored. */
const rateOf = (scenarios: (block: PolicyBlock) => number) => (v: number | null, block: PolicyBlock) => {
  if (v === null) return "—";
  const n = scenarios(block);
  const count = Math.round(v * n);
  return Math.abs(count - v * n) < 1e-6 ? formatRateWithCount(count, n) : formatPercent(v);
};
const signedPoints = (v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : ""}${(v * 100).toFixed(1)}pp`);
const fixed = (digits: number) => (v: number | null) => (v === null ? "not recorded" : v.toFixed(digits));

const ROWS: Row[] = [
  { label: "Scenarios", value: (b) => b.scenarios, show: fixed(0) },
  { label: "Overall accuracy", value: (b) => b.accuracy, show: rateOf((b) => b.scenarios), delta: "accuracy_delta", showDelta: signedPoints },
  {
    label: "Falsification accuracy",
    value: (b) => b.falsification.accuracy,
    show: rateOf((b) => b.falsification.scenarios),
    delta: "falsification_accuracy_delta",
    showDelta: signedPoints,
  },
  { label: "Revival accuracy", value: (b) => b.revival.accuracy, show: rateOf((b) => b.revival.scenarios) },
  { label: "Control accuracy", value: (b) => b.control.accuracy, show: rateOf((b) => b.control.scenarios) },
  {
    label: "Decision switch success",
    value: (b) => b.falsification.decision_switch_success_rate,
    show: rateOf((b) => b.falsification.scenarios),
    delta: "decision_switch_success_delta",
    showDelta: signedPoints,
  },
  { label: "Mean switch delay (steps)", value: (b) => readNumber(b.falsification.mean_switch_delay_steps), show: fixed(2) },
  {
    label: "Revival success",
    value: (b) => b.revival.revival_success_rate,
    show: rateOf((b) => b.revival.scenarios),
    delta: "revival_success_delta",
    showDelta: signedPoints,
  },
  {
    label: "Brier score (stored)",
    value: (b) => b.brier_score,
    show: fixed(6),
    delta: "brier_delta",
    showDelta: (v) => (v === null ? "—" : `${v > 0 ? "+" : ""}${v.toFixed(6)}`),
  },
  {
    label: "Mean tokens per scenario",
    value: (b) => b.mean_tokens_per_scenario,
    show: fixed(1),
    delta: "token_percent_change",
    showDelta: (v) => (v === null ? "—" : `${v > 0 ? "+" : ""}${v.toFixed(1)}%`),
  },
];

function latencyRatio(summary: Summary): number | null {
  const single = readNumber(summary.single.mean_latency_ms_per_decision);
  const multi = readNumber(summary.multi.mean_latency_ms_per_decision);
  return single === null || multi === null || single === 0 ? null : multi / single;
}

export function PolicySummaryTable({ summary }: { summary: Summary }) {
  const comparison = summary.comparison as Record<string, unknown> | undefined;
  const ratio = latencyRatio(summary);
  return (
    <>
      <div className="table-wrap">
        <table className="data" data-testid="policy-summary">
          <caption className="sr-only">Per-policy summary as stored in the results file</caption>
          <thead>
            <tr>
              <th>Metric</th>
              <th className="num">single</th>
              <th className="num">multi</th>
              <th className="num">multi − single</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} data-testid={`summary-${row.label.toLowerCase().replace(/\W+/g, "-")}`}>
                <th scope="row">{row.label}</th>
                <td className="num wrap-narrow">{row.show(row.value(summary.single), summary.single)}</td>
                <td className="num wrap-narrow">{row.show(row.value(summary.multi), summary.multi)}</td>
                <td className="num wrap-narrow">
                  {row.delta && row.showDelta ? (
                    comparison ? (
                      row.showDelta(readNumber(comparison[row.delta]))
                    ) : (
                      <span className="not-recorded">not recorded</span>
                    )
                  ) : (
                    <span className="muted" title="not part of the stored comparison block">
                      —
                    </span>
                  )}
                </td>
              </tr>
            ))}
            <tr data-testid="latency-ratio">
              <th scope="row">Latency per decision (relative to single)</th>
              <td className="num">{ratio === null ? <span className="not-recorded">not recorded</span> : "1.00×"}</td>
              <td className="num">{ratio === null ? <span className="not-recorded">not recorded</span> : `${ratio.toFixed(2)}×`}</td>
              <td className="num muted">—</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="small muted">
        Latency is wall-clock time of the in-process simulation on one machine, so only the multi ÷ single ratio is shown. Differences in rates are in
        percentage points (pp); the token change is in percent of single.
      </p>
    </>
  );
}
