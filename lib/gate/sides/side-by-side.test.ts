import { describe, expect, it } from "vitest";
import { buildRun, type RowSpec } from "../../test-support/compare-test-runs";
import { tabulateQuestions } from "../compare/question-counts";
import { pageSideBySide, selectSideRows, type SideQuery } from "./side-by-side";
import { exportSideRows } from "./side-export";

const P = "claim_lattice_pointer";
const kinds = (...names: string[]) => ({ violation_kinds: names });
// q1 loses its pointer loss (improved), q2 gains it (regressed), q3 keeps it, q4 is only in the baseline, q5 only in the treatment.
const baseline = buildRun("b", [
  ["q1", P, 0, "U", 5, kinds("NO_EVIDENCE_POINTER")],
  ["q1", P, 1, "U", 5, kinds("NO_EVIDENCE_POINTER")],
  ["q2", P, 0, "S", 5, kinds()],
  ["q2", P, 1, "S", 5, kinds()],
  ["q3", P, 0, "H", 5, kinds("NO_EVIDENCE_POINTER")],
  ["q3", P, 1, "H", 5, kinds()],
  ["q4", P, 0, "S", 5, kinds()],
] satisfies RowSpec[]);
const treatment = buildRun("t", [
  ["q1", P, 0, "S", 5, kinds()],
  ["q1", P, 1, "H", 5, kinds()],
  ["q2", P, 0, "S", 5, kinds("NO_EVIDENCE_POINTER")],
  ["q3", P, 0, "H", 5, kinds("NO_EVIDENCE_POINTER")],
  ["q3", P, 1, "H", 5, kinds()],
  ["q5", P, 0, "U", 5, kinds()],
] satisfies RowSpec[]);
const questions = { baseline: tabulateQuestions(baseline.table), treatment: tabulateQuestions(treatment.table) };
const query = (patch: Partial<SideQuery> = {}): SideQuery => ({
  mode: P,
  metric: "pointerLossRate",
  show: "all",
  sort: "difference",
  dir: "asc",
  offset: 0,
  limit: 50,
  ...patch,
});

describe("the side-by-side", () => {
  it("lists every shared question with both arms' samples, shares and the difference, most improved first", () => {
    const page = pageSideBySide(questions, query());
    expect(
      page.rows.map((row) => [row.question, row.baseline.samples, row.baseline.share, row.treatment.samples, row.treatment.share, row.difference, row.outcome]),
    ).toEqual([
      ["q1", 2, 1, 2, 0, -1, "improved"],
      ["q3", 2, 0.5, 2, 0.5, 0, "unchanged"],
      ["q2", 2, 0, 1, 1, 1, "regressed"],
    ]);
    expect(page.counts).toEqual({ improved: 1, regressed: 1, unchanged: 1, "not-recorded": 0, shared: 3, onlyBaseline: 1, onlyTreatment: 1 });
  });

  it("reads strict as a rise being better, and the mean ratio as each arm's mean", () => {
    expect(pageSideBySide(questions, query({ metric: "strictRate", dir: "desc" })).rows.map((row) => [row.question, row.outcome])).toEqual([
      ["q1", "improved"],
      ["q2", "unchanged"],
      ["q3", "unchanged"],
    ]);
    const ratio = pageSideBySide(questions, query({ metric: "meanRatio", show: "improved" })).rows;
    expect(ratio.map((row) => [row.question, row.baseline.share, row.treatment.share])).toEqual([["q1", 0, 1]]);
  });

  it("filters by outcome and question text, pages, and lists the questions of one arm", () => {
    expect(pageSideBySide(questions, query({ show: "regressed" })).rows.map((row) => row.question)).toEqual(["q2"]);
    expect(pageSideBySide(questions, query({ text: "Q3" })).rows.map((row) => row.question)).toEqual(["q3"]);
    const second = pageSideBySide(questions, query({ offset: 1, limit: 1 }));
    expect([second.matched, second.rows.map((row) => row.question)]).toEqual([3, ["q3"]]);
    expect(pageSideBySide(questions, query({ show: "only-baseline" })).oneArm).toEqual([{ question: "q4", samples: 1 }]);
    expect(pageSideBySide(questions, query({ show: "only-treatment" })).oneArm).toEqual([{ question: "q5", samples: 1 }]);
  });

  it("exports exactly what the filters select, as CSV", () => {
    const selected = query({ show: "improved" });
    const csv = [...exportSideRows(selectSideRows(questions, selected), selected)].join("");
    expect(csv).toBe(
      "question,mode,metric,baseline_samples,baseline_hits,baseline_n,baseline_share,treatment_samples,treatment_hits,treatment_n,treatment_share,difference,outcome\n" +
        `q1,${P},pointer loss,2,2,2,1,2,0,2,0,-1,improved\n`,
    );
    const only = query({ show: "only-treatment" });
    expect([...exportSideRows(selectSideRows(questions, only), only)].join("")).toBe(`question,mode,asked_in,samples\nq5,${P},treatment,1\n`);
  });
});
