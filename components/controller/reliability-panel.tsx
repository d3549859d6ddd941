import type { ReactNode } from "react";
import type { DiagramBinWidth, PolicyDiagram, ReliabilityDiagram } from "@/lib/controller/runs/reliability-diagram";
import { BinWidthSwitch } from "./bin-width-switch";
import { ReliabilityChart } from "./reliability-chart";
import { ReliabilityTable, TruthHistogramTable } from "./reliability-tables";
import { TruthHistogramChart } from "./truth-histogram-chart";
import styles from "./controller.module.css";

function ReliabilityView({ diagrams }: { diagrams: PolicyDiagram[] }) {
  const ece = diagrams.map((d) => `${d.policy} ${d.ece === null ? "—" : d.ece.toFixed(3)}`).join(", ");
  return (
    <>
      <p className="small muted">Expected calibration error (ECE): {ece}.</p>
      <div className={styles.chartGrid}>
        <ReliabilityChart diagrams={diagrams} />
        <ReliabilityTable diagrams={diagrams} />
      </div>
    </>
  );
}

export function ReliabilityPanel({ diagram }: { diagram: ReliabilityDiagram }) {
  const views: Record<DiagramBinWidth, ReactNode> = {
    "0.2": <ReliabilityView diagrams={diagram.byWidth["0.2"]} />,
    "0.1": <ReliabilityView diagrams={diagram.byWidth["0.1"]} />,
  };
  return (
    <section className="panel" aria-labelledby="reliability-heading" data-testid="reliability">
      <h2 id="reliability-heading">Reliability</h2>
      <p className="small muted">
        One point per committed step: confidence is the leader&apos;s reported probability, accuracy whether the leader is the truth. Points on the dashed
        diagonal are perfectly calibrated; marker size follows the number of steps in the bin.
      </p>
      <BinWidthSwitch views={views} />
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
