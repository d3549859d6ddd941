import type { ControllerResults } from "@/lib/controller/bench/results-schema";
import { formatPercent, formatRateWithCount } from "@/lib/stats/format-rate";
import { readNumber } from "./format-controller";
import { PolicySummaryRows, type SummaryCell, type SummaryRow } from "./policy-summary-rows";

type Summary = ControllerResults["summary"];
type PolicyBlock = Summary["single"];
type Row = {
  label: string;
  value: (block: PolicyBlock) => number | null;
  show: (v: number | null, block: PolicyBlock) => string;
  /** A rate of scenarios: its difference is always multi − single in pp, computed here from the two rates. */
  rate?: true;
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
  { label: "Overall accuracy", value: (b) => b.accuracy, show: rateOf((b) => b.scenarios), rate: true },
  {
    label: "Falsification accuracy",
    value: (b) => b.falsification.accuracy,
    show: rateOf((b) => b.falsification.scenarios),
    rate: true,
  },
  { label: "Revival accuracy", value: (b) => b.revival.accuracy, show: rateOf((b) => b.revival.scenarios), rate: true },
  { label: "Control accuracy", value: (b) => b.control.accuracy, show: rateOf((b) => b.control.scenarios), rate: true },
  {
    label: "Decision switch success",
    value: (b) => b.falsification.decision_switch_success_rate,
    show: rateOf((b) => b.falsification.scenarios),
    rate: true,
  },
  { label: "Mean switch delay (steps)", value: (b) => readNumber(b.falsification.mean_switch_delay_steps), show: fixed(2) },
  {
    label: "Revival success",
    value: (b) => b.revival.revival_success_rate,
    show: rateOf((b) => b.revival.scenarios),
    rate: true,
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

function deltaOf(row: Row, summary: Summary, comparison: Record<string, unknown> | undefined): SummaryCell {
  if (row.rate) {
    const [single, multi] = [row.value(summary.single), row.value(summary.multi)];
    return { text: signedPoints(single === null || multi === null ? null : multi - single) };
  }
  if (!row.delta || !row.showDelta) return { text: "—", tone: "muted", title: "not part of the stored comparison block" };
  return comparison ? { text: row.showDelta(readNumber(comparison[row.delta])) } : { text: "not recorded", tone: "not-recorded" };
}

/** Brier scores the probabilities at each committed step, accuracy the branch each scenario ends on; a reader seeing them disagree needs why. */
function BrierNote({ summary }: { summary: Summary }) {
  const { single, multi } = summary;
  if (single.brier_score === null || multi.brier_score === null) return null;
  const better = (a: number, b: number) => (a < b ? "lower (better)" : a > b ? "higher (worse)" : "equal");
  return (
    <p className="small muted" data-testid="brier-note">
      Why Brier and accuracy can disagree: the Brier score is the mean squared error of the branch probabilities at every committed step, averaged over
      scenarios; accuracy counts whether each scenario ends on the true branch. A policy can end on the wrong branch while its step probabilities score about as
      well, so the two need not move together. Here single&apos;s Brier is {better(single.brier_score, multi.brier_score)} than multi&apos;s by{" "}
      {Math.abs(multi.brier_score - single.brier_score).toFixed(6)}, while its accuracy is {rateOf((b) => b.scenarios)(single.accuracy, single)} against{" "}
      {rateOf((b) => b.scenarios)(multi.accuracy, multi)}.
    </p>
  );
}

function toSummaryRow(row: Row, summary: Summary, comparison: Record<string, unknown> | undefined): SummaryRow {
  return {
    key: `summary-${row.label.toLowerCase().replace(/\W+/g, "-")}`,
    label: row.label,
    single: { text: row.show(row.value(summary.single), summary.single) },
    multi: { text: row.show(row.value(summary.multi), summary.multi) },
    delta: deltaOf(row, summary, comparison),
  };
}

function latencyRow(ratio: number | null): SummaryRow {
  const missing: SummaryCell = { text: "not recorded", tone: "not-recorded" };
  return {
    key: "latency-ratio",
    label: "Latency per decision (relative to single)",
    single: ratio === null ? missing : { text: "1.00×" },
    multi: ratio === null ? missing : { text: `${ratio.toFixed(2)}×` },
    delta: { text: "—", tone: "muted" },
  };
}

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
      <PolicySummaryRows rows={[...ROWS.map((row) => toSummaryRow(row, summary, comparison)), latencyRow(ratio)]} />
      <p className="small muted">
        Latency is wall-clock time of the in-process simulation on one machine, so only the multi ÷ single ratio is shown. Differences in rates are in
        percentage points (pp), multi − single, computed from the two rates for every count metric; the Brier and token changes are the stored comparison
        block&apos;s.
      </p>
      <BrierNote summary={summary} />
    </>
  );
}
