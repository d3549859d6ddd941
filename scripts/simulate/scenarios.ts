import type { BenchSize, Effects } from "./simulate-bench";

export type DecisionScenario = { name: string; description: string; effects: Effects };

const GAIN = -0.1;

/** The calibration scenarios (reminder vs baseline, Option B). */
export const DECISION_SCENARIOS: readonly DecisionScenario[] = [
  { name: "null", description: "the lever does nothing", effects: {} },
  {
    name: "gain",
    description: "a real 10pp fall in format collapse and pointer loss",
    effects: {
      quote: { formatCollapse: GAIN, pointerLoss: GAIN },
      claim_lattice_pointer: { formatCollapse: GAIN, pointerLoss: GAIN },
      claim_lattice: { formatCollapse: GAIN, pointerLoss: GAIN },
    },
  },
  {
    name: "gain-with-loss",
    description: "a real 10pp gain in the lattice modes and a real 10pp strict-rate loss in quote",
    effects: {
      quote: { strict: -0.1 },
      claim_lattice_pointer: { formatCollapse: GAIN, pointerLoss: GAIN },
      claim_lattice: { formatCollapse: GAIN, pointerLoss: GAIN },
    },
  },
];

export const DECISION_SIZES: readonly BenchSize[] = [
  { questions: 9, samples: 3 },
  { questions: 40, samples: 5 },
  { questions: 100, samples: 5 },
];
