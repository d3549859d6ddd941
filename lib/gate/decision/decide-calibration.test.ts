import { describe, expect, it } from "vitest";
import { tallyDecisions } from "../../test-support/simulated-decisions";
import { DECISION_SCENARIOS } from "../../../scripts/simulate/scenarios";

const effectsOf = (name: string) => DECISION_SCENARIOS.find((scenario) => scenario.name === name)!.effects;
const BENCHES = 40;

/** Seeded shares on a modest number of simulated benches; `npm run bench` (section decision) measures more through the API. */
describe("decision calibration on the seeded clustered-bench simulator", { timeout: 60_000 }, () => {
  it("the lever does nothing, 40 questions × 5 samples: no flip", () => {
    expect(tallyDecisions({ questions: 40, samples: 5 }, effectsOf("null"), BENCHES, 100)).toEqual({ flip: 0, keep: 0, hold: 40 });
  });

  it("the lever does nothing, 9 questions × 3 samples (the committed bench's size): no flip", () => {
    expect(tallyDecisions({ questions: 9, samples: 3 }, effectsOf("null"), BENCHES, 500)).toEqual({ flip: 0, keep: 1, hold: 39 });
  });

  it("the lever does nothing, 100 × 5: flip in at most 5% (1 of 20)", () => {
    expect(tallyDecisions({ questions: 100, samples: 5 }, effectsOf("null"), 20, 600)).toEqual({ flip: 1, keep: 1, hold: 18 });
  });

  it("a real 10pp fall in format collapse and pointer loss, 40 × 5: mostly flip, keep at most 20%", () => {
    expect(tallyDecisions({ questions: 40, samples: 5 }, effectsOf("gain"), BENCHES, 200)).toEqual({ flip: 17, keep: 1, hold: 22 });
  });

  it("the same real fall at 100 × 5: flip in at least 85% (18 of 20)", () => {
    expect(tallyDecisions({ questions: 100, samples: 5 }, effectsOf("gain"), 20, 300)).toEqual({ flip: 18, keep: 0, hold: 2 });
  });

  it("a real lattice gain with a real 10pp strict loss in quote, 40 × 5: flip in at most 5%", () => {
    expect(tallyDecisions({ questions: 40, samples: 5 }, effectsOf("gain-with-loss"), BENCHES, 400)).toEqual({ flip: 2, keep: 19, hold: 19 });
  });

  it("the same gain with the strict loss at 100 × 5: no flip; the loss is established", () => {
    expect(tallyDecisions({ questions: 100, samples: 5 }, effectsOf("gain-with-loss"), 20, 700)).toEqual({ flip: 0, keep: 19, hold: 1 });
  });
});
