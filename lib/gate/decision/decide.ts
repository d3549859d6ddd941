import { describeFamily, assessModes, type DecisionReference } from "../evidence/mode-evidence";
import type { Decision, ModeDecision, RegressionEvidence } from "./decision-types";
import { describeHold, describeFlip, describeKeep, describeBlocked, flagOf } from "../text/decision-text";
import { planMode } from "../evidence/plan-mode";
import type { QuestionTable } from "../compare/question-counts";
import { assessRegression, findSuspectedHarms } from "../evidence/regression-evidence";
import type { CellId, GateResult, OptionId, Regression } from "../rule/rule-types";

export type DecisionInput = {
  option: OptionId | null;
  thresholdPp: number;
  /** Why these runs cannot be decided on yet (same run, still running, a cell measuring another policy); any entry means hold. */
  blockers: readonly string[];
  /** The §10.8 rule per mode on pooled rows, and the regressions it found (they block green in every mode). */
  results: readonly GateResult[];
  regressions: readonly Regression[];
  treatment: QuestionTable;
  references: readonly DecisionReference[];
  /** Cells the decision tree still needs before the default can settle between B and D (or A and D). */
  missingCells: CellId[];
};

/**
 * flip: some mode meets the rule and its paired evidence shows the improvement after the family's
 * correction, no regression blocks, nothing blocks the comparison. keep: an established regression, or
 * every mode shown below the floor. hold: everything else, with what would settle it.
 */
export function decide(input: DecisionInput): Decision {
  const { option, thresholdPp } = input;
  const base = { option, flag: option === null ? "no flag" : flagOf(option), regressions: [] as RegressionEvidence[], perMode: {} };
  if (option === null || input.blockers.length > 0 || input.results.length === 0) {
    const reasons = input.blockers.length > 0 ? [...input.blockers] : ["no mode was measured in every cell the rule reads"];
    return { ...base, ...describeBlocked(option, reasons), modes: [], needed: { missingCells: input.missingCells, moreQuestions: {} } };
  }
  const { perMode, samples } = assessModes(option, input.results, input.treatment, input.references, thresholdPp);
  const checks = input.results.length * 2 * input.references.length;
  const ruled = input.regressions.map((regression) => assessRegression(regression, input.treatment, input.references, checks));
  const suspected = findSuspectedHarms(
    input.results.map((r) => r.mode),
    input.treatment,
    input.references,
    input.regressions,
    thresholdPp,
  );
  const regressions = [...ruled, ...suspected];
  const modes = Object.values(perMode);
  const withEvidence = { ...base, perMode, regressions };
  const established = regressions.filter((regression) => regression.established);
  if (established.length > 0)
    return { ...withEvidence, ...describeKeep(option, modes, established, thresholdPp), modes: modes.map((m) => m.mode), needed: null };
  const shown = modes.filter((mode) => mode.status === "improvement-shown");
  if (shown.length > 0 && regressions.length === 0) {
    return { ...withEvidence, ...describeFlip(option, shown, thresholdPp, input.missingCells), modes: shown.map((m) => m.mode), needed: null };
  }
  if (modes.every((mode) => mode.status === "below-floor-shown")) {
    return { ...withEvidence, ...describeKeep(option, modes, [], thresholdPp), modes: modes.map((m) => m.mode), needed: null };
  }
  const alpha = describeFamily(option, modes.length).alpha;
  const open = modes.filter((mode) => mode.status === "undecided" || (mode.status === "improvement-shown" && regressions.length > 0));
  const planned: Record<string, ModeDecision> = { ...perMode };
  for (const mode of open) planned[mode.mode] = { ...mode, plan: planMode(samples[mode.mode] ?? [], thresholdPp, alpha) };
  const moreQuestions = Object.fromEntries(open.map((mode) => [mode.mode, planned[mode.mode]?.plan?.moreQuestions ?? null]));
  const text = describeHold(option, Object.values(planned), regressions, thresholdPp, input.missingCells);
  return { ...withEvidence, perMode: planned, ...text, modes: open.map((m) => m.mode), needed: { missingCells: input.missingCells, moreQuestions } };
}
