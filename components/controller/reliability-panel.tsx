import type { ReactNode } from "react";
import type { DiagramBinWidth, PolicyDiagram, ReliabilityDiagram, TruthHistogram } from "@/lib/controller/runs/reliability-diagram";
import { BinWidthSwitch } from "./bin-width-switch";
import { ReliabilityChart, type ReliabilitySeries } from "./reliability-chart";
import { ReliabilityTable, TruthHistogramTable } from "./reliability-tables";
import { TruthHistogramChart, type HistogramDatum } from "./truth-histogram-chart";
import styles from "./controller.module.css";

const f2 = (value: number) => value.toFixed(2);

/** The plotted bins (those with steps) of each policy, numbered across policies in reading order, and one sentence per point. */
function toReliabilitySeries(diagrams: PolicyDiagram[]): { series: ReliabilitySeries[]; items: string[] } {
  const items: string[] = [];
  const series = diagrams.map(({ policy, bins }) => ({
    policy,
    points: bins.flatMap((bin) => {
      if (bin.meanConfidence === null || bin.accuracy === null) return [];
      items.push(
        `${policy}, bin ${bin.bin}: mean confidence ${f2(bin.meanConfidence)}, accuracy ${f2(bin.accuracy)}, ${bin.count} ${bin.count === 1 ? "step" : "steps"}`,
      );
      return [{ i: items.length - 1, x: bin.meanConfidence, y: bin.accuracy, count: bin.count }];
    }),
  }));
  return { series, items };
}

function toHistogram(histograms: TruthHistogram[]): { data: HistogramDatum[]; items: string[] } {
  const labels = histograms[0]?.bins.map((bin) => bin.bin) ?? [];
  const data = labels.map((bin, i) => ({ i, bin, ...Object.fromEntries(histograms.map((h) => [h.policy, h.bins.find((b) => b.bin === bin)?.stored ?? 0])) }));
  const items = labels.map(
    (bin) => `truth probability ${bin}: ${histograms.map((h) => `${h.policy} ${h.bins.find((b) => b.bin === bin)?.stored ?? 0} steps`).join(", ")}`,
  );
  return { data, items };
}

function ReliabilityView({ diagrams }: { diagrams: PolicyDiagram[] }) {
  const ece = diagrams.map((d) => `${d.policy} ${d.ece === null ? "—" : d.ece.toFixed(3)}`).join(", ");
  return (
    <>
      <p className="small muted">Expected calibration error (ECE): {ece}.</p>
      <div className={styles.chartGrid}>
        <ReliabilityChart {...toReliabilitySeries(diagrams)} />
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
        Accuracy against confidence per bin of committed steps; the dashed diagonal is perfect calibration; marker size: steps in the bin.
      </p>
      <BinWidthSwitch views={views} />
      <h3>Stored reliability_bins: truth branch probability per policy</h3>
      <p className="small muted">
        Committed steps counted by the truth branch&apos;s probability, from the file&apos;s own reliability_bins (bars), beside the counts re-derived from the
        steps (table).
      </p>
      <div className={styles.chartGrid}>
        <TruthHistogramChart policies={diagram.truthHistogram.map((h) => h.policy)} {...toHistogram(diagram.truthHistogram)} />
        <TruthHistogramTable histograms={diagram.truthHistogram} />
      </div>
    </section>
  );
}
