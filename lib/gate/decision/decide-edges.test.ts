import { describe, expect, it } from "vitest";
import { buildRun, SMALL_BASELINE, SMALL_REMINDER, type RowSpec } from "../../test-support/compare-test-runs";
import { isAtMost } from "../../test-support/share-goals";
import { decideSimulatedPair, tallyActions } from "../../test-support/simulated-decisions";
import { compareRuns } from "../compare/compare-runs";
import { gateComparison } from "../compare/gate-pair";
import { collectDifferences } from "../evidence/question-differences";
import { listEvidenceRows } from "../record/evidence-rows";
import { decidePair } from "./decide-pair";
import { resolveSettings } from "./decision-settings";

const settings = resolveSettings();
const decide = (baseline: ReturnType<typeof buildRun>, treatment: ReturnType<typeof buildRun>) => {
  const { payload, questions } = compareRuns(baseline, treatment);
  return decidePair(payload, gateComparison(payload, 5), questions, settings);
};

describe("edge cases of the decision", { timeout: 120_000 }, () => {
  it("credits unequal samples per arm with the variance they have (5 vs 1 is 1.67 effective samples, not their mean 3)", () => {
    const reference = new Map([
      [
        "q",
        {
          rows: 5,
          strict: 0,
          hybrid: 5,
          ungrounded: 0,
          formatRecorded: 5,
          formatCollapsed: 2,
          kindsRecorded: 5,
          pointerLoss: 0,
          tooManyClaims: 0,
          claimBuckets: [],
          ratioSum: 0,
        },
      ],
    ]);
    const treatment = new Map([
      [
        "q",
        {
          rows: 1,
          strict: 0,
          hybrid: 1,
          ungrounded: 0,
          formatRecorded: 1,
          formatCollapsed: 0,
          kindsRecorded: 1,
          pointerLoss: 0,
          tooManyClaims: 0,
          claimBuckets: [],
          ratioSum: 0,
        },
      ],
    ]);
    expect(collectDifferences(reference, treatment, "formatCollapseRate").samplesPerQuestion).toBeCloseTo(2 / (1 / 5 + 1), 9);
    const tally = tallyActions(40, 3000, (seed) => decideSimulatedPair({ questions: 100, samples: 5, samplesByArm: { reminder: 1 } }, "reminder", {}, seed));
    expect(isAtMost(tally.flip, 40, 0.05), JSON.stringify(tally)).toBe(true);
  });

  it("three questions that all moved alike do not flip, and no interval leaves the range a difference can take", () => {
    const rows = (kinds: string[]): RowSpec[] =>
      ["q1", "q2", "q3"].flatMap((question) =>
        [0, 1, 2].map((sample): RowSpec => [question, "claim_lattice_pointer", sample, "H", 6, { violation_kinds: kinds, format_collapsed: kinds.length > 0 }]),
      );
    const baseline = buildRun("three-b", rows(["NO_EVIDENCE_POINTER", "FORMAT_COLLAPSED"]), { policy: {}, model_profile_id: "m" });
    const treatment = buildRun("three-t", rows([]), { policy: { quantifier_reminder_enabled: true }, model_profile_id: "m" });
    const decision = decide(baseline, treatment);
    expect(decision.action).not.toBe("flip");
    const pointer = decision.perMode.claim_lattice_pointer!.evidence;
    expect(pointer.every((item) => item.pValue >= 1 / 8)).toBe(true);
    for (const row of listEvidenceRows(decision)) {
      for (const bound of [row.lowPp, row.highPp]) if (bound !== null) expect(Math.abs(bound)).toBeLessThanOrEqual(100);
    }
  });

  it("plans with one sample per question from the spread of the differences, and benches of the planned size flip as promised", () => {
    const effects = { claim_lattice_pointer: { pointerLoss: -0.1 } };
    const pilot = decideSimulatedPair({ questions: 150, samples: 1 }, "reminder", effects, 3100);
    const plan = pilot.needed?.plan;
    expect(plan?.samples).toBe(1);
    if (!plan) return;
    const flips = tallyActions(30, 3200, (seed) => decideSimulatedPair({ questions: plan.questions, samples: 1 }, "reminder", effects, seed)).flip;
    expect(Math.abs(flips / 30 - plan.power)).toBeLessThanOrEqual(0.2);
  });

  it("says what a misordered pair is and offers the swap", () => {
    const decision = decide(SMALL_REMINDER, SMALL_BASELINE);
    expect(decision.action).toBe("hold");
    expect(decision.swap).toEqual({
      baseline: "small-baseline",
      treatment: "small-reminder",
      text: "reminder only → baseline (dry run): this turns the lever off; swap the runs to test it",
    });
    expect(decision.headline).toBe("Hold: reminder only → baseline (dry run): this turns the lever off; swap the runs to test it.");
    expect(decision.headline).not.toMatch(/reminder_only|\.\.\./);
  });

  it("says a metric never fired instead of giving it an interval, and never plans on it", () => {
    const silent = decideSimulatedPair({ questions: 40, samples: 5, shapes: { formatCollapse: [0.01, 1000] } }, "reminder", {}, 3301);
    const rows = listEvidenceRows(silent).filter((row) => row.role === "rule" && row.metricLabel === "format collapse");
    expect(rows.every((row) => row.estimatePp === null && row.lowPp === null && row.reading === "never fired in either arm")).toBe(true);
    expect(silent.needed?.plan?.metric).not.toBe("formatCollapseRate");
  });

  it("keeps every headline to one sentence of at most 25 words", () => {
    const shapes = [
      { questions: 9, samples: 3 },
      { questions: 40, samples: 5 },
      { questions: 200, samples: 5 },
    ];
    const effects = [{}, { claim_lattice_pointer: { pointerLoss: -0.2 } }, { quote: { strict: -0.2 }, claim_lattice: { pointerLoss: -0.2 } }];
    for (const shape of shapes) {
      for (const [index, effect] of effects.entries()) {
        const { headline } = decideSimulatedPair(shape, "reminder", effect, 3400 + index);
        expect(headline.split(/\s+/).length, headline).toBeLessThanOrEqual(25);
      }
    }
  });
});
