import { describe, expect, it } from "vitest";
import type { RungDistribution } from "@/lib/quantifier/classify/batch";
import { INTENSITIES } from "@/lib/quantifier/ladder/intensities";
import type { Intensity } from "@/lib/quantifier/ladder/rungs";
import { layoutRungChart } from "./rung-layout";

const counts = (given: Partial<Record<Intensity, number>>) =>
  Object.fromEntries(INTENSITIES.map((rung) => [rung, given[rung] ?? 0])) as Record<Intensity, number>;
const threeQuestions: RungDistribution = { total: 3, counts: counts({ SINGULAR: 2, MANY: 1 }) };

describe("layoutRungChart", () => {
  it("draws one bar per rung for a single list, as its share in percent", () => {
    const layout = layoutRungChart(threeQuestions, null);
    expect(layout.rows.map((row) => row.bars.map((bar) => bar.sharePp)).flat()).toEqual([0, 66.67, 0, 0, 0, 0, 33.33, 0, 0, 0]);
    expect(layout.rows[1]).toEqual({ rung: "SINGULAR", labelY: 51, bars: [{ list: "A", sharePp: 66.67, y: 54, height: 10 }] });
    expect([layout.axisY, layout.height, layout.ticks]).toEqual([380, 402, [0, 25, 50, 75, 100]]);
  });

  it("adds list B's bar under list A's when a second list is compared", () => {
    const rungs = INTENSITIES.map((intensity) => ({ intensity, sharePpA: 0, sharePpB: intensity === "ALL" ? 100 : 0, driftPp: 0 }));
    const layout = layoutRungChart(threeQuestions, { rungs, flagged: [], thresholdPp: 5 });
    expect(layout.rows[7]?.bars).toEqual([
      { list: "A", sharePp: 0, y: 352, height: 10 },
      { list: "B", sharePp: 100, y: 362, height: 10 },
    ]);
    expect(layout.axisY).toBe(480);
  });
});
