import type { ComparePayload, RunRef } from "../compare/compare-runs";
import type { PairQuestions } from "../compare/question-counts";
import { medianSamples } from "../compare/question-counts";
import { optionTested } from "../rule/cell-identity";
import { CELL_LABELS } from "../rule/rule-labels";
import type { CellId, ComparisonGate, OptionId } from "../rule/rule-types";
import { countRuleTests, decideOption, holdWithoutEvidence } from "./decide";
import type { Decision, DecisionSettings, Swap } from "./decision-types";
import { checkRuns, type CheckedRun } from "./preconditions";

/** The cells the tree still reads after this pair: D needs both singles and cap + reminder. */
const TREE_CELLS: readonly CellId[] = ["cap_only", "reminder_only", "cap_reminder"];
const PAIR_CELLS: Record<OptionId, readonly CellId[]> = { A: ["baseline", "cap_only"], B: ["baseline", "reminder_only"], D: ["cap_reminder"] };

const cellName = (run: RunRef) =>
  run.identity.cell === "unknown" ? "an unknown cell" : run.identity.cell === "baseline" ? "baseline (dry run)" : CELL_LABELS[run.identity.cell];

/** A pair that turns a lever off: the swap is the pair that tests it. */
function findSwap(payload: Pick<ComparePayload, "baseline" | "treatment">): Swap | null {
  const [baseline, treatment] = [payload.baseline, payload.treatment];
  const reversed = optionTested(treatment.identity.cell, baseline.identity.cell);
  if (reversed.option === null) return null;
  return {
    baseline: treatment.runId,
    treatment: baseline.runId,
    text: `${cellName(baseline)} → ${cellName(treatment)}: this turns the lever off; swap the runs to test it`,
  };
}

function checkPair(payload: Pick<ComparePayload, "baseline" | "treatment">, questions: PairQuestions): string[] {
  const run = (role: string, ref: RunRef, table: PairQuestions["baseline"]): CheckedRun => ({
    role,
    runId: ref.runId,
    live: ref.live,
    modelProfiles: ref.modelProfiles,
    cellProblem: null,
    questions: table,
  });
  return checkRuns(run("treatment", payload.treatment, questions.treatment), [run("baseline", payload.baseline, questions.baseline)]);
}

function describeOptionProblem(gate: ComparisonGate, payload: Pick<ComparePayload, "sameRun">): string | null {
  if (payload.sameRun !== null) return payload.sameRun;
  if (gate.option === "D")
    return "a pair holds only one of the two single-lever cells option D compares with; decide it on the decision page with all four cells";
  if (gate.option === null)
    return gate.optionNote?.replace(/^No decision-tree option matches this pair: /, "").replace(/\.$/, "") ?? "the pair is no option of the tree";
  return null;
}

type PairPayload = Pick<ComparePayload, "baseline" | "treatment" | "sameRun">;

/** The decision for one baseline → treatment pair: /compare, GET /api/compare and `npm run gate` all call this. */
export function decidePair(payload: PairPayload, gate: ComparisonGate, questions: PairQuestions, settings: DecisionSettings): Decision {
  const swap = gate.option === null ? findSwap(payload) : null;
  const optionProblem = swap === null ? describeOptionProblem(gate, payload) : null;
  const problems = [...(optionProblem === null ? [] : [optionProblem]), ...checkPair(payload, questions)];
  const option = gate.option;
  if (option === null || option === "D") {
    return holdWithoutEvidence(option, settings, problems, swap, []);
  }
  const results = Object.values(gate.gates);
  return decideOption({
    option,
    settings,
    familySize: countRuleTests(option, results.length),
    results,
    treatment: questions.treatment,
    references: [{ against: "baseline", questions: questions.baseline, inRule: true }],
    problems,
    swap: null,
    missingCells: TREE_CELLS.filter((cell) => !PAIR_CELLS[option].includes(cell)),
    samples: medianSamples([questions.baseline, questions.treatment]),
  });
}
