import type { Decision } from "@/lib/gate/decision/decision-types";
import { sortModes } from "@/lib/gate/decision/decision-labels";
import type { EvidenceRow } from "@/lib/gate/record/evidence-rows";
import { modeLabel } from "@/lib/bench/runs/format";
import styles from "./decision.module.css";
import stacked from "./stacked-table.module.css";

function Row({ row }: { row: EvidenceRow }) {
  return (
    <tr data-testid={`evidence-${row.id}`} className={row.deciding ? styles.deciding : undefined}>
      <th scope="row">
        {modeLabel(row.mode)} · {row.metricLabel}
        {row.deciding ? <strong> (decides)</strong> : null}
      </th>
      <td data-label="weighs as">{row.role === "rule" ? "rule metric" : "harm guard"}</td>
      <td className="num" data-label="change (interval)">
        {row.text}
      </td>
      <td data-label="reads as">{row.reading}</td>
    </tr>
  );
}

/** Every quantity the decision weighs, one row and one interval each (labelled with its level and sides), then the reasons. */
export function DecisionEvidence({ decision, rows }: { decision: Decision; rows: readonly EvidenceRow[] }) {
  const order = sortModes(rows);
  return (
    <section className="panel" aria-labelledby="evidence-heading" data-testid="decision-evidence">
      <h2 id="evidence-heading">Why: the evidence per mode</h2>
      {order.length > 0 ? (
        <p className="small muted">
          Questions are the unit: each question&apos;s share in the treatment minus its share in the reference. Rule metrics must improve (two-sided intervals,
          Bonferroni over the metrics a flip could rest on); harm guards must rule out a {decision.settings.floorPp}pp fall in strict rate or rise in UNGROUNDED
          rate in every mode (one-sided bounds, no correction needed since all must pass).
        </p>
      ) : null}
      {order.length > 0 ? (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Evidence per mode and quantity">
          <table className={`data ${stacked.stacked}`} data-testid="evidence-table">
            <thead>
              <tr>
                <th scope="col">mode · quantity</th>
                <th scope="col">weighs as</th>
                <th scope="col" className="num">
                  change (interval)
                </th>
                <th scope="col">reads as</th>
              </tr>
            </thead>
            <tbody>
              {order.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3>Reasons</h3>
      <ul className={styles.reasons} data-testid="decision-reasons">
        {decision.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}
