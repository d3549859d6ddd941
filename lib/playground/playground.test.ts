import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ControllerInputError, evaluateController, scenarioSuiteSchema } from "@/lib/controller";
import { evaluateQuestion } from "@/lib/quantifier";
import { findUnknownControllerField, parseControllerRequest } from "./controller-request";
import { DEFAULT_QUESTION, readCaps, readQuestionState, toClassifyRequest, writeQuestionState } from "./question-params";
import { explainMissingReminder } from "./reminder-reason";
import { replayScenarioStep } from "./scenario-replay";
import { createBranch, findThresholdProblem, isProblemOf, OPTIONAL_METRIC_NAMES, parseSimilarities, readDraft, writeDraft } from "./controller-draft";

const fromParams = (text: string) => {
  const params = new URLSearchParams(text);
  return readQuestionState((name) => params.get(name));
};

describe("question URL state", () => {
  it("reads defaults from an empty query and writes them back as nothing", () => {
    const state = fromParams("");
    expect(state.question).toBe(DEFAULT_QUESTION);
    expect(state.profile).toBe("hermes");
    expect(state.mode).toBe("claim_lattice_pointer");
    expect(Object.values(writeQuestionState(state)).every((value) => value === null)).toBe(true);
  });

  it("round-trips every changed control", () => {
    const text =
      "q=top+3+winners&profile=default&mode=quote&guard=0&applyCaps=1&reminder=1&rejectPolicy=1&fcCheck=0&guardModes=quote,claim_lattice&caps=MANY:5,ALL:3&allow=1&reject=1";
    const state = fromParams(text);
    expect(state.policy).toEqual({
      quantifier_guard_enabled: false,
      quantifier_guard_apply_caps: true,
      quantifier_caps_by_intensity: { MANY: 5, ALL: 3 },
      quantifier_guard_modes: ["quote", "claim_lattice"],
      quantifier_reminder_enabled: true,
      quantifier_reject_broad: true,
      claim_lattice_format_collapse_check_enabled: false,
    });
    expect(new URLSearchParams(Object.entries(writeQuestionState(state)) as [string, string][]).toString()).toBe(new URLSearchParams(text).toString());
  });

  it("keeps an empty question and an empty guard-mode list distinct from the defaults", () => {
    const state = fromParams("q=&guardModes=none");
    expect(state.question).toBe("");
    expect(state.policy.quantifier_guard_modes).toEqual([]);
    expect(writeQuestionState(state).guardModes).toBe("none");
  });

  it("drops cap overrides that are not a rung and a whole number in 1..1000", () => {
    expect(readCaps("ALL:0,MANY:2.5,FEW:1001,BOGUS:3,SINGULAR:2")).toEqual({ SINGULAR: 2 });
  });

  it("maps the profile choice to the profile id for evaluateQuestion", () => {
    const evaluation = evaluateQuestion(toClassifyRequest(fromParams("profile=default")));
    expect(evaluation.cap).toEqual({ cap: 12, source: "default_profile" });
    expect(evaluateQuestion(toClassifyRequest(fromParams(""))).cap).toEqual({ cap: 8, source: "model_profile" });
  });
});

describe("explainMissingReminder", () => {
  const explain = (text: string) => explainMissingReminder(evaluateQuestion(toClassifyRequest(fromParams(text))));

  it("names the first gate that blocked the reminder", () => {
    expect(explain("")).toBe("quantifier_reminder_enabled is off (the dry-run default)");
    expect(explain("reminder=1&mode=quote")).toBe("quote mode never gets a reminder");
    expect(explain("reminder=1&q=what+is+the+capital+of+france%3F")).toBe("SINGULAR is not a broad rung (ALL, COMPREHENSIVE, OPEN_REQUEST)");
    expect(explain("reminder=1&allow=1")).toBe("allow-broad was requested for this call");
    expect(explain("reminder=1")).toBeNull();
  });
});

describe("replayScenarioStep", () => {
  const suite = scenarioSuiteSchema.parse(JSON.parse(readFileSync("bench-data/controller/scenarios.json", "utf8")));
  const scenario = suite.scenarios.find((item) => item.id === "falsification-001");

  it("carries states and previous metrics into the chosen step", () => {
    if (scenario === undefined) throw new Error("falsification-001 missing");
    const first = replayScenarioStep(scenario, 0);
    expect(first.branches.map((branch) => [branch.id, branch.state, branch.previousMetrics])).toEqual([
      ["H_A", "active", undefined],
      ["H_B", "active", undefined],
      ["H_C", "active", undefined],
    ]);
    const third = replayScenarioStep(scenario, 2);
    expect(third.branches[0]?.previousMetrics).toEqual(scenario.steps[1]?.metrics.H_A);
    const evaluation = evaluateController(third);
    expect(evaluation.branches.find((branch) => branch.id === "H_A")?.state).toBe("rejected");
  });

  it("clamps the step index", () => {
    if (scenario === undefined) throw new Error("falsification-001 missing");
    expect(replayScenarioStep(scenario, 99).branches[0]?.metrics).toEqual(scenario.steps.at(-1)?.metrics.H_A);
  });
});

describe("parseControllerRequest", () => {
  const metrics = {
    evidence: 0.5,
    verification: 0.5,
    independence: 0.5,
    information_gain: 0.5,
    contradiction: 0,
    unresolved_assumptions: 0,
    normalized_cost: 0,
    shared_assumption_ratio: 0,
    semantic_similarity_to_leader: 0,
  };

  it("names unknown fields at every level", () => {
    expect(findUnknownControllerField({ branches: [], extra: 1 })).toBe("extra");
    expect(findUnknownControllerField({ branches: [{ id: "a", metrics, colour: "red" }] })).toBe("branches[0].colour");
    expect(findUnknownControllerField({ branches: [{ id: "a", metrics: { ...metrics, mood: 1 } }] })).toBe("branches[0].metrics.mood");
    expect(findUnknownControllerField({ branches: [], thresholds: { weights: { beta: 1 } } })).toBe("thresholds.weights.beta");
    expect(findUnknownControllerField({ branches: [{ id: "a", metrics }], thresholds: { collapseScore: 0.5 } })).toBeNull();
  });

  it("throws ControllerInputError with the path", () => {
    expect(() => parseControllerRequest([])).toThrow(ControllerInputError);
    expect(() => parseControllerRequest({ branches: [{ id: "a", metrics: { ...metrics, evidence: 1e308 } }] })).toThrow(
      new ControllerInputError("branches[0].metrics.evidence", "must be a number in [0, 1], got 1e+308"),
    );
  });
});

describe("controller drafts", () => {
  it("round-trips a document through the URL value without default fields", () => {
    const branch = createBranch([]);
    const text = writeDraft({ branches: [branch], thresholds: {} });
    expect(JSON.parse(text)).toEqual({ branches: [{ id: "H_1", state: "active", metrics: branch.metrics }] });
    expect(readDraft(text)).toEqual({ branches: [branch] });
  });

  it("ignores unreadable URL values and picks a free branch id", () => {
    expect(readDraft("{oops")).toBeNull();
    expect(readDraft('{"branches":[{"id":"a"}]}')).toBeNull();
    const duplicate = { id: "a", state: "active", metrics: createBranch([]).metrics, reopen: false };
    expect(readDraft(JSON.stringify({ branches: [duplicate, duplicate] }))?.branches).toHaveLength(2);
    expect(createBranch([createBranch([]), { ...createBranch([]), id: "H_2" }]).id).toBe("H_3");
  });

  it("keeps an out-of-range threshold and fills the optional metrics when reading a URL value", () => {
    const { shared_assumption_ratio: _shared, semantic_similarity_to_leader: _similar, ...required } = createBranch([]).metrics;
    const draft = readDraft(JSON.stringify({ branches: [{ id: "a", metrics: required }], thresholds: { dormantScore: 1.13, widthHigh: [10, 2] } }));
    expect(draft?.thresholds).toEqual({ dormantScore: 1.13, widthHigh: [10, 2] });
    expect(draft?.branches[0]?.metrics).toEqual(createBranch([]).metrics);
    expect(OPTIONAL_METRIC_NAMES).toEqual(["shared_assumption_ratio", "semantic_similarity_to_leader"]);
  });

  it("finds the first invalid threshold of a draft with its path", () => {
    expect(findThresholdProblem(undefined)).toBeNull();
    expect(findThresholdProblem({ dormantScore: 0.4 })).toBeNull();
    expect(findThresholdProblem({ dormantScore: 1.13 })).toEqual({ path: "dormantScore", reason: "must be a number in [0, 1], got 1.13" });
    const width = findThresholdProblem({ widthHigh: [10, 2] });
    expect(width).toEqual({ path: "widthHigh", reason: "must be [min, max] with min <= max, got [10,2]" });
    expect([isProblemOf(width, "widthHigh"), isProblemOf(width, "widthMid"), isProblemOf(width, "width")]).toEqual([true, false, false]);
    expect(isProblemOf(findThresholdProblem({ widthLow: [0, 3] }), "widthLow")).toBe(true);
  });

  it("splits similarities on commas and spaces", () => {
    expect(parseSimilarities(" 0.9, 0.3 0.86,,")).toEqual([0.9, 0.3, 0.86]);
    expect(parseSimilarities("x")).toEqual([Number.NaN]);
  });
});
