import type { Decision } from "@/lib/gate/decision/decision-types";
import { sortModes } from "@/lib/gate/decision/decision-labels";
import type { EvidenceRow } from "@/lib/gate/record/evidence-rows";
import { ForestPlot } from "@/components/charts/forest-plot";
import { TextTable, type TextColumn } from "@/components/data-table/text-table";
import { modeLabel } from "@/lib/bench/runs/format";
import styles from "./decision.module.css";

const COLUMNS: TextColumn[] = [
  { key: "quantity", header: "mode · quantity", rowHeader: true },
  { key: "role", header: "weighs as" },
  { key: "change", header: "change (interval)", num: true, sortable: false },
  { key: "reading", header: "reads as" },
];

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
        <ForestPlot
          rows={order}
          floorPp={decision.settings.floorPp}
          title={`Why ${decision.action}: each quantity's change, better to the right, the ${decision.settings.floorPp}pp floor on each side`}
          table={
            <TextTable
              columns={COLUMNS}
              rows={order.map((row) => ({
                id: row.id,
                className: row.deciding ? styles.deciding : undefined,
                cells: {
                  quantity: `${modeLabel(row.mode)} · ${row.metricLabel}${row.deciding ? " (decides)" : ""}`,
                  role: row.role === "rule" ? "rule metric" : "harm guard",
                  change: row.text,
                  reading: row.reading,
                },
              }))}
              testId="evidence-table"
              rowTestIdPrefix="evidence-"
              caption="Each quantity the decision weighs, its change with its one interval, and what it reads as"
            />
          }
        />
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
