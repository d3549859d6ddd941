import { modeLabel } from "@/lib/bench/runs/format";
import { FlagMark, PROVENANCE_MARKS, ProvenanceMark, styleOfMode } from "./trend-marks";
import styles from "./trends.module.css";

function Swatch({ children, width = 14 }: { children: React.ReactNode; width?: number }) {
  return (
    <svg width={width} height={14} viewBox={`0 0 ${width} 14`} aria-hidden="true">
      {children}
    </svg>
  );
}

export function TrendLegend({ modes, band }: { modes: string[]; band: "wilson95" | "none" }) {
  return (
    <div className={`${styles.legend} small`} data-testid="trend-legend">
      <span className={styles.legendGroup}>
        {modes.map((mode, index) => {
          const { color, dash } = styleOfMode(index);
          return (
            <span key={mode}>
              <Swatch width={28}>
                <line x1={0} x2={28} y1={7} y2={7} stroke={color} strokeWidth={2} strokeDasharray={dash} />
              </Swatch>
              {modeLabel(mode)}
            </span>
          );
        })}
      </span>
      <span className={styles.legendGroup}>
        {Object.entries(PROVENANCE_MARKS).map(([provenance, mark]) => (
          <span key={provenance}>
            <Swatch>
              <ProvenanceMark provenance={provenance} cx={7} cy={7} color="var(--text)" />
            </Swatch>
            {mark.label}
          </span>
        ))}
      </span>
      <span className={styles.legendGroup}>
        <span>
          <Swatch>
            <FlagMark flag="regression" cx={7} cy={7} />
          </Swatch>
          regression
        </span>
        <span>
          <Swatch>
            <FlagMark flag="improvement" cx={7} cy={7} />
          </Swatch>
          improvement
        </span>
        <span>
          <Swatch width={10}>
            <line x1={5} x2={5} y1={0} y2={14} stroke="var(--muted)" strokeDasharray="4 3" />
          </Swatch>
          policy flag changed
        </span>
      </span>
      <span className="muted">
        {band === "wilson95"
          ? "Shaded band: 95% Wilson interval (a whisker on a run not joined to a neighbour)."
          : "No band: a run summary keeps no per-row spread of the ratio, and samples of one question are not independent rows, so no interval is claimed and no pair is flagged."}
      </span>
    </div>
  );
}
