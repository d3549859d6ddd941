"use client";

import { DIAGRAM_BIN_WIDTHS, type DiagramBinWidth, type ReliabilityDiagram } from "@/lib/controller/reliability-diagram";
import { useUrlParam } from "../use-url-state";
import { ReliabilityChart } from "./reliability-chart";
import { ReliabilityTable, TruthHistogramTable } from "./reliability-tables";
import { TruthHistogramChart } from "./truth-histogram-chart";
import styles from "./controller.module.css";

const isWidth = (value: string | null): value is DiagramBinWidth => DIAGRAM_BIN_WIDTHS.some((width) => width === value);

export function ReliabilityPanel({ diagram }: { diagram: ReliabilityDiagram }) {
  const [param, setParam] = useUrlParam("bins");
  const width: DiagramBinWidth = isWidth(param) ? param : "0.2";
  const diagrams = diagram.byWidth[width];
  const ece = diagrams.map((d) => `${d.policy} ${d.ece === null ? "—" : d.ece.toFixed(3)}`).join(", ");
  return (
    <section className="panel" aria-labelledby="reliability-heading" data-testid="reliability">
      <h2 id="reliability-heading">Reliability</h2>
      <p className="small muted">
        One point per committed step: confidence is the leader&apos;s reported probability, accuracy whether the leader is the truth. Points on the dashed
        diagonal are perfectly calibrated; marker size follows the number of steps in the bin. Expected calibration error (ECE): {ece}.
      </p>
      <div className={styles.controls} role="group" aria-label="Bin width">
        <span className="small">Bin width:</span>
        {DIAGRAM_BIN_WIDTHS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === width ? styles.pressed : undefined}
            aria-pressed={option === width}
            onClick={() => setParam(option === "0.2" ? null : option)}
            data-testid={`bin-width-${option}`}
          >
            {option}
          </button>
        ))}
      </div>
      <div className={styles.chartGrid}>
        <ReliabilityChart diagrams={diagrams} />
        <ReliabilityTable diagrams={diagrams} />
      </div>
      <h3>Stored reliability_bins: truth branch probability per policy</h3>
      <p className="small muted">
        Committed steps counted by the truth branch&apos;s probability, from the file&apos;s own reliability_bins (bars), beside the counts re-derived from the
        steps (table).
      </p>
      <div className={styles.chartGrid}>
        <TruthHistogramChart histograms={diagram.truthHistogram} />
        <TruthHistogramTable histograms={diagram.truthHistogram} />
      </div>
    </section>
  );
}
