import type { ModeSummary } from "@/lib/bench/accumulate/run-summary";
import { toKindHeatmap, type HeatCell as KindHeatCell } from "@/lib/bench/runs/run-views";
import { modeLabel } from "@/lib/bench/runs/format";
import { formatPercent } from "@/lib/stats/format-rate";
import { BreakableId } from "../breakable-id";
import { HeatFilterLink } from "./heat-filter-link";
import styles from "./kind-heatmap.module.css";

// Capped at 60% so the normal text colour keeps 4.5:1 contrast on every shade in both themes (no flip point works for both).
// Only the share is inline; the colour mix is in the stylesheet, not repeated in every cell of the page and its payload.
function cellStyle(rate: number): React.CSSProperties {
  return { "--heat": `${Math.round(rate * 60)}%` } as React.CSSProperties;
}

// The sentence is the title only: a screen reader reads it as the cell's description after "3/27" and its two headers;
// an aria-label repeating it doubled every cell's markup and payload.
function HeatCell({ kind, mode, cell }: { kind: string; mode: string; cell: KindHeatCell | undefined }) {
  if (!cell || cell.count === null || cell.rate === null) {
    return (
      <td className={styles.notRecorded} tabIndex={0} title={`${kind} in ${mode}: not recorded`} data-testid="heat-cell" data-mode={mode}>
        not recorded
      </td>
    );
  }
  const tip = `${kind} in ${mode}: fired in ${cell.count} of ${cell.recorded} rows that recorded kinds (${formatPercent(cell.rate, 0)})`;
  const count = (
    <>
      {cell.count}
      <span className={styles.denominator}>/{cell.recorded}</span>
    </>
  );
  return (
    <td className={styles.cell} style={cellStyle(cell.rate)} title={tip} data-testid="heat-cell" data-mode={mode} data-kind={kind} data-count={cell.count}>
      {cell.count > 0 ? (
        <HeatFilterLink mode={mode} kind={kind} label={`${tip}. Shows these questions in the drill-down.`}>
          {count}
        </HeatFilterLink>
      ) : (
        count
      )}
    </td>
  );
}

/** One row per violation kind and one column per mode: the kinds outnumber the modes, so this shape fits a phone without turning any label. */
export function KindHeatmap({ modes }: { modes: Record<string, ModeSummary> }) {
  const { kinds, cells } = toKindHeatmap(modes);
  const modeNames = Object.keys(modes);
  if (kinds.length === 0) {
    const anyRecorded = Object.values(modes).some((m) => m.violationKinds.recorded > 0);
    return (
      <p className={anyRecorded ? "muted" : "not-recorded"}>
        {anyRecorded ? "No violation kind fired in any mode." : "Violation kinds: not recorded by this run's harness."}
      </p>
    );
  }
  return (
    <div className="table-wrap">
      <table className={styles.heatmap} data-testid="kind-heatmap">
        <caption className="sr-only">Rows in which each violation kind fired, per mode, over rows that recorded kinds</caption>
        <thead>
          <tr>
            <th scope="col">Violation kind</th>
            {modeNames.map((mode) => (
              <th key={mode} scope="col" className={styles.mode} data-testid="heatmap-mode">
                <BreakableId text={modeLabel(mode)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind} data-testid={`heatmap-row-${kind}`}>
              <th scope="row" className={styles.kind} data-testid="heatmap-kind">
                <BreakableId text={kind} />
              </th>
              {modeNames.map((mode) => (
                <HeatCell key={mode} kind={kind} mode={mode} cell={cells.find((c) => c.mode === mode && c.kind === kind)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        Cell: rows in which the kind fired at least once / rows that recorded kinds. Darker is a higher rate. Kinds sorted by total. Press a count to list those
        questions in the drill-down.
      </p>
    </div>
  );
}
