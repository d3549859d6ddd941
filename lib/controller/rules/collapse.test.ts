import { describe, expect, it } from "vitest";
import { decideCollapse, type CollapseDecision } from "./collapse";
import { makeMetrics, SCORE_IS_EVIDENCE } from "../../test-support/metrics-fixture";
import type { BranchMetrics } from "../model/metrics";
import type { BranchState } from "../model/state";

// Scores equal evidence under SCORE_IS_EVIDENCE, so every boundary can be placed exactly.
const branch = (id: string, metrics: Partial<BranchMetrics>, state: BranchState = "active") => ({
  id,
  state,
  metrics: makeMetrics({ verification: 0.9, ...metrics }),
});
const decide = (...branches: ReturnType<typeof branch>[]) => decideCollapse(branches, SCORE_IS_EVIDENCE);
const statuses = (decision: CollapseDecision) => decision.checks.map((check) => check.status);

describe("decideCollapse", () => {
  it("reports no surviving branch with every check not applicable", () => {
    const decision = decide(branch("a", { evidence: 0.9 }, "rejected"));
    expect(decision).toMatchObject({ canCollapse: false, reason: "no surviving branch", leader: null });
    expect(statuses(decision)).toEqual(Array(5).fill("not_applicable"));
  });

  it("collapses a lone strong leader; checks 4 and 5 pass with value null", () => {
    const decision = decide(branch("a", { evidence: 0.9 }));
    expect(decision).toMatchObject({ canCollapse: true, reason: "collapse criteria satisfied", leader: "a" });
    expect(statuses(decision)).toEqual(Array(5).fill("pass"));
    expect(decision.checks.slice(3).map((check) => check.value)).toEqual([null, null]);
  });

  const CHECK_1_FAILS = ["fail", "not_reached", "not_reached", "not_reached", "not_reached"];
  const CHECK_2_FAILS = ["pass", "fail", "not_reached", "not_reached", "not_reached"];
  const CHECK_3_FAILS = ["pass", "pass", "fail", "not_reached", "not_reached"];
  const CHECK_5_FAILS = ["pass", "pass", "pass", "pass", "fail"];
  const ALL_PASS = Array(5).fill("pass");
  const COLLAPSES = "collapse criteria satisfied";

  it.each([
    [0.7799, "leader score below collapse threshold", CHECK_1_FAILS],
    [0.78, COLLAPSES, ALL_PASS],
    [0.7801, COLLAPSES, ALL_PASS],
  ])("check 1: leader score %s -> %s", (evidence, reason, expected) => {
    const decision = decide(branch("a", { evidence }));
    expect([decision.canCollapse, decision.reason, statuses(decision)]).toEqual([reason === COLLAPSES, reason, expected]);
    expect(decision.checks[0]?.value).toBeCloseTo(evidence, 6);
  });

  it.each([
    [0.7499, "leader verification below collapse threshold", CHECK_2_FAILS],
    [0.75, COLLAPSES, ALL_PASS],
    [0.7501, COLLAPSES, ALL_PASS],
  ])("check 2: leader verification %s -> %s", (verification, reason, expected) => {
    const decision = decide(branch("a", { evidence: 0.9, verification }));
    expect([decision.canCollapse, decision.reason, statuses(decision)]).toEqual([reason === COLLAPSES, reason, expected]);
  });

  it.each([
    [0.1499, COLLAPSES, ALL_PASS],
    [0.15, COLLAPSES, ALL_PASS],
    [0.1501, "leader contradiction remains too high", CHECK_3_FAILS],
  ])("check 3: leader contradiction %s -> %s", (contradiction, reason, expected) => {
    const decision = decide(branch("a", { evidence: 0.9, contradiction }));
    expect([decision.canCollapse, decision.reason, statuses(decision)]).toEqual([reason === COLLAPSES, reason, expected]);
  });

  it.each([
    [0.5999, "leader margin is too small"],
    [0.6, "high-information alternative remains unresolved"],
    [0.6001, "high-information alternative remains unresolved"],
  ])("check 4: runner-up information_gain %s within margin 0.08 -> %s", (information_gain, reason) => {
    expect(decide(branch("a", { evidence: 0.9 }), branch("b", { evidence: 0.82, information_gain })).reason).toBe(reason);
  });

  it.each([
    // 0.9 - 0.8 is 0.09999999999999998 in floats; the tolerance keeps it at the boundary.
    [0.8, "high-information alternative remains unresolved"],
    [0.8001, "high-information alternative remains unresolved"],
    [0.7999, "leader margin is too small"],
  ])("check 4: margin boundary 0.10 with runner-up score %s -> %s", (evidence, reason) => {
    expect(decide(branch("a", { evidence: 0.9 }), branch("b", { evidence, information_gain: 0.7 })).reason).toBe(reason);
  });

  it("evaluates check 4 before check 5: a close high-information runner-up gets the specific reason", () => {
    const decision = decide(branch("a", { evidence: 0.9 }), branch("b", { evidence: 0.85, information_gain: 0.8 }));
    expect(decision.reason).toBe("high-information alternative remains unresolved");
    expect(statuses(decision)).toEqual(["pass", "pass", "pass", "fail", "not_reached"]);
    expect(decision.checks[3]?.value).toBeCloseTo(0.8, 6);
    expect(decision.checks[4]?.value).toBeCloseTo(0.05, 6);
  });

  it.each([
    [0.7801, "leader margin is too small", CHECK_5_FAILS],
    [0.78, COLLAPSES, ALL_PASS],
    [0.7799, COLLAPSES, ALL_PASS],
  ])("check 5: runner-up score %s against leader 0.9 (margin >= 0.12) -> %s", (evidence, reason, expected) => {
    const decision = decide(branch("a", { evidence: 0.9 }), branch("b", { evidence }));
    expect([decision.canCollapse, decision.reason, statuses(decision)]).toEqual([reason === COLLAPSES, reason, expected]);
  });

  it("counts a dormant runner-up as surviving and ignores a rejected one", () => {
    expect(decide(branch("a", { evidence: 0.9 }), branch("b", { evidence: 0.85 }, "dormant")).reason).toBe("leader margin is too small");
    expect(decide(branch("a", { evidence: 0.9 }), branch("b", { evidence: 0.89 }, "rejected")).canCollapse).toBe(true);
  });

  it("ranks by score, so the leader need not come first", () => {
    expect(decide(branch("a", { evidence: 0.5 }), branch("b", { evidence: 0.9 })).leader).toBe("b");
  });

  it("uses the spec weights by default", () => {
    const strong = { id: "a", state: "active" as const, metrics: makeMetrics({ evidence: 1, verification: 1, independence: 1, information_gain: 0.5 }) };
    const decision = decideCollapse([strong]);
    expect(decision.canCollapse).toBe(true);
    expect(decision.checks[0]?.value).toBeCloseTo(0.85, 6);
    expect(decision.checks.map((check) => check.threshold)).toEqual([0.78, 0.75, 0.15, 0.6, 0.12]);
  });
});
