import path from "node:path";
import { describe, expect, it } from "vitest";
import { readQaRun } from "../../bench/server/summarize-file";
import { compareRuns } from "../compare/compare-runs";
import { gateComparison } from "../compare/gate-pair";
import { decidePair } from "./decide-pair";
import { resolveSettings } from "./decision-settings";

const QA = path.resolve(__dirname, "../../../bench-data/qa");
const load = async (runId: string) => {
  const { summary, state } = await readQaRun(path.join(QA, `${runId}.jsonl`), runId, path.join(QA, `${runId}.meta.json`), { trackRows: true });
  return { summary, table: state.acc.table };
};

describe("committed runs: §12.2 baseline -> §12.6 reminder only at 5pp", async () => {
  const { payload, questions } = compareRuns(await load("2026-05-03T12-29-53Z"), await load("2026-05-03T12-38-53Z"));
  const gate = gateComparison(payload, 5);
  const decision = decidePair(payload, gate, questions, resolveSettings());
  const pointer = payload.metrics.claim_lattice_pointer!;

  it("tests Option B: baseline -> reminder_only by policy", () => {
    expect([payload.baseline.identity.cell, payload.treatment.identity.cell, gate.option]).toEqual(["baseline", "reminder_only", "B"]);
  });

  it("meets Option B for claim_lattice_pointer by format collapse 2/27 -> 0/27 and pointer loss 9/27 -> 6/27", () => {
    expect(pointer.formatCollapseRate).toMatchObject({ baseline: 2 / 27, treatment: 0, n: { baseline: 27, treatment: 27 } });
    expect(pointer.pointerLossRate).toMatchObject({ baseline: 9 / 27, treatment: 6 / 27, n: { baseline: 27, treatment: 27 } });
    const result = gate.gates.claim_lattice_pointer!;
    expect(result.verdict).toBe("MET");
    expect(result.criteria.map(({ metric, meets }) => [metric, meets])).toEqual([
      ["formatCollapseRate", true],
      ["pointerLossRate", true],
    ]);
    expect(result.decidedBy?.metric).toBe("pointerLossRate");
    expect(result.decidedBy?.deltaPp).toBeCloseTo(-100 / 9, 6);
  });

  it("has JSON-mode UNGROUNDED -22.2pp and quote strict -3.7pp, which is not a regression at 5pp", () => {
    expect(payload.metrics.claim_lattice!.ungroundedRate.deltaPp).toBeCloseTo((-6 / 27) * 100, 6);
    expect(payload.metrics.quote!.strictRate.deltaPp).toBeCloseTo((-1 / 27) * 100, 6);
    expect(gate.regressions).toEqual([]);
  });

  it("states the rule on pooled rows without a second interval: only the decision weighs the evidence", () => {
    expect(gate.recommendation).toMatch(/^`quantifier_reminder_enabled`: rule at 5pp: MET for claim_lattice_pointer \(.*\); no mode regressed ≥ 5pp$/);
  });

  it("holds: over 9 questions pointer loss cannot be told from noise, and floor-sized harms are not ruled out", () => {
    expect(decision.action).toBe("hold");
    expect(decision.headline).toBe("Hold: pointer loss in claim_lattice_pointer fell 11.1pp, not yet told apart from noise.");
    const pointer = decision.perMode.claim_lattice_pointer!;
    expect(pointer.status).toBe("undecided");
    expect(pointer.evidence.map((item) => [item.metric, item.questions, item.reading, Number(item.estimatePp.toFixed(2))])).toEqual([
      ["formatCollapseRate", 9, "undecided", -7.41],
      ["pointerLossRate", 9, "undecided", -11.11],
    ]);
    expect(decision.guards.filter((guard) => guard.status === "not-ruled-out").map((guard) => `${guard.mode} ${guard.metric}`)).toContain("quote strictRate");
    expect(decision.needed?.missingCells).toEqual(["cap_only", "cap_reminder"]);
    expect(decision.needed?.plan).toMatchObject({ samples: 3, movePp: 10, mode: "claim_lattice_pointer", metric: "pointerLossRate" });
    expect(decision.needed?.plan?.power).toBeGreaterThanOrEqual(0.8);
  });

  it("pairs all 81 rows: same nine questions, three samples", () => {
    expect(payload.paired.sharedQuestions).toBe(9);
    expect(Object.values(payload.paired.modes).map((m) => m.pairs)).toEqual([27, 27, 27]);
    expect(payload.paired.warnings).toEqual([]);
  });
});
