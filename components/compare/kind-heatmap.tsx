import { TextTable, type TextColumn } from "@/components/data-table/text-table";
import type { KindDiff, KindDiffCell } from "@/lib/gate/compare/kind-diff";
import { formatPp } from "@/lib/gate/rule/rule-labels";
import { modeLabel } from "@/lib/bench/runs/format";
import { BreakableId } from "../breakable-id";
import styles from "./compare.module.css";

const KIND_COLUMNS: TextColumn[] = [
  { key: "mode", header: "mode", rowHeader: true },
  { key: "kind", header: "kind" },
  { key: "baseline", header: "baseline", num: true },
  { key: "treatment", header: "treatment", num: true },
  { key: "delta", header: "Δ", num: true },
];

/** Full colour at a 50pp move; more than that cannot be told apart at bench n anyway. */
const SATURATION_PP = 50;

function shade(delta: number | null): string | undefined {
  if (delta === null || delta === 0) return undefined;
  // At most 44% so the text keeps 4.5:1 contrast on the bright dark-theme green.
  const strength = Math.round(Math.min(1, Math.abs(delta) / SATURATION_PP) * 36) + 8;
  // A violation firing less often is good (strict colour); more often is bad (ungrounded colour).
  return `color-mix(in srgb, ${delta < 0 ? "var(--strict)" : "var(--ungrounded)"} ${strength}%, transparent)`;
}

function describe(cell: KindDiffCell): string {
  if (cell.deltaPp === null) return `${cell.kind} in ${cell.mode}: not recorded in ${cell.baseline === null ? "baseline" : "treatment"}`;
  return `${cell.kind} in ${cell.mode}: ${cell.baseline?.count}/${cell.baseline?.recorded} → ${cell.treatment?.count}/${cell.treatment?.recorded}, ${formatPp(cell.deltaPp)}`;
}

export function KindHeatmap({ kinds }: { kinds: KindDiff }) {
  if (kinds.kinds.length === 0) {
    return (
      <section className="panel" aria-labelledby="kinds-heading">
        <h2 id="kinds-heading">Violation kinds</h2>
        <p className="muted">Neither run recorded a violation kind in a shared mode.</p>
      </section>
    );
  }
  const find = (mode: string, kind: string) => kinds.cells.find((cell) => cell.mode === mode && cell.kind === kind);
  return (
    <section className="panel" aria-labelledby="kinds-heading" data-testid="kind-heatmap">
      <h2 id="kinds-heading">Violation kinds: treatment − baseline share of rows (pp)</h2>
      <div className={`${styles.legend} small`}>
        <span>
          <span className={styles.swatch} style={{ background: shade(-SATURATION_PP) }} /> − fires less often
        </span>
        <span>
          <span className={styles.swatch} style={{ background: shade(SATURATION_PP) }} /> + fires more often
        </span>
        <span className="not-recorded">n/r = not recorded</span>
      </div>
      <div className="table-wrap">
        <table className="data" style={{ width: "auto" }} data-testid="kind-diff-table">
          <caption className="sr-only">Change in the share of rows in which each violation kind fired, per answer mode</caption>
          <thead>
            <tr>
              <th scope="col">kind</th>
              {kinds.modes.map((mode) => (
                <th key={mode} scope="col">
                  <BreakableId text={modeLabel(mode)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="mono small">
                  <BreakableId text={kind} />
                </th>
                {kinds.modes.map((mode) => {
                  const cell = find(mode, kind);
                  if (cell === undefined) return <td key={mode} />;
                  return (
                    <td
                      key={mode}
                      tabIndex={0}
                      className={styles.heatCell}
                      style={{ background: shade(cell.deltaPp) }}
                      aria-label={describe(cell)}
                      title={describe(cell)}
                      data-testid={`heat-${mode}-${kind}`}
                    >
                      {cell.deltaPp === null ? <span className="not-recorded">n/r</span> : formatPp(cell.deltaPp)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="small">
        <summary>Counts as a table</summary>
        <TextTable
          columns={KIND_COLUMNS}
          rows={kinds.cells.map((cell) => ({
            id: `${cell.mode}-${cell.kind}`,
            cells: {
              mode: modeLabel(cell.mode),
              kind: cell.kind,
              baseline: cell.baseline ? `${cell.baseline.count}/${cell.baseline.recorded}` : "not recorded",
              treatment: cell.treatment ? `${cell.treatment.count}/${cell.treatment.recorded}` : "not recorded",
              delta: cell.deltaPp === null ? "not recorded" : formatPp(cell.deltaPp),
            },
          }))}
          testId="kind-table"
          rowTestIdPrefix="kind-row-"
          caption="Rows in which each violation kind fired, per mode, in both runs"
        />
      </details>
    </section>
  );
}
