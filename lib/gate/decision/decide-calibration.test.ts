import { describe, expect, it } from "vitest";
import { isAtLeast, isAtMost } from "../../test-support/share-goals";
import { decideSimulatedCells, decideSimulatedPair, tallyActions } from "../../test-support/simulated-decisions";
import type { Effects } from "../../../scripts/simulate/simulate-bench";

const GAIN = -0.1;
const gainIn = (...modes: string[]): Effects => Object.fromEntries(modes.map((mode) => [mode, { formatCollapse: GAIN, pointerLoss: GAIN }]));
const EVERY_MODE = gainIn("quote", "claim_lattice_pointer", "claim_lattice");
const pair = (questions: number, effects: Effects) => (seed: number) => decideSimulatedPair({ questions, samples: 5 }, "reminder", effects, seed);

/** Shares on seeded benches, asserted as goals (a share consistent with the bound), never as exact tallies. */
describe("the decision against the goals of its guarantee, on the seeded clustered-bench simulator", { timeout: 240_000 }, () => {
  it("a lever that does nothing flips in at most 5% of pairs, at 40 × 5 and 100 × 5", () => {
    const small = tallyActions(60, 100, pair(40, {}));
    const large = tallyActions(40, 200, pair(100, {}));
    expect(isAtMost(small.flip, 60, 0.05), JSON.stringify(small)).toBe(true);
    expect(isAtMost(large.flip, 40, 0.05), JSON.stringify(large)).toBe(true);
  });

  it("four cells of a lever that does nothing flip in at most 5%, whatever option would lead", () => {
    const tally = tallyActions(40, 300, (seed) => decideSimulatedCells({ questions: 40, samples: 5 }, { baseline: {}, cap: {}, reminder: {}, both: {} }, seed));
    expect(isAtMost(tally.flip, 40, 0.05), JSON.stringify(tally)).toBe(true);
  });

  it("a real 6pp UNGROUNDED rise in one mode beside a real 10pp gain elsewhere flips in at most 5%, at 100 × 5 and 400 × 5", () => {
    const effects: Effects = { ...gainIn("claim_lattice_pointer"), claim_lattice: { ungrounded: 0.06 } };
    const [small, large] = [tallyActions(40, 400, pair(100, effects)), tallyActions(25, 500, pair(400, effects))];
    expect(isAtMost(small.flip, 40, 0.05), JSON.stringify(small)).toBe(true);
    expect(isAtMost(large.flip, 25, 0.05), JSON.stringify(large)).toBe(true);
  });

  it("a real floor-sized (5pp) strict-rate fall in quote beside a real gain flips in at most 5% at 400 × 5", () => {
    const tally = tallyActions(25, 600, pair(400, { ...gainIn("claim_lattice_pointer"), quote: { strict: -0.05 } }));
    expect(isAtMost(tally.flip, 25, 0.05), JSON.stringify(tally)).toBe(true);
  });

  it("a real 10pp gain in every rule metric, nothing worse, flips in at least 90% at 400 × 5", () => {
    const tally = tallyActions(25, 700, pair(400, EVERY_MODE));
    expect(isAtLeast(tally.flip, 25, 0.9), JSON.stringify(tally)).toBe(true);
  });

  it("never flips when a cell is still being written or ran on another model profile, however strong the gain", () => {
    const strong = gainIn("quote", "claim_lattice_pointer", "claim_lattice");
    const cells = { baseline: {}, cap: {}, reminder: strong, both: strong };
    const shape = { questions: 300, samples: 5 };
    const running = tallyActions(6, 800, (seed) => decideSimulatedCells(shape, cells, seed, { running: ["reminder"] }));
    const profile = tallyActions(6, 900, (seed) => decideSimulatedCells(shape, cells, seed, { profiles: { reminder: "other-model" } }));
    const pairRunning = tallyActions(6, 1000, (seed) => decideSimulatedPair(shape, "reminder", strong, seed, { running: ["reminder"] }));
    expect([running.flip, profile.flip, pairRunning.flip]).toEqual([0, 0, 0]);
    expect(tallyActions(4, 1100, (seed) => decideSimulatedCells(shape, cells, seed)).flip).toBeGreaterThan(0);
  });

  it("the planner keeps its promise: pilots at 40 × 5 hold, fresh benches of the planned size flip at the promised power ± 10pp", () => {
    const effects: Effects = { claim_lattice_pointer: { pointerLoss: GAIN } };
    const promised: number[] = [];
    const achieved: number[] = [];
    for (const pilotSeed of [1200, 1201, 1202, 1203]) {
      const pilot = decideSimulatedPair({ questions: 40, samples: 5 }, "reminder", effects, pilotSeed);
      expect(pilot.action).toBe("hold");
      const plan = pilot.needed?.plan;
      expect(plan).toBeDefined();
      if (!plan) continue;
      promised.push(plan.power);
      achieved.push(tallyActions(25, 2000 + pilotSeed * 10, pair(plan.questions, effects)).flip / 25);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.abs(mean(achieved) - mean(promised)), `promised ${promised} achieved ${achieved}`).toBeLessThanOrEqual(0.1);
  });
});
