import { describe, expect, it } from "vitest";
import { describeSlotMismatch, pickDefaultRuns, resolveDecisionRuns, type RunCandidate } from "./cell-slots";

const run = (runId: string, cell: RunCandidate["identity"]["cell"], provenance: string, rows: number, rejectBroad = false): RunCandidate => ({
  runId,
  provenance,
  rows,
  identity: cell === "unknown" ? { cell, rejectBroad, reason: "x" } : { cell, rejectBroad },
});

describe("pickDefaultRuns", () => {
  it("picks per cell by policy: measured before reconstructed, then most rows; never synthetic or reject-broad", () => {
    const picks = pickDefaultRuns([
      run("syn-cap", "cap_only", "synthetic", 500),
      run("small-base", "baseline", "reconstructed", 9),
      run("big-base", "baseline", "reconstructed", 81),
      run("rem", "reminder_only", "reconstructed", 81),
      run("rem-measured", "reminder_only", "measured", 10),
      run("reject", "cap_reminder", "measured", 81, true),
      run("odd", "unknown", "measured", 81),
    ]);
    expect(picks).toEqual({ baseline: "big-base", reminder: "rem-measured" });
  });
});

describe("resolveDecisionRuns", () => {
  const defaults = { baseline: "b", reminder: "r" };
  it("uses every default when no cell is in the query", () => {
    expect(resolveDecisionRuns({}, defaults)).toEqual({ runs: { baseline: "b", reminder: "r" }, usedDefaults: true });
  });
  it("takes the query as given once any cell is in it; blank means none", () => {
    expect(resolveDecisionRuns({ cap: "c", baseline: "" }, defaults)).toEqual({ runs: { cap: "c" }, usedDefaults: false });
  });
});

describe("describeSlotMismatch", () => {
  it("accepts a run whose policy identifies it as the slot's cell", () => {
    expect(describeSlotMismatch("cap", "c1", { cell: "cap_only", rejectBroad: false })).toBeNull();
    expect(describeSlotMismatch("both", "b1", { cell: "cap_reminder", rejectBroad: false })).toBeNull();
  });

  it.each([
    ["cap", { cell: "reminder_only", rejectBroad: false }, "the run in the cap only cell (r1) measures reminder only"],
    ["baseline", { cell: "baseline", rejectBroad: true }, "the run in the baseline cell (r1) measures baseline with reject-broad on"],
    [
      "reminder",
      { cell: "unknown", rejectBroad: false, reason: "no policy recorded" },
      "the run in the reminder only cell (r1) measures an unknown cell (no policy recorded)",
    ],
  ] as const)("names what the run in the %s slot measures instead", (slot, identity, text) => {
    expect(describeSlotMismatch(slot, "r1", identity)).toBe(text);
  });
});
