import { describe, expect, it } from "vitest";
import { addModeValues, createModeAccumulator, mergeMode } from "./mode-accumulator";
import { allValues } from "./number-list";

const modeOf = (ratios: number[]) => {
  const mode = createModeAccumulator();
  for (const ratio of ratios) addModeValues(mode, ratio, ratio * 10);
  return mode;
};

describe("mergeMode", () => {
  it("sums a later range's ratios one by one after the earlier ones, as one sequential read rounds them, and keeps every value", () => {
    const [earlier, later] = [
      [0.7, 0.1],
      [0.2, 0.3],
    ];
    const merged = modeOf(earlier);
    mergeMode(merged, modeOf(later), (local) => local);
    expect(merged.ratioSum).toBe(0.7 + 0.1 + 0.2 + 0.3);
    expect(merged.ratioSum).not.toBe(0.7 + 0.1 + (0.2 + 0.3));
    expect(Array.from(allValues(merged.ratios).sort())).toEqual([0.1, 0.2, 0.3, 0.7]);
    expect(Array.from(allValues(merged.latencies).sort())).toEqual([1, 2, 3, 7]);
  });
});
