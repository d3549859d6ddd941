import type { DecisionAction, ModeDecision, PairedMetricEvidence, RegressionEvidence } from "../decision/decision-types";
import { CELL_LABELS, formatPp, formatPValue, METRIC_LABELS, OPTION_FLAGS } from "./format-gate-text";
import { HARM_BOUND_CONFIDENCE } from "../evidence/regression-evidence";
import type { CellId, OptionId } from "../rule/rule-types";

type Text = { action: DecisionAction; headline: string; reasons: string[] };

export function flagOf(option: OptionId): string {
  return OPTION_FLAGS[option].replaceAll("`", "");
}

const percent = (level: number) => `${(Math.round(level * 1000) / 10).toString()}%`;

/** "pointer loss −11.1pp (98.3% CI −40.1pp to +17.9pp, Holm p = 1.000, 9 questions)". */
export function describeEvidence(item: PairedMetricEvidence): string {
  const shift = item.metric === "verdictShiftPp" || item.metric === "claimCountShiftPp";
  const value = shift ? `${formatPp(item.meanDiffPp, false)} TVD` : formatPp(item.meanDiffPp);
  const against = item.against === "baseline" ? "" : ` vs ${CELL_LABELS[item.against]}`;
  const p = formatPValue(item.adjustedPValue).replace("p ", "Holm p ");
  const questions = item.questions > 0 ? `, ${item.questions} questions` : "";
  return `${METRIC_LABELS[item.metric]}${against} ${value} (${percent(item.ciLevel)} CI ${formatPp(item.ciPp[0])} to ${formatPp(item.ciPp[1])}, ${p}${questions})`;
}

export function describeRegression(item: RegressionEvidence): string {
  const against = item.against === "baseline" ? "" : ` vs ${CELL_LABELS[item.against]}`;
  if (item.source === "suspected" && item.ciPp !== null) {
    const bound = `paired ${percent(HARM_BOUND_CONFIDENCE)} upper bound of the harm ${formatPp(item.ciPp[1])}`;
    return `${item.mode} ${METRIC_LABELS[item.metric]}${against} ${formatPp(item.deltaPp, false)} worse (below the floor), ${bound}: too close to a regression to flip on`;
  }
  const interval = item.ciPp === null ? "no paired interval" : `paired interval of the harm ${formatPp(item.ciPp[0])} to ${formatPp(item.ciPp[1])}`;
  const status = item.established ? "established" : "within noise (the block stays)";
  return `${item.mode} ${METRIC_LABELS[item.metric]}${against} ${formatPp(item.deltaPp, false)} worse, ${interval}: ${status}`;
}

function strongest(mode: ModeDecision): PairedMetricEvidence | null {
  return mode.evidence.reduce<PairedMetricEvidence | null>((best, item) => (best === null || item.adjustedPValue < best.adjustedPValue ? item : best), null);
}

const STATUS_TEXT: Record<ModeDecision["status"], string> = {
  "improvement-shown": "improvement shown",
  "below-floor-shown": "a floor-sized move ruled out",
  undecided: "undecided",
  "not-measured": "not measured",
};

/** "claim_lattice_pointer: rule at 5pp: MET; paired evidence undecided: pointer loss …". */
export function describeMode(mode: ModeDecision, thresholdPp: number): string {
  const best = strongest(mode);
  const evidence = best === null ? "" : `: ${describeEvidence(best)}`;
  return `${mode.mode}: rule at ${thresholdPp}pp: ${mode.ruleMet ? "MET" : "NOT MET"}; paired evidence ${STATUS_TEXT[mode.status]}${evidence}`;
}

const cellList = (cells: readonly CellId[]) => cells.map((cell) => CELL_LABELS[cell]).join(", ");

export function describeBlocked(option: OptionId | null, reasons: string[]): Text {
  const flag = option === null ? "the flags" : flagOf(option);
  return { action: "hold", headline: `Hold ${flag}: ${reasons[0] ?? "nothing to decide on"}.`, reasons };
}

export function describeFlip(option: OptionId, shown: readonly ModeDecision[], thresholdPp: number, missingCells: readonly CellId[]): Text {
  const names = shown.map((mode) => mode.mode).join(", ");
  const reasons = shown.map((mode) => describeMode(mode, thresholdPp));
  reasons.push(`No mode regresses by >= ${thresholdPp}pp on strict or UNGROUNDED rate.`);
  if (missingCells.length > 0) reasons.push(`Cells not run yet: ${cellList(missingCells)} (they decide whether cap + reminder beats this lever alone).`);
  return { action: "flip", headline: `Flip ${flagOf(option)} for ${names}: the rule is met and the paired evidence shows the improvement.`, reasons };
}

export function describeKeep(option: OptionId, modes: readonly ModeDecision[], established: readonly RegressionEvidence[], thresholdPp: number): Text {
  if (established.length > 0) {
    const reasons = [...established.map(describeRegression), ...modes.map((mode) => describeMode(mode, thresholdPp))];
    return {
      action: "keep",
      headline: `Keep ${flagOf(option)} off: ${describeRegression(established[0] as RegressionEvidence)}; it blocks green in every mode.`,
      reasons,
    };
  }
  const reasons = modes.map((mode) => describeMode(mode, thresholdPp));
  return { action: "keep", headline: `Keep ${flagOf(option)} off: the paired evidence rules out a ${thresholdPp}pp move in every mode.`, reasons };
}

export function describeHold(
  option: OptionId,
  modes: readonly ModeDecision[],
  regressions: readonly RegressionEvidence[],
  thresholdPp: number,
  missingCells: readonly CellId[],
): Text {
  const reasons = [...regressions.map(describeRegression), ...modes.map((mode) => describeMode(mode, thresholdPp))];
  const open = modes.filter((mode) => mode.plan !== null);
  const settle = open
    .filter((mode) => mode.plan?.moreQuestions != null)
    .map((mode) => `about ${mode.plan?.moreQuestions} more questions of this kind settle ${mode.mode}`);
  reasons.push(...settle.map((line) => `${line[0]?.toUpperCase()}${line.slice(1)} (80% power for a ${thresholdPp}pp move).`));
  if (missingCells.length > 0) reasons.push(`Cells not run yet: ${cellList(missingCells)}.`);
  const met = modes.filter((mode) => mode.ruleMet);
  const blocked = met.filter((mode) => mode.status === "improvement-shown").map((mode) => mode.mode);
  const noisy = met.filter((mode) => mode.status !== "improvement-shown").map((mode) => mode.mode);
  const why = [
    blocked.length > 0 ? `rule at ${thresholdPp}pp: MET and the improvement shown in ${blocked.join(", ")}` : "",
    noisy.length > 0 ? `rule at ${thresholdPp}pp: MET in ${noisy.join(", ")}, but the paired evidence cannot tell it from noise` : "",
    met.length === 0 ? `the paired evidence neither shows a ${thresholdPp}pp move nor rules one out` : "",
    regressions.some((r) => r.source === "rule") ? "a regression within noise blocks green" : "",
    regressions.some((r) => r.source === "suspected") ? `a strict fall or UNGROUNDED rise is too close to the floor to flip on` : "",
  ]
    .filter(Boolean)
    .join("; ");
  const tail = [settle.join("; "), missingCells.length > 0 ? `cells not run yet: ${cellList(missingCells)}` : ""].filter(Boolean).join("; ");
  return { action: "hold", headline: `Hold ${flagOf(option)}: ${why}${tail ? `; ${tail}` : ""}.`, reasons };
}
