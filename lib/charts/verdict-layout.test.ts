import { describe, expect, it } from "vitest";
import type { VerdictShareRow } from "@/lib/bench/runs/run-views";
import { layoutVerdictChart } from "./verdict-layout";

const zeroOfThree: VerdictShareRow = { mode: "claim_lattice_pointer", n: 3, STRICT: 0, HYBRID: 1 / 3, UNGROUNDED: 2 / 3, strictRate: 0, ci: [0, 0.5615] };
const half: VerdictShareRow = { mode: "quote", n: 4, STRICT: 0.5, HYBRID: 0.25, UNGROUNDED: 0.25, strictRate: 0.5, ci: [0.15, 0.85] };

describe("layoutVerdictChart", () => {
  it("stacks the shares left to right in percent of the plot width", () => {
    const [row] = layoutVerdictChart([half]).rows;
    expect(row?.segments).toEqual([
      { verdict: "STRICT", x: 0, width: 50 },
      { verdict: "HYBRID", x: 50, width: 25 },
      { verdict: "UNGROUNDED", x: 75, width: 25 },
    ]);
  });

  it("draws a 0% strict rate's interval from 0 to 56.15%, with the value tick taller than the caps", () => {
    const layout = layoutVerdictChart([half, zeroOfThree]);
    const row = layout.rows[1];
    expect(row?.whisker).toEqual([
      { x1: 56.15, x2: 56.15, y1: 63, y2: 71 },
      { x1: 0, x2: 56.15, y1: 67, y2: 67 },
      { x1: 0, x2: 0, y1: 63, y2: 71 },
    ]);
    expect(row?.mark).toEqual({ x: 0, y1: 57, y2: 77 });
    expect([row?.labelY, row?.barY, layout.axisY, layout.height]).toEqual([55, 58, 84, 106]);
  });

  it("ticks the axis every 25% and draws no interval or tick for a mode without a strict rate", () => {
    const layout = layoutVerdictChart([{ ...half, n: 0, STRICT: 0, HYBRID: 0, UNGROUNDED: 0, strictRate: null, ci: null }]);
    expect(layout.ticks).toEqual([0, 25, 50, 75, 100].map((x) => ({ value: x / 100, x })));
    expect([layout.rows[0]?.whisker, layout.rows[0]?.mark]).toEqual([null, null]);
  });
});
