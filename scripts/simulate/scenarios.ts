import type { Effects } from "./simulate-bench";

export type DecisionScenario = { name: string; description: string; effects: Effects; sizes: readonly number[] };

const GAIN = { formatCollapse: -0.1, pointerLoss: -0.1 };

/** The decision issue's calibration scenarios for a baseline → reminder-only pair (5 samples per question). */
export const PAIR_SCENARIOS: readonly DecisionScenario[] = [
  { name: "null", description: "the lever does nothing", effects: {}, sizes: [40, 100] },
  {
    name: "harm-ungrounded-5",
    description: "a real 5pp UNGROUNDED rise in claim_lattice beside a real 10pp gain in claim_lattice_pointer",
    effects: { claim_lattice_pointer: GAIN, claim_lattice: { ungrounded: 0.05 } },
    sizes: [100, 400],
  },
  {
    name: "harm-ungrounded-6",
    description: "a real 6pp UNGROUNDED rise in claim_lattice beside a real 10pp gain in claim_lattice_pointer",
    effects: { claim_lattice_pointer: GAIN, claim_lattice: { ungrounded: 0.06 } },
    sizes: [100, 400],
  },
  {
    name: "harm-strict-5",
    description: "a real 5pp strict-rate fall in quote beside a real 10pp gain in claim_lattice_pointer",
    effects: { claim_lattice_pointer: GAIN, quote: { strict: -0.05 } },
    sizes: [100, 400],
  },
  {
    name: "harm-strict-6",
    description: "a real 6pp strict-rate fall in quote beside a real 10pp gain in claim_lattice_pointer",
    effects: { claim_lattice_pointer: GAIN, quote: { strict: -0.06 } },
    sizes: [100, 400],
  },
  {
    name: "gain",
    description: "a real 10pp fall in format collapse and pointer loss in every mode, nothing worse",
    effects: { quote: GAIN, claim_lattice_pointer: GAIN, claim_lattice: GAIN },
    sizes: [100, 200, 400],
  },
];

/** A strong gain of the reminder in every mode, for the checks that a running cell or another model profile never flips. */
export const STRONG_REMINDER: Effects = { quote: GAIN, claim_lattice_pointer: GAIN, claim_lattice: GAIN };

/** The planner's scenario: one rule metric of one mode truly moves by 10pp, nothing else changes. */
export const PLANNED_MOVE: Effects = { claim_lattice_pointer: { pointerLoss: -0.1 } };
