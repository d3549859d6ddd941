import { describe, expect, it } from "vitest";
import type { RunIndexRow } from "../../bench/runs/run-index";
import { listQaRunChoices } from "./run-choice";

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
