"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { ScenarioResult } from "@/lib/controller/bench/results-schema";
import { StaticTable } from "../data-table/static-table";
import styles from "./controller.module.css";
import { DocLink } from "../doc-link";

const listOrDash = (ids: string[]) => (ids.length === 0 ? "—" : ids.join(", "));

type Step = ScenarioResult["steps"][number];
const column = createColumnHelper<Step>();
const columns = [
  column.accessor("step", { header: "Step", meta: { num: true } }),
  column.accessor((step) => (step.answer_committed ? (step.correct ? "yes, right" : "yes, wrong") : "no"), { id: "committed", header: "Committed" }),
  column.accessor((step) => step.leader ?? "none", { id: "leader", header: "Leader", cell: (info) => <span className="mono">{info.getValue()}</span> }),
  column.display({
    id: "probabilities",
    header: "Probabilities",
    meta: { className: `mono ${styles.probs}` },
    cell: ({ row: { original: step } }) =>
      Object.entries(step.probabilities).map(([branch, p], i) => (
        <span key={branch} className={branch === step.leader ? styles.leader : undefined}>
          {i > 0 ? " · " : ""}
          {branch} {p.toFixed(3)}
        </span>
      )),
  }),
  column.accessor((step) => `${step.active_branches} / ${step.dormant_branches} / ${step.rejected_branches}`, {
    id: "branches",
    header: "Active / dormant / rejected",
    meta: { num: true },
  }),
  column.accessor((step) => listOrDash(step.revived_this_step), {
    id: "woke",
    header: () => (
      <DocLink doc="controller" section="what-revived-means">
        Woke (dormant → active)
      </DocLink>
    ),
    meta: { label: "Woke (dormant → active)", className: "mono" },
  }),
  column.accessor((step) => listOrDash(step.falsified_this_step), { id: "falsified", header: "Falsified", meta: { className: "mono" } }),
  column.accessor((step) => (step.collapsed ? `collapsed: ${step.collapse_reason}` : step.collapse_reason), { id: "collapse", header: "Collapse" }),
];

function PolicySteps({ result }: { result: ScenarioResult }) {
  return (
    <StaticTable
      data={result.steps}
      columns={columns}
      sortable={false}
      className="small"
      testId={`timeline-${result.scenario_id}-${result.policy}`}
      rowTestId="timeline-step"
      caption={`Step timeline of ${result.scenario_id}, ${result.policy} policy`}
    />
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
