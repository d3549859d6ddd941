import type { ControllerResults, Policy, ReliabilityBin } from "../bench/results-schema";

export const DIAGRAM_BIN_WIDTHS = ["0.2", "0.1"] as const;
export type DiagramBinWidth = (typeof DIAGRAM_BIN_WIDTHS)[number];

export type DiagramBin = {
  bin: string;
  lower: number;
  upper: number;
  count: number;
  correct: number;
  meanConfidence: number | null;
  accuracy: number | null;
};

export type PolicyDiagram = { policy: Policy; points: number; bins: DiagramBin[]; ece: number | null };

export type TruthHistogramBin = { bin: string; stored: number; rederived: number };
export type TruthHistogram = { policy: Policy; bins: TruthHistogramBin[] };

export type ReliabilityDiagram = {
  confidence: "probabilities[leader] on committed steps";
  byWidth: Record<DiagramBinWidth, PolicyDiagram[]>;
  truthHistogram: TruthHistogram[];
};

type ConfidencePoint = { policy: Policy; confidence: number; correct: boolean };

const POLICIES: readonly Policy[] = ["single", "multi"];

/** Edges rounded so 0.6 stays 0.6 rather than 3 x 0.2 = 0.6000000000000001. */
function binEdges(width: number): number[] {
  const count = Math.round(1 / width);
  return Array.from({ length: count }, (_, i) => Number(((i + 1) * width).toFixed(10)));
}

function labelOf(edges: readonly number[], index: number, width: number): string {
  const upper = edges[index] ?? 1;
  return `${Math.max(0, upper - width).toFixed(1)}-${upper.toFixed(1)}`;
}

/** Same rule as the stored bins: p falls in the first bin whose upper edge is >= p. */
export function findBinIndex(probability: number, edges: readonly number[]): number {
  const index = edges.findIndex((edge) => probability <= edge);
  return index === -1 ? edges.length - 1 : index;
}

/** Committed steps whose leader reported a probability: the leader's probability and whether it was the truth. */
export function collectConfidencePoints(results: ControllerResults): ConfidencePoint[] {
  return results.per_scenario.flatMap((result) =>
    result.steps.flatMap((step) => {
      if (!step.answer_committed || step.leader === null) return [];
      const confidence = step.probabilities[step.leader];
      return confidence === undefined ? [] : [{ policy: result.policy, confidence, correct: step.leader === result.truth }];
    }),
  );
}

function binConfidencePoints(points: readonly ConfidencePoint[], policy: Policy, width: number): PolicyDiagram {
  const edges = binEdges(width);
  const bins = edges.map((upper, index) => ({ index, upper, sum: 0, count: 0, correct: 0 }));
  const mine = points.filter((point) => point.policy === policy);
  for (const point of mine) {
    const bin = bins[findBinIndex(point.confidence, edges)];
    if (bin === undefined) continue;
    bin.count += 1;
    bin.sum += point.confidence;
    if (point.correct) bin.correct += 1;
  }
  const out: DiagramBin[] = bins.map((bin) => ({
    bin: labelOf(edges, bin.index, width),
    lower: Number((bin.upper - width).toFixed(10)),
    upper: bin.upper,
    count: bin.count,
    correct: bin.correct,
    meanConfidence: bin.count === 0 ? null : bin.sum / bin.count,
    accuracy: bin.count === 0 ? null : bin.correct / bin.count,
  }));
  return { policy, points: mine.length, bins: out, ece: computeEce(out, mine.length) };
}

/** Expected calibration error: count-weighted mean of |accuracy - mean confidence| over bins. */
function computeEce(bins: readonly DiagramBin[], total: number): number | null {
  if (total === 0) return null;
  return bins.reduce(
    (sum, bin) => (bin.accuracy === null || bin.meanConfidence === null ? sum : sum + (bin.count / total) * Math.abs(bin.accuracy - bin.meanConfidence)),
    0,
  );
}

const STANDARD_TRUTH_BINS = ["0.0-0.2", "0.2-0.4", "0.4-0.6", "0.6-0.8", "0.8-1.0"];

/** Counts per truth-probability bin: the file's own labels beside the ones re-derived from the steps. */
function buildTruthHistogram(stored: readonly ReliabilityBin[], rederived: readonly ReliabilityBin[]): TruthHistogram[] {
  const labels = [...new Set([...STANDARD_TRUTH_BINS, ...stored.map((bin) => bin.bin), ...rederived.map((bin) => bin.bin)])];
  const countOf = (bins: readonly ReliabilityBin[], policy: Policy, label: string) => bins.filter((bin) => bin.policy === policy && bin.bin === label).length;
  return POLICIES.map((policy) => ({
    policy,
    bins: labels.map((bin) => ({ bin, stored: countOf(stored, policy, bin), rederived: countOf(rederived, policy, bin) })),
  }));
}

export function buildReliabilityDiagram(results: ControllerResults, rederived: readonly ReliabilityBin[]): ReliabilityDiagram {
  const points = collectConfidencePoints(results);
  const forWidth = (width: DiagramBinWidth) => POLICIES.map((policy) => binConfidencePoints(points, policy, Number(width)));
  return {
    confidence: "probabilities[leader] on committed steps",
    byWidth: { "0.2": forWidth("0.2"), "0.1": forWidth("0.1") },
    truthHistogram: buildTruthHistogram(results.reliability_bins, rederived),
  };
}
