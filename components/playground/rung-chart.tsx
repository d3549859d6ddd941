import type { DistributionComparison, RungDistribution } from "@/lib/quantifier";
import { layoutRungChart, type RungBar } from "@/lib/charts/rung-layout";
import styles from "@/components/charts/svg-chart.module.css";

const FILL: Record<RungBar["list"], string> = { A: "var(--accent)", B: "var(--hybrid)" };
const pct = (sharePp: number) => `${sharePp.toFixed(1)}%`;

/** Plain SVG (no chart library): x is a share, so it is drawn as a percentage of the plot width. */
export function RungChart({ distribution, comparison }: { distribution: RungDistribution; comparison: DistributionComparison | null }) {
  const layout = layoutRungChart(distribution, comparison);
  const describe = layout.rows.map((row) => `${row.rung} ${row.bars.map((bar) => `${bar.list} ${pct(bar.sharePp)}`).join(", ")}`).join("; ");
  return (
    <figure style={{ margin: 0 }} data-testid="rung-chart">
      <div className={`${styles.frame} ${styles.frameNarrowLeft}`}>
        <svg width="100%" height={layout.height} className={styles.svg} role="img" aria-label={`Share of questions per rung: ${describe}`}>
          {layout.ticks.map((tick) => (
            <g key={tick}>
              <line x1={`${tick}%`} x2={`${tick}%`} y1={0} y2={layout.axisY} className={styles.grid} />
              <text x={`${tick}%`} y={layout.axisY + 15} textAnchor="middle" className={styles.tick}>
                {tick}%
              </text>
            </g>
          ))}
          {layout.rows.map((row) => (
            <g key={row.rung}>
              <text x={0} y={row.labelY} className={styles.label}>
                {row.rung} · {row.bars.map((bar) => (comparison === null ? pct(bar.sharePp) : `${bar.list} ${pct(bar.sharePp)}`)).join(", ")}
              </text>
              {row.bars.map((bar) => (
                <rect key={`${bar.list}-track`} x={0} width="100%" y={bar.y} height={bar.height} className={styles.track} />
              ))}
              {row.bars.map((bar) => (
                <rect key={bar.list} x={0} width={`${bar.sharePp}%`} y={bar.y} height={bar.height} style={{ fill: FILL[bar.list] }}>
                  <title>{`${row.rung}, list ${bar.list}: ${pct(bar.sharePp)}`}</title>
                </rect>
              ))}
            </g>
          ))}
          <line x1="0%" x2="100%" y1={layout.axisY} y2={layout.axisY} className={styles.axis} />
        </svg>
      </div>
      <p className={`${styles.legend} small`} aria-hidden="true">
        {(comparison === null ? (["A"] as const) : (["A", "B"] as const)).map((list) => (
          <span key={list}>
            <span className={styles.swatch} style={{ background: FILL[list] }} />
            list {list} share
          </span>
        ))}
      </p>
      <figcaption className="muted small">Share of classified questions per rung (invalid lines are not counted).</figcaption>
    </figure>
  );
}
