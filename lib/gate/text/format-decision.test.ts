import { describe, expect, it } from "vitest";
import type { ModeDecision, ModePlan } from "../decision/decision-types";
import {
  describeEvidenceBasis,
  describePlan,
  describeRegression,
  describeRuleResult,
  formatInterval,
  formatLevel,
  sortModes,
  toPowerGrid,
} from "./format-decision";

const plan: ModePlan = {
  moreQuestions: 1243,
  samplesPerQuestion: 3,
  betweenVariance: 0.02,
  withinVariance: 0.01,
  table: [
    { questions: 100, samples: 5, power: 0.61 },
    { questions: 40, samples: 3, power: 0.22 },
    { questions: 100, samples: 3, power: 0.48 },
    { questions: 40, samples: 5, power: 0.27 },
  ],
};

function modeDecision(mode: string, ruleMet: boolean): ModeDecision {
  return { mode, ruleMet, status: "undecided", evidence: [], plan: null };
}

describe("format-decision", () => {
  it("writes the §10.8 rule result as the ticket does, modes in answer-mode order", () => {
    const perMode = {
      claim_lattice: modeDecision("claim_lattice", false),
      quote: modeDecision("quote", false),
      claim_lattice_pointer: modeDecision("claim_lattice_pointer", true),
    };
    expect(describeRuleResult({ perMode }, 5)).toBe("rule at 5pp: MET for claim_lattice_pointer; NOT MET for quote, claim_lattice");
    expect(describeRuleResult({ perMode: { quote: modeDecision("quote", true) } }, 2.5)).toBe("rule at 2.5pp: MET for quote");
    expect(describeRuleResult({ perMode: {} }, 5)).toBe("rule at 5pp: no mode evaluated");
    expect(sortModes([{ mode: "claim_lattice" }, { mode: "quote" }]).map((entry) => entry.mode)).toEqual(["quote", "claim_lattice"]);
  });

  it("words the planner and skips a mode with nothing to plan", () => {
    expect(describePlan("claim_lattice_pointer", plan)).toBe("about 1,243 more questions of this kind (3 samples each) settle claim_lattice_pointer");
    expect(describePlan("quote", { ...plan, moreQuestions: null })).toBeNull();
    expect(describePlan("quote", null)).toBeNull();
  });

  it("pivots the power table into questions × samples, sorted, with gaps as null", () => {
    expect(toPowerGrid(plan)).toEqual({
      samples: [3, 5],
      rows: [
        { questions: 40, power: [0.22, 0.27] },
        { questions: 100, power: [0.48, 0.61] },
      ],
    });
    expect(toPowerGrid({ ...plan, table: plan.table.slice(0, 2) }).rows).toEqual([
      { questions: 40, power: [0.22, null] },
      { questions: 100, power: [null, 0.61] },
    ]);
  });

  it("names the basis of the paired test", () => {
    expect(describeEvidenceBasis({ questions: 1200, samplesPerQuestion: 2.5, method: "paired t over questions" })).toBe(
      "1,200 questions × 2.5 samples in each arm · paired t over questions",
    );
    expect(describeEvidenceBasis({ questions: 9, samplesPerQuestion: 3, method: "m" })).toBe("9 questions × 3 samples in each arm · m");
  });

  it("formats levels and intervals with a typographic minus", () => {
    expect(formatLevel(0.95)).toBe("95%");
    expect(formatLevel(0.983333)).toBe("98.3%");
    expect(formatInterval([-33.94, 11.66])).toBe("−33.9pp to +11.7pp");
  });

  it("says whether a blocking regression is established or within noise", () => {
    expect(
      describeRegression({
        mode: "quote",
        metric: "strictRate",
        against: "baseline",
        deltaPp: 9.26,
        ciPp: [2.1, 16.4],
        pValue: 0.012,
        established: true,
        source: "rule",
      }),
    ).toBe("quote: strict rate fell 9.3pp (harm interval +2.1pp to +16.4pp, p = 0.012): established");
    expect(
      describeRegression({
        mode: "claim_lattice",
        metric: "ungroundedRate",
        against: "cap_only",
        deltaPp: 5.6,
        ciPp: null,
        pValue: null,
        established: false,
        source: "rule",
      }),
    ).toBe("claim_lattice: UNGROUNDED rate rose 5.6pp vs cap only (no paired interval): within noise");
    expect(
      describeRegression({
        mode: "quote",
        metric: "strictRate",
        against: "baseline",
        deltaPp: 3.1,
        ciPp: [3.1, 5.4],
        pValue: 0.2,
        established: false,
        source: "suspected",
      }),
    ).toBe("quote: strict rate fell 3.1pp (harm interval +3.1pp to +5.4pp, p = 0.200): below the floor, but its interval reaches it: holds a flip");
  });
});
