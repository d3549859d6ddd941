import { describe, expect, it } from "vitest";
import { decisionEntrySchema, makeDecisionId, type DecisionEntry } from "./decision-entry";
import { parseDecisionLog, sortNewestFirst } from "./read-decision-log";
import { verifyEntry } from "./verify-entry";

const HASH = "a".repeat(64);
const ENTRY: DecisionEntry = {
  id: "20261203T101500Z-0a1b2c",
  time: "2026-12-03T10:15:00.000Z",
  by: "Ada",
  note: "",
  kind: "pair",
  floorPp: 5,
  confidence: 0.95,
  movePp: 10,
  action: "flip",
  option: "B",
  flag: "quantifier_reminder_enabled",
  modes: ["claim_lattice_pointer"],
  headline: "Pointer loss fell.",
  reasons: ["one", "two"],
  plan: null,
  figures: [{ id: "rule-p-pointerLossRate-baseline", mode: "claim_lattice_pointer", metricLabel: "pointer loss", estimatePp: 20, lowPp: 8, highPp: 32 }],
  runs: [
    { slot: "baseline", runId: "run-a", cell: "baseline (dry run)", sha256: HASH, metaSha256: null },
    { slot: "treatment", runId: "run-b", cell: "reminder only", sha256: HASH, metaSha256: HASH },
  ],
};

describe("the decision entry", () => {
  it("accepts a whole entry and names the field of a bad one", () => {
    expect(decisionEntrySchema.parse(ENTRY)).toEqual(ENTRY);
    const bad = (patch: Record<string, unknown>) => decisionEntrySchema.safeParse({ ...ENTRY, ...patch }).error?.issues[0]?.path.join(".");
    expect(bad({ by: "  " })).toBe("by");
    expect(bad({ note: "x".repeat(2001) })).toBe("note");
    expect(bad({ time: "yesterday" })).toBe("time");
    expect(bad({ action: "maybe" })).toBe("action");
    expect(bad({ id: "../x" })).toBe("id");
    expect(bad({ runs: [] })).toBe("runs");
    expect(bad({ runs: [{ ...ENTRY.runs[0], sha256: "abc" }] })).toBe("runs.0.sha256");
    expect(bad({ runs: [{ ...ENTRY.runs[0], runId: "../../etc/passwd" }] })).toBe("runs.0.runId");
  });

  it("makes ids from the time and a random tail", () => {
    expect(makeDecisionId(new Date("2026-12-03T10:15:00.123Z"), "0a1b2c")).toBe("20261203T101500Z-0a1b2c");
  });
});

describe("reading the log", () => {
  it("keeps every good line, reports each bad one with its line number, and sorts newest first", () => {
    const later = { ...ENTRY, id: "20261203T111500Z-ffffff", time: "2026-12-03T11:15:00Z" };
    const text = [JSON.stringify(ENTRY), "{oops", "", JSON.stringify({ ...ENTRY, by: "" }), `${JSON.stringify(later)}\r`, JSON.stringify(ENTRY), ""].join("\n");
    const log = parseDecisionLog(text);
    expect(log.entries.map((entry) => [entry.id, entry.line])).toEqual([
      [ENTRY.id, 1],
      [later.id, 5],
    ]);
    expect(log.problems.map((problem) => problem.line)).toEqual([2, 4, 6]);
    expect(log.problems[1]?.message).toBe("not a decision: by: required");
    expect(log.problems[2]?.message).toBe(`decision id ${ENTRY.id} is already used by an earlier line`);
    expect(sortNewestFirst(log.entries).map((entry) => entry.id)).toEqual([later.id, ENTRY.id]);
  });
});

describe("verifying an entry", () => {
  const { id: _id, time: _time, by: _by, note: _note, ...decision } = ENTRY;
  it("holds when the recomputed decision is the recorded one", () => {
    expect(verifyEntry(ENTRY, { kind: "decided", decision }).status).toBe("holds");
  });

  it("names the run, the figure and the old and new action when they moved", () => {
    const moved = {
      ...decision,
      action: "hold" as const,
      runs: [decision.runs[0], { ...decision.runs[1], sha256: "b".repeat(64) }] as DecisionEntry["runs"],
      figures: [{ ...decision.figures[0], estimatePp: 3, lowPp: -9, highPp: 15 }] as DecisionEntry["figures"],
    };
    const verification = verifyEntry(ENTRY, { kind: "decided", decision: moved });
    expect(verification.status).toBe("changed");
    expect(verification.summary).toBe(
      "run-b (treatment): JSONL sha256 aaaaaaaaaaaa… → bbbbbbbbbbbb…; pointer loss in claim_lattice_pointer +20.0pp [+8.0pp, +32.0pp] → +3.0pp [−9.0pp, +15.0pp]; action flip → hold",
    );
  });

  it("says which run is missing", () => {
    const verification = verifyEntry(ENTRY, { kind: "missing", runs: [ENTRY.runs[1] as DecisionEntry["runs"][number]] });
    expect(verification).toMatchObject({ status: "missing", summary: "run-b (treatment) is no longer in the data folder", action: { old: "flip", new: null } });
  });
});
