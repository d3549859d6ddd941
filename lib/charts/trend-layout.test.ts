import { describe, expect, it } from "vitest";
import type { ChartModel } from "@/lib/trends/chart-model";
import { layoutTrendChart, placeMarkers } from "./trend-layout";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 5, 1, 9);

const model: ChartModel = {
  metric: "strictRate",
  label: "Strict rate",
  asPercent: true,
  runs: [
    { runId: "r1", time: T0, provenance: "measured", joinedTo: null, policyFlags: [] },
    { runId: "r2", time: T0 + 10 * HOUR, provenance: "measured", joinedTo: "r1", policyFlags: ["quantifier_reminder_enabled"] },
    { runId: "r3", time: T0 + 20 * HOUR, provenance: "synthetic", joinedTo: null, policyFlags: [] },
  ],
  lines: [
    {
      mode: "quote",
      values: [0.5, 0.25, 0],
      bands: [
        [0.25, 0.75],
        [0, 0.5],
        [0, 0.5],
      ],
      n: [4, 4, 4],
      deltasPp: [null, -25, null],
      flags: [null, "regression", null],
    },
    { mode: "claim_lattice", values: [0, 0, null], bands: [null, null, null], n: [4, 4, 0], deltasPp: [null, 0, null], flags: [null, null, null] },
  ],
};

describe("layoutTrendChart", () => {
  const layout = layoutTrendChart(model, null);

  it("places runs on a time axis in percent of the width and values in pixels down the 240 px plot", () => {
    expect(layout.xTicks).toEqual([
      { x: 18.18, label: "06-01 12:00" },
      { x: 45.45, label: "06-01 18:00" },
      { x: 72.73, label: "06-02 00:00" },
      { x: 100, label: "06-02 06:00" },
    ]);
    expect(layout.yTicks).toEqual([
      { value: 0, y: 240 },
      { value: 0.25, y: 180 },
      { value: 0.5, y: 120 },
      { value: 0.75, y: 60 },
      { value: 1, y: 0 },
    ]);
    const points = layout.lines[0]?.filter((item) => item.kind === "point").map((item) => [item.x, item.y]);
    expect(points).toEqual([
      [4.55, 120],
      [50, 180],
      [95.45, 240],
    ]);
  });

  it("bands a joined pair between its runs, whiskers a run standing alone, and sets equal lines a few pixels apart", () => {
    const segment = layout.lines[0]?.find((item) => item.kind === "segment");
    expect(segment).toMatchObject({ x1: 4.55, y1: 120, x2: 50, y2: 180, band: "4.55,180 50,240 50,120 4.55,60", flag: "regression" });
    const lone = layout.lines[0]?.find((item) => item.kind === "point" && item.run === 2);
    expect(lone).toMatchObject({ whisker: [240, 120], href: "/runs/r3" });
    expect(layout.dodges).toEqual([-2.5, 2.5]);
  });

  it("puts the policy marker between the flipped pair, its label in the strip above the plot", () => {
    expect(layout.markers).toEqual([{ key: "m-1", x: 27.28, label: "quantifier_reminder_enabled", anchor: "start", labelY: -17 }]);
  });
});

describe("placeMarkers", () => {
  it("anchors labels on the right half to the left, and drops a close neighbour's label to a second row", () => {
    const placed = placeMarkers([
      { key: "a", x: 60, label: "a" },
      { key: "b", x: 80, label: "b" },
      { key: "c", x: 99, label: "c" },
    ]);
    expect(placed.map(({ anchor, labelY }) => [anchor, labelY])).toEqual([
      ["end", -17],
      ["end", -4],
      ["end", -17],
    ]);
  });
});
