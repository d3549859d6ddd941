import type { ModePlan } from "@/lib/gate/decision/decision-types";
import { toPowerGrid } from "@/lib/gate/text/format-decision";
import { formatPercent } from "@/lib/stats/format-rate";
import styles from "./decision.module.css";

/** Power to show a floor-sized move, by questions (rows) and samples per question (columns). */
export function PowerTable({ mode, plan }: { mode: string; plan: ModePlan }) {
  const grid = toPowerGrid(plan);
  if (grid.rows.length === 0) return null;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={`Power table for ${mode}`}>
      <table className={`data ${styles.powerTable}`} data-testid={`power-${mode}`}>
        <caption className="small muted">Power at the floor: questions (rows) × samples per question (columns)</caption>
        <thead>
          <tr>
            <th scope="col">questions</th>
            {grid.samples.map((samples) => (
              <th key={samples} scope="col" className="num">
                ×{samples}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.questions}>
              <th scope="row">{row.questions.toLocaleString("en")}</th>
              {row.power.map((power, index) => (
                <td key={grid.samples[index]} className="num">
                  {power === null ? "—" : formatPercent(power, 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
