import type { ScenarioResult } from "@/lib/controller/bench/results-schema";
import styles from "./controller.module.css";
import { DocLink } from "../doc-link";

const listOrDash = (ids: string[]) => (ids.length === 0 ? "—" : ids.join(", "));

function PolicySteps({ result }: { result: ScenarioResult }) {
  return (
    <div className="table-wrap">
      <table className="data small" data-testid={`timeline-${result.scenario_id}-${result.policy}`}>
        <caption className="sr-only">
          Step timeline of {result.scenario_id}, {result.policy} policy
        </caption>
        <thead>
          <tr>
            <th className="num">Step</th>
            <th>Committed</th>
            <th>Leader</th>
            <th>Probabilities</th>
            <th className="num">Active / dormant / rejected</th>
            <th title="revived_this_step: dormant or reopened at the start of the step, active at its end (revived or woken by score)">
              <DocLink doc="controller" section="what-revived-means">
                Woke (dormant → active)
              </DocLink>
            </th>
            <th>Falsified</th>
            <th>Collapse</th>
          </tr>
        </thead>
        <tbody>
          {result.steps.map((step) => (
            <tr key={step.step}>
              <td className="num">{step.step}</td>
              <td>{step.answer_committed ? (step.correct ? "yes, right" : "yes, wrong") : "no"}</td>
              <td className="mono">{step.leader ?? "none"}</td>
              <td className={`mono ${styles.probs}`}>
                {Object.entries(step.probabilities).map(([branch, p], i) => (
                  <span key={branch} className={branch === step.leader ? styles.leader : undefined}>
                    {i > 0 ? " · " : ""}
                    {branch} {p.toFixed(3)}
                  </span>
                ))}
              </td>
              <td className="num">
                {step.active_branches} / {step.dormant_branches} / {step.rejected_branches}
              </td>
              <td className="mono">{listOrDash(step.revived_this_step)}</td>
              <td className="mono">{listOrDash(step.falsified_this_step)}</td>
              <td>{step.collapsed ? `collapsed: ${step.collapse_reason}` : step.collapse_reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StepTimelines({ scenarios }: { scenarios: ScenarioResult[] }) {
  const ids = [...new Set(scenarios.map((s) => s.scenario_id))];
  return (
    <div className={styles.timeline}>
      {ids.map((id) => {
        const runs = scenarios.filter((s) => s.scenario_id === id);
        return (
          <details key={id} data-testid={`timeline-${id}`}>
            <summary>
              <span className="mono">{id}</span>{" "}
              <span className="muted small">
                ({runs[0]?.scenario_type}, truth {runs[0]?.truth})
              </span>
            </summary>
            {runs.map((result) => (
              <div key={result.policy}>
                <h3>
                  {result.policy} policy: final answer {result.final_answer ?? "none"} ({result.correct ? "right" : "wrong"})
                </h3>
                <PolicySteps result={result} />
              </div>
            ))}
          </details>
        );
      })}
    </div>
  );
}
