import type { VerdictShareRow } from "@/lib/bench/runs/run-views";
import { modeLabel } from "@/lib/bench/runs/format";
import { layoutVerdictChart, VERDICTS, type Verdict } from "@/lib/charts/verdict-layout";
import { formatPercent, formatRateInterval } from "@/lib/stats/format-rate";
import styles from "@/components/charts/svg-chart.module.css";

const FILL: Record<Verdict, string | undefined> = { STRICT: styles.strict, HYBRID: styles.hybrid, UNGROUNDED: styles.ungrounded };

const pct = (v: number) => formatPercent(v, 0);

function describeRow(row: VerdictShareRow): string {
  const interval = row.ci ? ` (95% interval ${formatRateInterval(row.ci)})` : "";
  const strict = row.strictRate === null ? "no strict rate" : `strict ${formatPercent(row.strictRate)}${interval}`;
  return `${modeLabel(row.mode)}: ${strict}, hybrid ${formatPercent(row.HYBRID)}, ungrounded ${formatPercent(row.UNGROUNDED)} of ${row.n} rows`;
}

/** Server-rendered: no chart code reaches the browser. The bars carry titles, the picture an aria-label, the table below every number. */
export function VerdictChart({ rows }: { rows: VerdictShareRow[] }) {
  const layout = layoutVerdictChart(rows);
  return (
    <figure style={{ margin: 0 }} data-testid="verdict-chart">
      <div className={`${styles.frame} ${styles.frameNarrowLeft}`}>
        <svg width="100%" height={layout.height} className={styles.svg} role="img" aria-label={`Verdict shares per mode. ${rows.map(describeRow).join("; ")}.`}>
          {layout.ticks.map((tick) => (
            <line key={tick.value} x1={`${tick.x}%`} x2={`${tick.x}%`} y1={0} y2={layout.axisY} className={styles.grid} />
          ))}
          {layout.rows.map((row, index) => {
            const source = rows[index];
            return (
              <g key={row.mode}>
                <title>{source ? describeRow(source) : row.mode}</title>
                <text x={0} y={row.labelY} className={styles.label}>
                  {modeLabel(row.mode)}
                  {source?.strictRate == null ? "" : ` · strict ${formatPercent(source.strictRate)}`}
                </text>
                {row.segments.map((segment) => (
                  <rect
                    key={segment.verdict}
                    x={`${segment.x}%`}
                    width={`${segment.width}%`}
                    y={row.barY}
                    height={row.barHeight}
                    className={FILL[segment.verdict]}
                  />
                ))}
                {row.whisker && source?.ci ? (
                  <g className={styles.whisker} data-testid={`whisker-${row.mode}`} data-interval={source.ci.join(" ")}>
                    {row.whisker.map((line, i) => (
                      <line key={i} x1={`${line.x1}%`} x2={`${line.x2}%`} y1={line.y1} y2={line.y2} />
                    ))}
                  </g>
                ) : null}
                {row.mark ? (
                  <g className={styles.mark} data-testid={`strict-mark-${row.mode}`}>
                    <line x1={`${row.mark.x}%`} x2={`${row.mark.x}%`} y1={row.mark.y1} y2={row.mark.y2} />
                  </g>
                ) : null}
              </g>
            );
          })}
          <line x1="0%" x2="100%" y1={layout.axisY} y2={layout.axisY} className={styles.axis} />
          {layout.ticks.map((tick) => (
            <text key={tick.value} x={`${tick.x}%`} y={layout.axisY + 15} textAnchor="middle" className={styles.tick} data-testid="x-tick">
              {pct(tick.value)}
            </text>
          ))}
        </svg>
      </div>
      <p className={`${styles.legend} small`} aria-hidden="true">
        {VERDICTS.map((verdict) => (
          <span key={verdict}>
            <span className={`${styles.swatch} ${FILL[verdict]}`} />
            {verdict}
          </span>
        ))}
      </p>
      <figcaption className="muted small">
        Share of rows per verdict. Bold tick: the strict rate; thin line: its 95% Wilson interval, drawn also at 0% and 100%.
      </figcaption>
    </figure>
  );
}
