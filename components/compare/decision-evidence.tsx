import type { Decision, ModeDecision, PairedMetricEvidence } from "@/lib/gate/decision-types";
import { CELL_LABELS, formatPp, formatPValue, METRIC_LABELS } from "@/lib/gate/format-gate-text";
import {
  describeEvidenceBasis,
  describeModeStatus,
  describePlan,
  describeReading,
  describeRegression,
  formatInterval,
  formatLevel,
  sortModes,
} from "@/lib/gate/format-decision";
import { modeLabel } from "@/lib/bench/runs/format";
import { PowerTable } from "./power-table";
import styles from "./decision.module.css";
import stacked from "./stacked-table.module.css";

function EvidenceRow({ row }: { row: PairedMetricEvidence }) {
  const against = row.against === "baseline" ? "" : ` vs ${CELL_LABELS[row.against]}`;
  return (
    <tr data-testid={`paired-${row.metric}-${row.against}`}>
      <th scope="row">
        {METRIC_LABELS[row.metric]}
        {against}
      </th>
      <td className="num" data-label="mean difference">
        {formatPp(row.meanDiffPp)}
      </td>
      <td className="num" data-label="interval">
        <span>
          {formatInterval(row.ciPp)} <span className="muted">({formatLevel(row.ciLevel)})</span>
        </span>
      </td>
      <td className="num" data-label="p, adjusted p">
        <span className={styles.pValues}>
          <span>{formatPValue(row.pValue)}</span>
          <span>adjusted {formatPValue(row.adjustedPValue)}</span>
        </span>
      </td>
      <td data-label="reads as">{describeReading(row.reading)}</td>
    </tr>
  );
}

function ModeEvidence({ entry }: { entry: ModeDecision }) {
  const plan = describePlan(entry.mode, entry.plan);
  const first = entry.evidence[0];
  return (
    <div className={`panel ${styles.modeCard}`} data-testid={`decision-mode-${entry.mode}`}>
      <div className="row">
        <h3 style={{ margin: 0 }}>{modeLabel(entry.mode)}</h3>
        <strong data-testid="mode-status">{describeModeStatus(entry.status)}</strong>
        <span className="small muted">rule: {entry.ruleMet ? "MET" : "NOT MET"}</span>
      </div>
      <div className={styles.modeBody}>
        {first === undefined ? (
          <p className="small muted">No paired evidence: the mode is not in both arms.</p>
        ) : (
          <div>
            <p className="small muted">{describeEvidenceBasis(first)}</p>
            <div className="table-wrap" tabIndex={0} role="region" aria-label={`Paired evidence for ${entry.mode}`}>
              <table className={`data ${stacked.stacked}`}>
                <thead>
                  <tr>
                    <th scope="col">metric</th>
                    <th scope="col" className="num">
                      mean difference
                    </th>
                    <th scope="col" className="num">
                      interval
                    </th>
                    <th scope="col" className="num">
                      p, adjusted p
                    </th>
                    <th scope="col">reads as</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.evidence.map((row) => (
                    <EvidenceRow key={`${row.metric}-${row.against}`} row={row} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {plan !== null && entry.plan !== null ? (
          <div>
            <p className={styles.plan} data-testid={`plan-${entry.mode}`}>
              {plan.charAt(0).toUpperCase() + plan.slice(1)}.
            </p>
            <PowerTable mode={entry.mode} plan={entry.plan} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Per mode, the paired (question-level) evidence behind the decision; blocking regressions first, with their standing. */
export function DecisionEvidence({ decision }: { decision: Decision }) {
  const modes = sortModes(Object.values(decision.perMode));
  return (
    <section className="panel" aria-labelledby="paired-evidence-heading" data-testid="decision-evidence">
      <h2 id="paired-evidence-heading">Paired evidence per mode</h2>
      <p className="small muted">
        Questions are the unit: each question&apos;s share in the treatment minus its share in the reference, samples averaged within the question. Intervals
        and adjusted p-values are corrected for the modes and metrics tested together.
      </p>
      {decision.regressions.length > 0 ? (
        <div className="banner bad" data-testid="decision-regressions">
          <strong>Harm the decision weighs:</strong> a §10.8 regression blocks green for every mode whether it is established or within noise; a fall below the
          floor whose interval reaches it holds a flip:
          <ul>
            {decision.regressions.map((regression) => (
              <li key={`${regression.mode}-${regression.metric}-${regression.against}`}>{describeRegression(regression)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.modeGrid}>
        {modes.map((entry) => (
          <ModeEvidence key={entry.mode} entry={entry} />
        ))}
      </div>
    </section>
  );
}
