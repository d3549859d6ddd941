import { Fragment } from "react";
import { branchStateSchema, type BranchMetrics, type BranchState, type ControllerDocument } from "@/lib/controller";
import { createBranch, METRIC_NAMES, OPTIONAL_METRIC_NAMES, type BranchDraft, type MetricName } from "@/lib/playground/controller-draft";
import { MetricInput } from "./metric-input";
import editor from "./branch-editor.module.css";
import styles from "./playground.module.css";

type Props = { document: ControllerDocument; onChange: (next: ControllerDocument) => void };

const withMetric = (metrics: BranchMetrics, name: MetricName, value: number): BranchMetrics => ({ ...metrics, [name]: value });

export function BranchEditor({ document, onChange }: Props) {
  const { branches } = document;
  const update = (index: number, next: Partial<BranchDraft>) =>
    onChange({ ...document, branches: branches.map((branch, at) => (at === index ? { ...branch, ...next } : branch)) });
  const remove = (index: number) => onChange({ ...document, branches: branches.filter((_, at) => at !== index) });
  const togglePrevious = (index: number, branch: BranchDraft) => {
    const { previousMetrics, ...rest } = branch;
    const next: BranchDraft = previousMetrics === undefined ? { ...rest, previousMetrics: branch.metrics } : rest;
    onChange({ ...document, branches: branches.map((item, at) => (at === index ? next : item)) });
  };

  return (
    <>
      <h3>Branches</h3>
      <div className="table-wrap">
        <table className={`data ${editor.branchTable}`} data-testid="branch-editor">
          <thead>
            <tr>
              <th>Branch</th>
              <th>State in</th>
              {METRIC_NAMES.map((name) => (
                <th key={name} className={editor.metricHead}>
                  {name.replaceAll("_", " ")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {branches.map((branch, index) => (
              <Fragment key={index}>
                <tr data-testid={`branch-row-${branch.id}`}>
                  <td>
                    <input
                      type="text"
                      className={editor.branchName}
                      value={branch.id}
                      aria-label={`Name of branch ${index + 1}`}
                      onChange={(event) => update(index, { id: event.target.value })}
                      data-testid={`branch-name-${index}`}
                    />
                    <button type="button" className="small" onClick={() => remove(index)} aria-label={`Remove branch ${branch.id}`}>
                      Remove
                    </button>
                  </td>
                  <td>
                    <select
                      value={branch.state}
                      aria-label={`State of ${branch.id}`}
                      onChange={(event) => update(index, { state: event.target.value as BranchState })}
                      data-testid={`branch-input-state-${branch.id}`}
                    >
                      {branchStateSchema.options.map((state) => (
                        <option key={state} value={state}>
                          {state}
                        </option>
                      ))}
                    </select>
                    <label className={`small ${styles.inline}`}>
                      <input type="checkbox" checked={branch.reopen} onChange={(event) => update(index, { reopen: event.target.checked })} />
                      reopen
                    </label>
                    <label className={`small ${styles.inline}`}>
                      <input
                        type="checkbox"
                        checked={branch.previousMetrics !== undefined}
                        onChange={() => togglePrevious(index, branch)}
                        data-testid={`branch-previous-${branch.id}`}
                      />
                      previous
                    </label>
                  </td>
                  {METRIC_NAMES.map((name) => (
                    <td key={name}>
                      <MetricInput
                        label={`${branch.id} ${name}`}
                        value={branch.metrics[name]}
                        onChange={(value) => update(index, { metrics: withMetric(branch.metrics, name, value) })}
                        testId={`metric-${branch.id}-${name}`}
                      />
                    </td>
                  ))}
                </tr>
                {branch.previousMetrics === undefined ? null : (
                  <tr className={editor.previousRow}>
                    <td colSpan={2} className="muted small">
                      {branch.id} previous metrics (for revival)
                    </td>
                    {METRIC_NAMES.map((name) => (
                      <td key={name}>
                        <MetricInput
                          slider={false}
                          label={`${branch.id} previous ${name}`}
                          value={branch.previousMetrics?.[name] ?? 0}
                          onChange={(value) => branch.previousMetrics && update(index, { previousMetrics: withMetric(branch.previousMetrics, name, value) })}
                        />
                      </td>
                    ))}
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small" data-testid="optional-metrics">
        Optional in a document (0 when left out): {OPTIONAL_METRIC_NAMES.map((name) => name.replaceAll("_", " ")).join(", ")}.
      </p>
      <button
        type="button"
        className={editor.addBranch}
        onClick={() => onChange({ ...document, branches: [...branches, createBranch(branches)] })}
        data-testid="add-branch"
      >
        Add branch
      </button>
    </>
  );
}
