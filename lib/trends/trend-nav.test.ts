import { describe, expect, it } from "vitest";
import type { ChartModel } from "./chart-model";
import { buildTrendNav, pickTickRuns } from "./trend-nav";

const model: ChartModel = {
  metric: "strictRate",
  label: "Strict rate",
  asPercent: true,
  runs: [
    { runId: "r1", time: 1, provenance: "measured", joinedTo: null, policyFlags: [] },
    { runId: "r2", time: 2, provenance: "measured", joinedTo: "r1", policyFlags: ["quantifier_reminder_enabled"] },
    { runId: "r3", time: 3, provenance: "synthetic", joinedTo: null, policyFlags: [] },
    { runId: "r4", time: 4, provenance: "measured", joinedTo: "r3", policyFlags: ["quantifier_reminder_enabled"] },
  ],
  lines: [
    {
      mode: "quote",
      values: [0.5, 0.25, 0, null],
      bands: [[0.25, 0.75], [0, 0.5], [0, 0.5], null],
      n: [4, 4, 4, 0],
      deltasPp: [null, -25, null, null],
      flags: [null, "regression", null, null],
    },
  ],
};

describe("buildTrendNav", () => {
  const nav = buildTrendNav(model, "3");

  it("joins runs that name the run before into one chain, and breaks the chain where a run is set apart", () => {
    expect(nav.chains).toEqual([[0, 0, 1, null]]);
  });

  it("lists a point, the segment to the next point, the next point; a segment opens the comparison with the threshold kept", () => {
    const items = nav.lines[0] ?? [];
    expect(items.map((item) => item.key)).toEqual(["p-0-0", "s-0-1", "p-0-1", "p-0-2"]);
    expect(items[1]).toMatchObject({ kind: "segment", from: 0.5, to: 0.25, flag: "regression", href: "/compare?baseline=r1&treatment=r2&threshold=3" });
    expect(items[1]?.label).toBe("r1 to r2, quote: −25.0pp, regression. Opens the comparison.");
  });

  it("gives a run joined to neither neighbour a whisker of its interval, and a joined run none", () => {
    const points = (nav.lines[0] ?? []).filter((item) => item.kind === "point");
    expect(points.map((point) => (point.kind === "point" ? point.whisker : "segment"))).toEqual([null, null, [0, 0.5]]);
    expect(points[2]).toMatchObject({ href: "/runs/r3", provenance: "synthetic" });
  });

  it("puts a policy marker two runs after another on the second label row", () => {
    expect(nav.markers).toEqual([
      { key: "m-1", run: 1, label: "quantifier_reminder_enabled", row: 0 },
      { key: "m-3", run: 3, label: "quantifier_reminder_enabled", row: 1 },
    ]);
  });
});

describe("pickTickRuns", () => {
  it("labels every run while twelve fit, then every k-th and always the last", () => {
    expect(pickTickRuns(4)).toEqual([0, 1, 2, 3]);
    expect(pickTickRuns(30)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 29]);
  });
});
