import type { DecisionEntry } from "@/lib/gate/log/decision-entry";
import { ACTION_LABELS } from "@/lib/gate/decision/decision-labels";
import { describeSettings } from "@/lib/gate/record/decision-record";
import { METRIC_LABELS } from "@/lib/gate/rule/rule-labels";
import type { MetricKey } from "@/lib/gate/rule/rule-types";
import { TextTable, type TextColumn } from "../data-table/text-table";
import { formatRecordedAt } from "./decision-entry-card";
import styles from "./decisions.module.css";

const pp = (value: number | null) => (value === null ? "—" : `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}`);

const RUN_COLUMNS: TextColumn[] = [
  { key: "slot", header: "place", rowHeader: true },
  { key: "run", header: "run", className: "mono" },
  { key: "cell", header: "cell" },
  { key: "sha256", header: "sha256 of the JSONL file", className: `mono small ${styles.digest}` },
  { key: "meta", header: "sha256 of the sidecar", className: `mono small ${styles.digest}` },
];
const FIGURE_COLUMNS: TextColumn[] = [
  { key: "mode", header: "mode", rowHeader: true },
  { key: "figure", header: "figure" },
  { key: "change", header: "change (pp, positive is better)", num: true },
  { key: "interval", header: "interval", num: true },
];
type Figure = DecisionEntry["figures"][number];
const describeChange = (figure: Figure) => (figure.estimatePp === null ? "never fired" : pp(figure.estimatePp));
const describeInterval = ({ lowPp, highPp }: Figure) => (lowPp === null ? "—" : highPp === null ? `at least ${pp(lowPp)}` : `${pp(lowPp)} to ${pp(highPp)}`);

/** The entry as it was recorded: the decision, its reasons, the runs with their digests and the figures it weighed. */
export function RecordedDecision({ entry }: { entry: DecisionEntry }) {
  return (
    <section className="panel" aria-labelledby="recorded-heading" data-testid="recorded-decision">
      <h2 id="recorded-heading">
        Recorded: {ACTION_LABELS[entry.action]} <span className="badge flag">{entry.flag}</span>
      </h2>
      <p>{entry.headline}</p>
      <p className="small muted">
        By <span data-testid="recorded-by">{entry.by}</span>, {formatRecordedAt(entry.time)} · {describeSettings(entry)} · id{" "}
        <span className="mono">{entry.id}</span>
      </p>
      {entry.note !== "" ? <p data-testid="recorded-note">Note: {entry.note}</p> : null}
      <ul>
        {entry.reasons.map((reason, index) => (
          <li key={index}>{reason}</li>
        ))}
      </ul>
      <h3>Runs read</h3>
      <TextTable
        columns={RUN_COLUMNS}
        rows={entry.runs.map((run) => ({
          id: run.slot,
          cells: { slot: run.slot, run: run.runId, cell: run.cell, sha256: run.sha256, meta: run.metaSha256 ?? "no sidecar" },
          links: { run: `/runs/${encodeURIComponent(run.runId)}` },
        }))}
        testId="recorded-runs"
        rowTestIdPrefix="recorded-run-"
        caption="The runs the decision read"
      />
      <h3>Figures weighed</h3>
      <TextTable
        columns={FIGURE_COLUMNS}
        rows={entry.figures.map((figure) => ({
          id: figure.id,
          cells: { mode: figure.mode, figure: figure.metricLabel, change: describeChange(figure), interval: describeInterval(figure) },
        }))}
        testId="recorded-figures"
        rowTestIdPrefix="recorded-figure-"
        caption="The figures the decision weighed, positive is better, pp"
      />
      {entry.plan !== null ? (
        <p className="small" data-testid="recorded-plan">
          Plan: {entry.plan.questions.toLocaleString("en")} questions × {entry.plan.samples} samples per arm for an {Math.round(entry.plan.power * 100)}% chance
          of a flip if {METRIC_LABELS[entry.plan.metric as MetricKey] ?? entry.plan.metric} in {entry.plan.mode} truly moves by {entry.plan.movePp}pp.
        </p>
      ) : null}
    </section>
  );
}
