import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ForestPlot, type ForestRow } from "./forest-plot";
import { describeForestRow, forestDomain, forestTicks } from "./forest-rows";

const ROWS: ForestRow[] = [
  {
    id: "pointer-strict",
    mode: "claim_lattice_pointer",
    metricLabel: "strict rate",
    role: "rule",
    estimatePp: 7.5,
    lowPp: 2.1,
    highPp: 12.9,
    intervalLabel: "98.3% two-sided",
    deciding: true,
    reading: "improvement shown",
  },
  {
    id: "pointer-ungrounded",
    mode: "claim_lattice_pointer",
    metricLabel: "UNGROUNDED rate",
    role: "guard",
    estimatePp: -1.2,
    lowPp: -4,
    highPp: null,
    intervalLabel: "95% one-sided",
    deciding: false,
    reading: "harm ruled out",
  },
  {
    id: "pointer-collapse",
    mode: "claim_lattice_pointer",
    metricLabel: "format collapse",
    role: "guard",
    estimatePp: null,
    lowPp: null,
    highPp: null,
    intervalLabel: "95% one-sided",
    deciding: false,
    reading: "never fired",
  },
];

describe("ForestPlot on the server", () => {
  const html = renderToString(<ForestPlot rows={ROWS} floorPp={5} title="Why this is a flip" />);

  it("draws the SVG in the first HTML: one row per (mode, metric), the deciding one in words", () => {
    expect(html).toContain("<svg");
    expect(html.match(/data-testid="forest-row-/g)).toHaveLength(3);
    expect(html).toMatch(/data-testid="forest-row-pointer-strict" data-deciding="true"/);
    expect(html).toContain("DECIDING · ");
    expect(html.match(/data-deciding="true"/g)).toHaveLength(1);
  });

  it("runs a one-sided interval to the edge as an arrow, and draws no interval for a metric that never fired", () => {
    expect(html.match(/data-testid="forest-interval"/g)).toHaveLength(2);
    expect(html).toContain('data-open="high"');
    expect(html).toContain('data-open="none"');
  });

  it("labels the floor on both sides, the harm and improvement sides, and the direction of the axis", () => {
    expect(html).toContain(">−5<");
    expect(html).toContain(">+5<");
    expect(html).toContain("← harm side");
    expect(html).toContain("improvement side →");
    expect(html).toContain("← worse · better → (pp)");
  });

  it("follows the chart with a table of every row", () => {
    expect(html.match(/data-testid="forest-table-row-/g)).toHaveLength(3);
    expect(html).toContain("95% one-sided [−4pp, +∞]");
  });
});

describe("forest plot numbers", () => {
  it("keeps the axis symmetric, at least twice the floor, past the widest bound", () => {
    expect(forestDomain(ROWS, 5)).toEqual([-15, 15]);
    expect(forestDomain([{ ...ROWS[0]!, highPp: 31 }], 5)).toEqual([-35, 35]);
    expect(forestTicks([-15, 15], 5)).toEqual([-15, -10, -5, 0, 5, 10, 15]);
    expect(forestTicks([-35, 35], 5)).toEqual([-30, -20, -10, -5, 0, 5, 10, 20, 30]);
  });

  it("says each row in one sentence, the deciding one named", () => {
    expect(describeForestRow(ROWS[0]!)).toBe(
      "claim_lattice_pointer · strict rate (rule metric): +7.5pp, 98.3% two-sided [+2.1pp, +12.9pp]: improvement shown. This metric decides.",
    );
    expect(describeForestRow(ROWS[2]!)).toBe("claim_lattice_pointer · format collapse (harm guard): never fired in either arm, no interval: never fired.");
  });
});
