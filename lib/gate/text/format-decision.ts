import type { Decision, DecisionAction, ModeDecision, ModePlan, PairedMetricEvidence, RegressionEvidence } from "../decision/decision-types";
import { CELL_LABELS, formatPp, formatPValue, METRIC_LABELS } from "./format-gate-text";
import { rankAnswerMode } from "../../quantifier/policy";

export const ACTION_LABELS: Record<DecisionAction, string> = { flip: "Flip", keep: "Keep", hold: "Hold" };

const ACTION_MEANINGS: Record<DecisionAction, string> = {
  flip: "the paired evidence shows the improvement and nothing blocks it",
  keep: "the evidence shows the lever does not help, or a regression is established",
  hold: "not enough evidence either way yet",
};

const READINGS: Record<PairedMetricEvidence["reading"], string> = {
  improvement: "improvement shown",
  "below-floor": "shown to move less than the floor",
  undecided: "undecided: could be noise",
};

const STATUSES: Record<ModeDecision["status"], string> = {
  "improvement-shown": "improvement shown",
  "below-floor-shown": "shown not to move by the floor",
  undecided: "undecided",
  "not-measured": "not measured",
};

export function describeAction(action: DecisionAction): string {
  return ACTION_MEANINGS[action];
}

export function describeModeStatus(status: ModeDecision["status"]): string {
  return STATUSES[status];
}

export function describeReading(reading: PairedMetricEvidence["reading"]): string {
  return READINGS[reading];
}

export function sortModes<T extends { mode: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => rankAnswerMode(a.mode) - rankAnswerMode(b.mode) || a.mode.localeCompare(b.mode));
}

/** A confidence level as the page writes it: 0.95 → "95%", 0.98333 → "98.3%". */
export function formatLevel(level: number): string {
  const percent = Math.round(level * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

export function formatInterval(ciPp: readonly [number, number]): string {
  return `${formatPp(ciPp[0])} to ${formatPp(ciPp[1])}`;
}

/** The §10.8 rule's verdict per mode, worded as the ticket writes it: "rule at 5pp: MET for a; NOT MET for b, c". */
export function describeRuleResult(decision: Pick<Decision, "perMode">, thresholdPp: number): string {
  const modes = sortModes(Object.values(decision.perMode));
  const met = modes.filter((entry) => entry.ruleMet).map((entry) => entry.mode);
  const notMet = modes.filter((entry) => !entry.ruleMet).map((entry) => entry.mode);
  const parts = [met.length > 0 ? `MET for ${met.join(", ")}` : null, notMet.length > 0 ? `NOT MET for ${notMet.join(", ")}` : null];
  const verdict = parts.filter((part) => part !== null).join("; ");
  return `rule at ${thresholdPp}pp: ${verdict === "" ? "no mode evaluated" : verdict}`;
}

function formatSamples(samples: number): string {
  return Number.isInteger(samples) ? String(samples) : samples.toFixed(1);
}

/** "9 questions × 3 samples in each arm · paired t …": what the paired test ran on. */
export function describeEvidenceBasis(evidence: Pick<PairedMetricEvidence, "questions" | "samplesPerQuestion" | "method">): string {
  return `${evidence.questions.toLocaleString("en")} questions × ${formatSamples(evidence.samplesPerQuestion)} samples in each arm · ${evidence.method}`;
}

/** "about 243 more questions of this kind (3 samples each) settle claim_lattice_pointer"; null when no plan applies. */
export function describePlan(mode: string, plan: ModePlan | null): string | null {
  if (plan === null || plan.moreQuestions === null) return null;
  return `about ${plan.moreQuestions.toLocaleString("en")} more questions of this kind (${formatSamples(plan.samplesPerQuestion)} samples each) settle ${mode}`;
}

export type PowerGrid = { samples: number[]; rows: Array<{ questions: number; power: Array<number | null> }> };

/** The planner's questions × samples → power cells as a grid: one row per question count, one column per sample count. */
export function toPowerGrid(plan: ModePlan): PowerGrid {
  const samples = [...new Set(plan.table.map((cell) => cell.samples))].sort((a, b) => a - b);
  const questions = [...new Set(plan.table.map((cell) => cell.questions))].sort((a, b) => a - b);
  const rows = questions.map((count) => ({
    questions: count,
    power: samples.map((sample) => plan.table.find((cell) => cell.questions === count && cell.samples === sample)?.power ?? null),
  }));
  return { samples, rows };
}

export function describeRegression(regression: RegressionEvidence): string {
  const direction = regression.metric === "strictRate" ? "fell" : "rose";
  const against = regression.against === "baseline" ? "" : ` vs ${CELL_LABELS[regression.against]}`;
  const interval = regression.ciPp === null ? "no paired interval" : `harm interval ${formatInterval(regression.ciPp)}`;
  const p = regression.pValue === null ? "" : `, ${formatPValue(regression.pValue)}`;
  const standing =
    regression.source === "suspected" ? "below the floor, but its interval reaches it: holds a flip" : regression.established ? "established" : "within noise";
  return `${regression.mode}: ${METRIC_LABELS[regression.metric]} ${direction} ${formatPp(regression.deltaPp, false)}${against} (${interval}${p}): ${standing}`;
}
