import type { VerdictShareRow } from "@/lib/bench/runs/run-views";
import { modeLabel } from "@/lib/bench/runs/format";
import { formatPercent, formatRateInterval } from "@/lib/stats/format-rate";
import styles from "@/components/charts/chart.module.css";
import { VERDICT_FILL } from "@/components/charts/palette";
import { VerdictBars, type VerdictDatum } from "./verdict-bars";

function describeRow(row: VerdictShareRow): string {
  const interval = row.ci ? ` (95% interval ${formatRateInterval(row.ci)})` : "";
  const strict = row.strictRate === null ? "no strict rate" : `strict ${formatPercent(row.strictRate)}${interval}`;
  return `${modeLabel(row.mode)}: ${strict}, hybrid ${formatPercent(row.HYBRID)}, ungrounded ${formatPercent(row.UNGROUNDED)} of ${row.n} rows`;
}

function toDatum(row: VerdictShareRow, i: number): VerdictDatum {
  const rate = row.strictRate;
  return {
    i,
    mode: row.mode,
    label: `${modeLabel(row.mode)}${rate === null ? "" : ` · strict ${formatPercent(rate)}`}`,
    STRICT: row.STRICT,
    HYBRID: row.HYBRID,
    UNGROUNDED: row.UNGROUNDED,
    ci: rate !== null && row.ci ? [rate - row.ci[0], row.ci[1] - rate] : null,
    hasRate: rate !== null,
  };
}

/** Verdict shares per mode on Recharts; the per-mode table below the chart holds the same numbers. */
export function VerdictChart({ rows }: { rows: VerdictShareRow[] }) {
  const items = rows.map(describeRow);
  return (
    <figure style={{ margin: 0 }} data-testid="verdict-chart">
      <VerdictBars data={rows.map(toDatum)} items={items} label="Verdict shares per mode, with the strict rate and its 95% interval." />
      <p className={`${styles.legend} small`} aria-hidden="true">
        {(Object.keys(VERDICT_FILL) as (keyof typeof VERDICT_FILL)[]).map((verdict) => (
          <span key={verdict}>
            <span className={styles.swatch} style={{ background: VERDICT_FILL[verdict] }} />
            {verdict}
          </span>
        ))}
      </p>
      <figcaption className="muted small">
        Share of rows per verdict. Bold tick: the strict rate; capped line: its 95% Wilson interval. Every number is in the table below.
      </figcaption>
    </figure>
  );
}
