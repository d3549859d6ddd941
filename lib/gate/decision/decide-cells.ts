import { identifyCell } from "../rule/cell-identity";
import { toModeCell, type QaRunInput } from "../compare/compare-runs";
import { decide } from "./decide";
import { DECISION_SLOTS, describeSlotMismatch, SLOT_CELLS, type DecisionSlot } from "../rule/cell-slots";
import type { Decision } from "./decision-types";
import { evaluateGates } from "../rule/evaluate-gate";
import type { DecisionReference } from "../evidence/mode-evidence";
import { tabulateQuestions, type QuestionTable } from "../compare/question-counts";
import type { CellId, GateCells, ModeCell, OptionId } from "../rule/rule-types";

export type CellRun = QaRunInput & { runId: string };
type Loaded = { runId: string; arms: ModeCell; questions: QuestionTable; mismatch: string | null };

const OPTION_SLOTS: Record<OptionId, readonly DecisionSlot[]> = { A: ["baseline", "cap"], B: ["baseline", "reminder"], D: ["cap", "reminder", "both"] };
/** Which decision leads when several options could be decided: a flip first, then the option reading the most cells. */
const LEAD_ORDER: readonly OptionId[] = ["D", "B", "A"];

function loadSlot(slot: DecisionSlot, run: CellRun): Loaded {
  const identity = identifyCell(run.summary.meta?.policy ?? null);
  return {
    runId: run.runId,
    arms: toModeCell(run.summary),
    questions: tabulateQuestions(run.table),
    mismatch: describeSlotMismatch(slot, run.runId, identity),
  };
}

function decideOption(option: OptionId, cells: Partial<Record<DecisionSlot, Loaded>>, missingCells: CellId[], thresholdPp: number): Decision | null {
  const { baseline, cap, reminder, both } = cells;
  const blockers = [...OPTION_SLOTS[option], ...(option === "D" ? (["baseline"] as const) : [])].flatMap((slot) => cells[slot]?.mismatch ?? []);
  const ref = (against: CellId, loaded: Loaded, inRule = true): DecisionReference => ({ against, questions: loaded.questions, inRule });
  let gate: GateCells;
  let treatment: Loaded;
  let references: DecisionReference[];
  if (option === "D") {
    if (!cap || !reminder || !both) return null;
    gate = { option, capOnly: cap.arms, reminderOnly: reminder.arms, both: both.arms, baseline: baseline?.arms };
    [treatment, references] = [both, [ref("cap_only", cap), ref("reminder_only", reminder), ...(baseline ? [ref("baseline", baseline, false)] : [])]];
  } else {
    const single = option === "A" ? cap : reminder;
    if (!baseline || !single) return null;
    gate = { option, baseline: baseline.arms, treatment: single.arms };
    [treatment, references] = [single, [ref("baseline", baseline)]];
  }
  const results = evaluateGates(gate, thresholdPp);
  const regressions = results[0]?.regressions ?? [];
  return decide({ option, thresholdPp, blockers, results, regressions, treatment: treatment.questions, references, missingCells });
}

/**
 * The decision for the four cells on /decision: every option whose cells were run is decided; the
 * lead is the first flip in LEAD_ORDER, else the first option decided. The others' headlines follow
 * in its reasons, so nothing decided is hidden.
 */
export function decideCells(runs: Partial<Record<DecisionSlot, CellRun>>, thresholdPp: number, unknown: readonly string[] = []): Decision {
  const cells: Partial<Record<DecisionSlot, Loaded>> = {};
  for (const slot of DECISION_SLOTS) {
    const run = runs[slot];
    if (run !== undefined) cells[slot] = loadSlot(slot, run);
  }
  const missingCells = DECISION_SLOTS.filter((slot) => cells[slot] === undefined).map((slot) => SLOT_CELLS[slot]);
  const decided = LEAD_ORDER.flatMap((option) => {
    const decision = decideOption(option, cells, missingCells, thresholdPp);
    return decision === null ? [] : [decision];
  });
  const lead = decided.find((decision) => decision.action === "flip") ?? decided[0];
  if (lead === undefined || unknown.length > 0) {
    const reasons = [
      ...unknown,
      ...(lead === undefined
        ? ["no option has all its cells run: A reads baseline and cap only, B baseline and reminder only, D both singles and cap + reminder"]
        : []),
    ];
    return {
      action: "hold",
      option: null,
      flag: "no flag",
      modes: [],
      headline: `Hold: ${reasons[0]}.`,
      reasons,
      perMode: {},
      regressions: [],
      needed: { missingCells, moreQuestions: {} },
    };
  }
  const others = decided.filter((decision) => decision !== lead).map((decision) => `Option ${decision.option}: ${decision.headline}`);
  return { ...lead, reasons: [...lead.reasons, ...others] };
}
