import { describe, expect, it } from "vitest";
import type { DiagramBin, PolicyDiagram, TruthHistogram } from "@/lib/controller/runs/reliability-diagram";
import { layoutReliability, layoutTruthHistogram } from "./reliability-layout";

const bin = (label: string, count: number, meanConfidence: number | null, accuracy: number | null): DiagramBin => ({
  bin: label,
  lower: 0,
  upper: 1,
  count,
  correct: 0,
  meanConfidence,
  accuracy,
});

describe("layoutReliability", () => {
  it("places each bin at its confidence (percent) and accuracy (pixels down), sized by its steps, and skips empty bins", () => {
    const diagrams: PolicyDiagram[] = [
      { policy: "single", points: 9, ece: 0.1, bins: [bin("0.0-0.2", 0, null, null), bin("0.6-0.8", 9, 0.7, 0.25)] },
      { policy: "multi", points: 1, ece: 0.3, bins: [bin("0.8-1.0", 1, 0.9, 1)] },
    ];
    const { series, ticks } = layoutReliability(diagrams);
    expect(series.map((s) => s.points.map(({ bin: label, x, y, r }) => ({ label, x, y, r })))).toEqual([
      [{ label: "0.6-0.8", x: 70, y: 180, r: 11.28 }],
      [{ label: "0.8-1.0", x: 90, y: 0, r: 5.32 }],
    ]);
    expect(ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe("layoutTruthHistogram", () => {
  it("groups a bar per policy in each bin, heights on a whole-number axis", () => {
    const histograms: TruthHistogram[] = [
      {
        policy: "single",
        bins: [
          { bin: "low", stored: 3, rederived: 3 },
          { bin: "high", stored: 0, rederived: 0 },
        ],
      },
      {
        policy: "multi",
        bins: [
          { bin: "low", stored: 1, rederived: 1 },
          { bin: "high", stored: 4, rederived: 4 },
        ],
      },
    ];
    const layout = layoutTruthHistogram(histograms);
    expect(layout.bins).toEqual([
      { label: "low", center: 25 },
      { label: "high", center: 75 },
    ]);
    expect(layout.yTicks).toEqual([0, 1, 2, 3, 4].map((value) => ({ value, position: 200 - value * 50 })));
    expect(layout.bars.map(({ policy, x, width, y, height }) => [policy, x, width, y, height])).toEqual([
      ["single", 5, 20, 50, 150],
      ["multi", 25, 20, 150, 50],
      ["single", 55, 20, 200, 0],
      ["multi", 75, 20, 0, 200],
    ]);
  });
});
