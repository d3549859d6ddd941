import { describe, expect, it } from "vitest";
import { newcombeDiffInterval } from "../../stats/proportion-intervals";
import { compareRuns, toModeArm, withLiveStatus } from "./compare-runs";
import { SMALL_BASELINE, SMALL_REMINDER } from "../../test-support/compare-test-runs";
import { gateComparison } from "./gate-pair";

const { payload, pairItems } = compareRuns(SMALL_BASELINE, SMALL_REMINDER, { baseline: { sha256: "aa", metaSha256: null } });
const pointer = payload.metrics.claim_lattice_pointer!;
const quote = payload.metrics.quote!;

describe("toModeArm", () => {
  it("takes pointer loss and too-many-claims from rows that recorded kinds, and buckets n_quotes", () => {
    expect(toModeArm(SMALL_BASELINE.summary.modes.claim_lattice_pointer!)).toEqual({
      rows: 4,
      strict: 0,
      hybrid: 2,
      ungrounded: 2,
      formatCollapsed: { count: 1, recorded: 4 },
      pointerLoss: { count: 3, recorded: 4 },
      tooManyClaims: { count: 1, recorded: 4 },
      meanRatio: 0.25,
      claimCountBuckets: { "0": 1, "1-5": 0, "6-8": 0, "9-12": 1, "13+": 2 },
    });
  });

  it("keeps rows without Phase 0 fields as recorded on zero rows", () => {
    const arm = toModeArm(SMALL_BASELINE.summary.modes.quote!);
    expect(arm.formatCollapsed).toEqual({ count: 0, recorded: 0 });
    expect(arm.pointerLoss).toEqual({ count: 0, recorded: 0 });
  });
});

describe("compareRuns", () => {
  it("identifies the cells and the option from the sidecar policies", () => {
    expect(payload.baseline.identity).toEqual({ cell: "baseline", rejectBroad: false });
    expect(payload.treatment.identity).toEqual({ cell: "reminder_only", rejectBroad: false });
    expect(payload.option).toEqual({ option: "B" });
    expect(payload.baseline.sha256).toBe("aa");
    expect(payload.modes).toEqual(["quote", "claim_lattice_pointer"]);
  });

  it("gives exact deltas, Newcombe intervals and Fisher p for the pointer mode", () => {
    expect(pointer.strictRate.deltaPp).toBe(25);
    expect(pointer.ungroundedRate.deltaPp).toBe(-25);
    expect(pointer.hybridRate.deltaPp).toBe(0);
    expect(pointer.formatCollapseRate.deltaPp).toBe(-25);
    expect(pointer.pointerLossRate.deltaPp).toBe(-50);
    expect(pointer.tooManyClaimsRate.deltaPp).toBe(-25);
    expect([pointer.meanRatio.delta, pointer.meanRatio.deltaPp]).toEqual([0.5, null]);
    expect(pointer.verdictShiftPp.deltaPp).toBe(25);
    expect(pointer.claimCountShiftPp.deltaPp).toBe(100);
    const ci = newcombeDiffInterval(3, 4, 1, 4)!;
    expect(pointer.pointerLossRate.ci95Pp).toEqual([ci[0] * 100, ci[1] * 100]);
    expect(pointer.pointerLossRate.pValue).toBeCloseTo(34 / 70, 12);
  });

  it("reports a rate neither quote run recorded as not recorded, never 0", () => {
    expect(quote.formatCollapseRate).toMatchObject({ recorded: false, deltaPp: null, baseline: null, treatment: null });
    expect(quote.pointerLossRate.recorded).toBe(false);
    expect(quote.strictRate.deltaPp).toBe(-25);
    expect(quote.verdictShiftPp.deltaPp).toBe(25);
    expect(quote.claimCountShiftPp.deltaPp).toBe(0);
  });

  it("diffs violation kinds per mode, null where kinds were not recorded", () => {
    expect(payload.kinds.kinds).toEqual(["FORMAT_COLLAPSED", "NO_EVIDENCE_POINTER", "TITLE_MISMATCH", "TOO_MANY_CLAIMS"]);
    const cell = payload.kinds.cells.find((c) => c.mode === "claim_lattice_pointer" && c.kind === "NO_EVIDENCE_POINTER");
    expect(cell).toMatchObject({ baseline: { count: 3, recorded: 4 }, treatment: { count: 1, recorded: 4 }, deltaPp: -50 });
    const title = payload.kinds.cells.find((c) => c.mode === "claim_lattice_pointer" && c.kind === "TITLE_MISMATCH");
    expect(title?.deltaPp).toBe(0);
    expect(payload.kinds.cells.filter((c) => c.mode === "quote").every((c) => c.deltaPp === null && c.baseline === null)).toBe(true);
  });
});

describe("pairRuns through compareRuns", () => {
  it("matches rows by (question, mode, sample) into a 3x3 transition matrix", () => {
    const counts = (mode: string) =>
      Object.fromEntries(payload.paired.modes[mode]!.transitions.filter((t) => t.count > 0).map((t) => [`${t.from}>${t.to}`, t.count]));
    expect(counts("quote")).toEqual({ "S>S": 2, "S>H": 1, "H>H": 1 });
    expect(counts("claim_lattice_pointer")).toEqual({ "U>H": 1, "U>U": 1, "H>S": 1 });
    expect(pairItems.get("claim_lattice_pointer:H>S")).toEqual([{ question: "q2", sample: 0 }]);
    expect([...pairItems.values()].reduce((n, items) => n + items.length, 0)).toBe(7);
  });

  it("runs McNemar on strict vs not; the strict change's interval is the decision's, not a second one here", () => {
    expect(payload.paired.modes.quote!.mcnemar).toEqual({ b: 1, c: 0, pValue: 1 });
    const paired = payload.paired.modes.claim_lattice_pointer!;
    expect(paired.mcnemar).toEqual({ b: 0, c: 1, pValue: 1 });
    expect(paired.pairs).toBe(3);
    expect(paired).not.toHaveProperty("bootstrap");
  });

  it("warns about differing question sets, sample counts and model profiles, and lists what each side lacks", () => {
    expect(payload.paired.sharedQuestions).toBe(2);
    expect(payload.paired.missing.baseline).toEqual({ questionCount: 1, questions: ["q3"], rows: 1, examples: ["q3 · claim_lattice_pointer · sample 0"] });
    expect(payload.paired.missing.treatment).toEqual({ questionCount: 0, questions: [], rows: 1, examples: ["q2 · claim_lattice_pointer · sample 1"] });
    expect(payload.paired.warnings).toEqual([
      "Question sets differ: 1 question(s) only in treatment, 0 only in baseline.",
      "Sample counts differ: baseline has 2 sample(s) per question and mode, treatment 1/2.",
      "Unmatched rows: 1 baseline row(s) have no treatment partner, 1 treatment row(s) no baseline partner.",
      "Model profiles differ: baseline m1, treatment m2.",
    ]);
  });
});

describe("gateComparison", () => {
  it("at 5pp: the pointer rule is met but the quote strict drop (-25pp) blocks green everywhere", () => {
    const gate = gateComparison(payload, 5);
    expect(gate.option).toBe("B");
    expect(gate.gates.claim_lattice_pointer).toMatchObject({ verdict: "NOT_MET", ruleMet: true });
    expect(gate.regressions).toEqual([{ mode: "quote", metric: "strictRate", against: "baseline", deltaPp: -25 }]);
    expect(gate.recommendation).toContain("`quantifier_reminder_enabled`: rule at 5pp: NOT MET: rule met for claim_lattice_pointer but quote regressed");
  });

  it("at 30pp: no regression, pointer MET by pointer loss -50pp, within noise", () => {
    const gate = gateComparison(payload, 30);
    expect(gate.regressions).toEqual([]);
    expect(gate.gates.claim_lattice_pointer).toMatchObject({
      verdict: "MET",
      decidedBy: { metric: "pointerLossRate", deltaPp: -50 },
    });
    expect(gate.gates.quote?.verdict).toBe("NOT_MET");
    expect(gate.recommendation).toMatch(/^`quantifier_reminder_enabled`: rule at 30pp: MET for claim_lattice_pointer/);
  });

  it("gives no per-mode gate for a pair outside the design, but still reports regressions", () => {
    const reversed = compareRuns(SMALL_REMINDER, SMALL_BASELINE).payload;
    const gate = gateComparison(reversed, 5);
    expect(gate.option).toBeNull();
    expect(gate.gates).toEqual({});
    expect(gate.regressions.map((r) => [r.mode, r.metric])).toEqual([
      ["claim_lattice_pointer", "strictRate"],
      ["claim_lattice_pointer", "ungroundedRate"],
    ]);
  });

  it("refuses to decide when the same run is on both sides: no option, no gate, no flag change", () => {
    const same = compareRuns(SMALL_REMINDER, SMALL_REMINDER).payload;
    expect(same.sameRun).toBe("the same run (small-reminder) is on both sides");
    expect(same.option).toEqual({ option: null, reason: "the same run (small-reminder) is on both sides" });
    const gate = gateComparison(same, 5);
    expect(gate).toEqual({
      thresholdPp: 5,
      interim: null,
      option: null,
      optionNote: "Cannot decide: the same run (small-reminder) is on both sides, so the pair measures no change and no gate is evaluated.",
      gates: {},
      regressions: [],
      recommendation:
        "No flag change from this pair. Cannot decide: the same run (small-reminder) is on both sides, so the pair measures no change and no gate is evaluated.",
    });
  });

  it("treats two run ids with byte-identical rows as the same measurement", () => {
    const hashes = { sha256: "ab".repeat(32), metaSha256: null };
    const copy = compareRuns(SMALL_BASELINE, SMALL_REMINDER, { baseline: hashes, treatment: hashes }).payload;
    expect(copy.sameRun).toBe("small-baseline and small-reminder hold byte-identical rows (same sha256)");
    expect(gateComparison(copy, 5).gates).toEqual({});
    expect(payload.sameRun).toBeNull();
  });
});

describe("a comparison with a run still being written", () => {
  const running = {
    state: "running" as const,
    reason: "sidecar" as const,
    rows: 8,
    expectedRows: 16,
    rowsPerMinute: 2,
    etaMinutes: 4,
    lastModified: "2026-12-01T00:00:00.000Z",
  };
  const interimPayload = withLiveStatus(payload, { baseline: null, treatment: running });

  it("is interim: no MET or NOT MET, the rows so far, and no flag change", () => {
    const gate = gateComparison(interimPayload, 30);
    expect(gate.interim).toEqual({
      running: ["treatment"],
      rows: { baseline: 8, treatment: 8 },
      note: "Interim: the treatment (small-reminder) is still running, 8 rows so far. No verdict until both runs are complete.",
    });
    expect(gate.recommendation).toBe(
      "No flag change yet. Interim: the treatment (small-reminder) is still running, 8 rows so far. No verdict until both runs are complete.",
    );
  });

  it("gives the verdict again once both runs are done", () => {
    const done = withLiveStatus(payload, { baseline: null, treatment: { ...running, state: "done" } });
    expect(gateComparison(done, 30).interim).toBeNull();
    expect(gateComparison(done, 30).gates.claim_lattice_pointer?.verdict).toBe("MET");
  });
});
