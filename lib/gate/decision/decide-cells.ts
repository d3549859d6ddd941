import type { LiveStatus } from "../../bench/runs/live-status";
import type { RunSummary } from "../../bench/accumulate/run-summary";
import type { CellTable } from "../../bench/accumulate/cell-table";
import { toModeCell } from "../compare/compare-runs";
import { medianSamples, tabulateQuestions } from "../compare/question-counts";
import type { EvidenceReference } from "../evidence/rule-evidence";
import { identifyCell } from "../rule/cell-identity";
import { DECISION_SLOTS, describeSlotMismatch, SLOT_CELLS, type DecisionSlot } from "../rule/cell-slots";
import { evaluateGates } from "../rule/evaluate-gate";
import { CELL_LABELS } from "../rule/rule-labels";
import type { CellId, GateCells, GateResult, OptionId } from "../rule/rule-types";
import { countRuleTests, decideOption, holdWithoutEvidence } from "./decide";
import type { Decision, DecisionSettings } from "./decision-types";
import { checkEachRun, checkPairing, type CheckedRun } from "./preconditions";

export type CellRun = { runId: string; summary: RunSummary; table: CellTable; live: LiveStatus | null };
type Loaded = CheckedRun & { arms: ReturnType<typeof toModeCell> };

/** Which decision leads: the first flip in this order, else the first option decided. */
const LEAD_ORDER: readonly OptionId[] = ["D", "B", "A"];

function load(slot: DecisionSlot, run: CellRun): Loaded {
  return {
    role: `${CELL_LABELS[SLOT_CELLS[slot]]} run`,
    runId: run.runId,
    live: run.live,
    modelProfiles: run.summary.meta?.model_profile_id ? [run.summary.meta.model_profile_id] : run.summary.modelProfiles,
    cellProblem: describeSlotMismatch(slot, run.runId, identifyCell(run.summary.meta?.policy ?? null)),
    questions: tabulateQuestions(run.table),
    arms: toModeCell(run.summary),
  };
}

type Setup = { option: OptionId; results: GateResult[]; treatment: Loaded; references: Array<{ against: CellId; loaded: Loaded; inRule: boolean }> };

function setUp(option: OptionId, cells: Partial<Record<DecisionSlot, Loaded>>, floorPp: number): Setup | null {
  const { baseline, cap, reminder, both } = cells;
  if (option === "D") {
    if (!cap || !reminder || !both) return null;
    const gate: GateCells = { option, capOnly: cap.arms, reminderOnly: reminder.arms, both: both.arms, baseline: baseline?.arms };
    const references = [
      { against: "cap_only" as const, loaded: cap, inRule: true },
      { against: "reminder_only" as const, loaded: reminder, inRule: true },
      ...(baseline ? [{ against: "baseline" as const, loaded: baseline, inRule: false }] : []),
    ];
    return { option, results: evaluateGates(gate, floorPp), treatment: both, references };
  }
  const single = option === "A" ? cap : reminder;
  if (!baseline || !single) return null;
  const results = evaluateGates({ option, baseline: baseline.arms, treatment: single.arms }, floorPp);
  return { option, results, treatment: single, references: [{ against: "baseline", loaded: baseline, inRule: true }] };
}

/**
 * The four-cell decision on /decision, GET /api/decision and `npm run gate -- --cells`: every option whose cells were
 * run is decided with the checks a pair gets, Bonferroni across every option's rule tests, and the lead is the first
 * flip in the order D, B, A (else the first option decided); the others follow in `options`.
 */
export function decideCells(runs: Partial<Record<DecisionSlot, CellRun>>, settings: DecisionSettings): Decision {
  const cells: Partial<Record<DecisionSlot, Loaded>> = {};
  for (const slot of DECISION_SLOTS) {
    const run = runs[slot];
    if (run !== undefined) cells[slot] = load(slot, run);
  }
  const missingCells = DECISION_SLOTS.filter((slot) => cells[slot] === undefined).map((slot) => SLOT_CELLS[slot]);
  const setups = LEAD_ORDER.flatMap((option) => setUp(option, cells, settings.floorPp) ?? []);
  const eachRun = checkEachRun(Object.values(cells));
  const familySize = setups.reduce((sum, setup) => sum + countRuleTests(setup.option, setup.results.length), 0);
  const decided = setups.map((setup) =>
    decideOption({
      option: setup.option,
      settings,
      familySize,
      results: setup.results,
      treatment: setup.treatment.questions,
      references: setup.references.map(({ against, loaded, inRule }): EvidenceReference => ({ against, questions: loaded.questions, inRule })),
      problems: [
        ...eachRun,
        ...checkPairing(
          setup.treatment,
          setup.references.map(({ loaded }) => loaded),
        ),
      ],
      swap: null,
      missingCells,
      samples: medianSamples([setup.treatment.questions, ...setup.references.map(({ loaded }) => loaded.questions)]),
    }),
  );
  const lead = decided.find((decision) => decision.action === "flip") ?? decided[0];
  const options = decided.map((decision) => ({ option: decision.option as OptionId, action: decision.action, headline: decision.headline }));
  if (lead !== undefined) return { ...lead, options: [...options].sort((a, b) => (a.option === lead.option ? -1 : b.option === lead.option ? 1 : 0)) };
  const problems = [
    ...eachRun,
    "no option has all its cells run: A reads baseline and cap only, B baseline and reminder only, D both singles and cap + reminder",
  ];
  return holdWithoutEvidence(null, settings, problems, null, missingCells);
}
