import Link from "next/link";
import type { DecisionEntry } from "@/lib/gate/log/decision-entry";
import { ACTION_LABELS } from "@/lib/gate/decision/decision-labels";
import { describeSettings } from "@/lib/gate/record/decision-record";
import { METRIC_LABELS } from "@/lib/gate/rule/rule-labels";
import type { MetricKey } from "@/lib/gate/rule/rule-types";
import { BreakableId } from "../breakable-id";
import { formatRecordedAt } from "./decision-entry-card";
import styles from "./decisions.module.css";

const pp = (value: number | null) => (value === null ? "—" : `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}`);

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
      <div className="table-wrap">
        <table className="data" data-testid="recorded-runs">
          <caption className="sr-only">The runs the decision read</caption>
          <thead>
            <tr>
              <th scope="col">place</th>
              <th scope="col">run</th>
              <th scope="col">cell</th>
              <th scope="col">sha256 of the JSONL file</th>
              <th scope="col">sha256 of the sidecar</th>
            </tr>
          </thead>
          <tbody>
            {entry.runs.map((run) => (
              <tr key={run.slot}>
                <td>{run.slot}</td>
                <td>
                  <Link href={`/runs/${encodeURIComponent(run.runId)}`} className="mono" prefetch={false}>
                    <BreakableId text={run.runId} />
                  </Link>
                </td>
                <td>{run.cell}</td>
                <td className={`mono small ${styles.digest}`}>{run.sha256}</td>
                <td className={`mono small ${styles.digest}`}>{run.metaSha256 ?? "no sidecar"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Figures weighed</h3>
      <div className="table-wrap">
        <table className="data" data-testid="recorded-figures">
          <caption className="sr-only">The figures the decision weighed, positive is better, pp</caption>
          <thead>
            <tr>
              <th scope="col">mode</th>
              <th scope="col">figure</th>
              <th scope="col">change (pp, positive is better)</th>
              <th scope="col">interval</th>
            </tr>
          </thead>
          <tbody>
            {entry.figures.map((figure) => (
              <tr key={figure.id}>
                <td>{figure.mode}</td>
                <td>{figure.metricLabel}</td>
                <td className="num">{figure.estimatePp === null ? "never fired" : pp(figure.estimatePp)}</td>
                <td className="num">
                  {figure.lowPp === null ? "—" : figure.highPp === null ? `at least ${pp(figure.lowPp)}` : `${pp(figure.lowPp)} to ${pp(figure.highPp)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entry.plan !== null ? (
        <p className="small" data-testid="recorded-plan">
          Plan: {entry.plan.questions.toLocaleString("en")} questions × {entry.plan.samples} samples per arm for an {Math.round(entry.plan.power * 100)}% chance
          of a flip if {METRIC_LABELS[entry.plan.metric as MetricKey] ?? entry.plan.metric} in {entry.plan.mode} truly moves by {entry.plan.movePp}pp.
        </p>
      ) : null}
    </section>
  );
}
