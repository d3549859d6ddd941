import { describe, expect, it } from "vitest";
import type { RunIndexRow } from "../../bench/runs/run-index";
import { listQaRunChoices, pickBaselineRun, type QaRunChoice } from "./run-choice";
import { identifyCell } from "../rule/cell-identity";

const row = (runId: string, kind: RunIndexRow["kind"], policy: RunIndexRow["policy"]): RunIndexRow => ({
  runId,
  kind,
  title: `${runId} title`,
  provenance: "measured",
  rows: 27,
  modes: ["quote"],
  questions: 9,
  policy,
  dataQuality: { errors: 0, warnings: 0 },
  live: null,
});

describe("listQaRunChoices", () => {
  it("offers QA runs only, each with its decision-tree cell", () => {
    const runs = [row("a", "qa", { quantifier_reminder_enabled: true }), row("c", "controller", null), row("b", "qa", null)];
    expect(listQaRunChoices(runs)).toEqual([
      { runId: "a", title: "a title", provenance: "measured", rows: 27, identity: { cell: "reminder_only", rejectBroad: false } },
      {
        runId: "b",
        title: "b title",
        provenance: "measured",
        rows: 27,
        identity: { cell: "unknown", rejectBroad: false, reason: "no policy recorded (run has no sidecar policy)" },
      },
    ]);
  });
});

describe("pickBaselineRun", () => {
  const choice = (runId: string, provenance: string, rows: number, policy: Record<string, unknown> | null): QaRunChoice => ({
    runId,
    title: null,
    provenance,
    rows,
    identity: identifyCell(policy),
  });
  const choices = [
    choice("dry-measured", "measured", 27, {}),
    choice("dry-synthetic", "synthetic", 36, {}),
    choice("dry-broad", "measured", 99, { quantifier_reject_broad: true }),
    choice("reminder", "measured", 27, { quantifier_reminder_enabled: true }),
    choice("reminder-synthetic", "synthetic", 36, { quantifier_reminder_enabled: true }),
    choice("nocell", "measured", 27, null),
  ];
  it("takes the baseline-cell run of the run's own provenance, never a reject-broad one", () => {
    expect(pickBaselineRun(choices[3] as QaRunChoice, choices)).toBe("dry-measured");
    expect(pickBaselineRun(choices[4] as QaRunChoice, choices)).toBe("dry-synthetic");
  });
  it("has none for a baseline run or a run in no cell", () => {
    expect(pickBaselineRun(choices[0] as QaRunChoice, choices)).toBeNull();
    expect(pickBaselineRun(choices[5] as QaRunChoice, choices)).toBeNull();
  });
});
