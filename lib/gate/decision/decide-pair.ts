import { decide } from "./decide";
import type { Decision } from "./decision-types";
import type { PairQuestions } from "../compare/question-counts";
import type { ComparePayload } from "../compare/compare-runs";
import type { CellId, ComparisonGate, OptionId } from "../rule/rule-types";

/** The cells §10.8 still reads after this pair: D needs both singles and cap + reminder. */
const TREE_CELLS: readonly CellId[] = ["cap_only", "reminder_only", "cap_reminder"];
const PAIR_CELLS: Record<OptionId, readonly CellId[]> = { A: ["baseline", "cap_only"], B: ["baseline", "reminder_only"], D: ["cap_reminder"] };

type PairInput = { paired: Pick<ComparePayload["paired"], "sharedQuestions" | "warnings"> };

function listBlockers(payload: PairInput, gate: ComparisonGate): string[] {
  const blockers: string[] = [];
  if (gate.interim !== null) blockers.push(gate.interim.note);
  if (gate.optionNote !== null) blockers.push(gate.optionNote);
  if (payload.paired.sharedQuestions < 2) blockers.push(`the runs share ${payload.paired.sharedQuestions} question(s); paired evidence needs at least 2`);
  const profiles = payload.paired.warnings.find((warning) => warning.startsWith("Model profiles differ"));
  if (profiles !== undefined) blockers.push(`the runs are not comparable: ${profiles.replace(/\.$/, "")}`);
  return blockers;
}

/** The decision for one baseline → treatment pair on /compare, GET /api/compare and `npm run gate`. */
export function decidePair(payload: PairInput, gate: ComparisonGate, questions: PairQuestions): Decision {
  const option = gate.option;
  const present = option === null ? [] : PAIR_CELLS[option];
  return decide({
    option,
    thresholdPp: gate.thresholdPp,
    blockers: listBlockers(payload, gate),
    results: Object.values(gate.gates),
    regressions: gate.regressions,
    treatment: questions.treatment,
    references: [{ against: "baseline", questions: questions.baseline, inRule: true }],
    missingCells: TREE_CELLS.filter((cell) => !present.includes(cell)),
  });
}
