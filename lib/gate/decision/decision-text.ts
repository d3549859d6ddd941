import type { Plan } from "../evidence/decision-plan";
import { describeGuard, describeRuleEvidence, formatLevel, nameHarm } from "../evidence/describe-evidence";
import type { GuardEvidence, RuleEvidence } from "../evidence/evidence-types";
import { CELL_LABELS, formatPp, METRIC_LABELS } from "../rule/rule-labels";
import type { CellId, OptionId } from "../rule/rule-types";
import type { Decision, DecisionSettings, ModeDecision, Swap } from "./decision-types";

export type Outcome = {
  kind: "blocked" | "harm" | "flip" | "no-help" | "harm-open" | "gain-open";
  option: OptionId | null;
  settings: DecisionSettings;
  modes: readonly ModeDecision[];
  guards: readonly GuardEvidence[];
  problems: readonly string[];
  swap: Swap | null;
  plan: Plan | null;
  planNote: string | null;
  missingCells: readonly CellId[];
};

type Text = Pick<Decision, "action" | "flag" | "modes" | "headline" | "settle" | "reasons" | "guarantee" | "deciding">;

export const OPTION_FLAGS: Record<OptionId, string> = {
  A: "quantifier_guard_apply_caps",
  B: "quantifier_reminder_enabled",
  D: "quantifier_guard_apply_caps + quantifier_reminder_enabled",
};
const LEVER_WORDS: Record<OptionId, string> = { A: "caps", B: "the reminder", D: "caps with the reminder" };

export const flagOf = (option: OptionId | null) => (option === null ? "no flag" : OPTION_FLAGS[option]);
const lever = (option: OptionId | null) => (option === null ? "the lever" : LEVER_WORDS[option]);

/** What a flip promises, in words; the same sentence on every page, API, export and the CLI. */
export function describeGuarantee(settings: DecisionSettings): string {
  const level = formatLevel(settings.confidence);
  const half = formatLevel(1 - (1 - settings.confidence) / 2);
  return `A flip means, at ${level} confidence for the whole statement (${half} for each of its two parts), that a rule metric improved by the rule's measure in some mode and that no mode's strict rate fell, or UNGROUNDED rate rose, by ${settings.floorPp}pp or more.`;
}

function strongest(items: readonly RuleEvidence[]): RuleEvidence | null {
  const live = items.filter((item) => item.intervalPp !== null && item.reading !== "never-fired");
  return live.reduce<RuleEvidence | null>((best, item) => (best === null || item.pValue < best.pValue ? item : best), null);
}

function moved(item: RuleEvidence): string {
  const shift = item.metric === "verdictShiftPp" || item.metric === "claimCountShiftPp";
  const where = `in ${item.mode}${item.against === "baseline" ? "" : ` vs ${CELL_LABELS[item.against]}`}`;
  if (shift) return `the ${METRIC_LABELS[item.metric]} ${where} was ${formatPp(item.estimatePp, false)}`;
  return `${METRIC_LABELS[item.metric]} ${where} ${item.estimatePp < 0 ? "fell" : "rose"} ${formatPp(item.estimatePp, false)}`;
}

function describePlan(plan: Plan | null, note: string | null): string | null {
  if (plan === null) return note === null ? null : `No bench size settles it: ${note}.`;
  const more = plan.moreQuestions > 0 ? ` (${plan.moreQuestions.toLocaleString("en")} more)` : "";
  const samples = `${plan.samples} sample${plan.samples === 1 ? "" : "s"}`;
  return `Run about ${plan.questions.toLocaleString("en")} questions × ${samples} per arm${more} to settle it, if the true move is ${plan.movePp}pp.`;
}

function headlineOf(outcome: Outcome, best: RuleEvidence | null, shown: RuleEvidence | null): string {
  const { settings, option } = outcome;
  const open = outcome.guards.find((guard) => guard.status === "not-ruled-out");
  const harm = outcome.guards.find((guard) => guard.status === "established");
  switch (outcome.kind) {
    case "blocked":
      return `Hold: ${outcome.swap?.text ?? outcome.problems[0] ?? "nothing to decide on"}.`;
    case "harm":
      return harm === undefined
        ? "Keep off."
        : `Keep ${lever(option)} off: ${nameHarm(harm, settings.floorPp).replace(/^a \d+(\.\d+)?pp /, "the ")} is established.`;
    case "flip":
      return `Flip ${lever(option)} on: ${shown === null ? "the rule is met" : moved(shown)}, and no mode is ${settings.floorPp}pp worse (${formatLevel(settings.confidence)} confidence).`;
    case "no-help":
      return `Keep ${lever(option)} off: no rule metric can have improved by ${settings.floorPp}pp (${formatLevel(settings.confidence)} confidence).`;
    case "harm-open":
      return `Hold: ${shown === null ? "an improvement is shown" : moved(shown)}, but ${open === undefined ? "a harm" : nameHarm(open, settings.floorPp)} is not ruled out yet.`;
    case "gain-open":
      return best === null ? "Hold: no rule metric was measured in both arms." : `Hold: ${moved(best)}, not yet told apart from noise.`;
  }
}

const ACTIONS: Record<Outcome["kind"], Decision["action"]> = {
  blocked: "hold",
  harm: "keep",
  flip: "flip",
  "no-help": "keep",
  "harm-open": "hold",
  "gain-open": "hold",
};

/** The decision's words: a headline of at most 25 words, one line of what settles it, and the reasons. */
export function describeOutcome(outcome: Outcome): Text {
  const rules = outcome.modes.flatMap((mode) => mode.evidence);
  const shownModes = outcome.modes.filter((mode) => mode.status === "improvement-shown");
  const shown = strongest(shownModes.flatMap((mode) => mode.evidence.filter((item) => item.reading === "improvement")));
  const best = strongest(rules);
  const deciding = shown ?? best;
  const action = ACTIONS[outcome.kind];
  const modes =
    outcome.kind === "flip" || outcome.kind === "harm-open"
      ? shownModes.map((mode) => mode.mode)
      : action === "hold"
        ? outcome.modes.filter((mode) => mode.status === "undecided").map((mode) => mode.mode)
        : outcome.modes.map((mode) => mode.mode);
  const settle = action !== "hold" ? null : outcome.kind === "blocked" ? describeBlockedSettle(outcome) : describePlan(outcome.plan, outcome.planNote);
  return {
    action,
    flag: flagOf(outcome.option),
    modes,
    headline: headlineOf(outcome, best, shown),
    settle,
    reasons: listReasons(outcome),
    guarantee: describeGuarantee(outcome.settings),
    deciding: deciding === null ? null : { mode: deciding.mode, metric: deciding.metric, against: deciding.against },
  };
}

function describeBlockedSettle(outcome: Outcome): string {
  if (outcome.swap !== null) return `Compare ${outcome.swap.baseline} → ${outcome.swap.treatment} instead.`;
  return "Settles once every problem above is fixed; then decide again.";
}

function listReasons(outcome: Outcome): string[] {
  const { settings } = outcome;
  const met = outcome.modes.filter((mode) => mode.ruleMet).map((mode) => mode.mode);
  const rule =
    outcome.modes.length === 0
      ? []
      : [`Rule at ${settings.floorPp}pp, on pooled rows as the ticket writes it: ${met.length > 0 ? `MET for ${met.join(", ")}` : "NOT MET in any mode"}.`];
  const evidence = outcome.modes.flatMap((mode) => {
    const best = strongest(mode.evidence) ?? mode.evidence[0];
    return best === undefined ? [] : [`${describeRuleEvidence(best)}.`];
  });
  const flagged = outcome.guards.filter((guard) => guard.status !== "ruled-out");
  const guards =
    outcome.guards.length === 0
      ? []
      : flagged.length === 0
        ? [
            `Every mode's strict-rate fall and UNGROUNDED rise is ruled out at ${settings.floorPp}pp (${formatLevel(outcome.guards[0]?.confidence ?? settings.confidence)} one-sided).`,
          ]
        : flagged.map((guard) => `${describeGuard(guard, settings.floorPp)}.`);
  const plan = outcome.plan === null ? [] : [`What a bench of the planned size is least sure to pass: ${outcome.plan.limitedBy}.`];
  const cells = outcome.missingCells.length === 0 ? [] : [`Cells not run yet: ${outcome.missingCells.map((cell) => CELL_LABELS[cell]).join(", ")}.`];
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return [...outcome.problems.map((problem) => `${problem}.`), ...rule, ...evidence, ...guards, ...plan, ...cells].map(sentence);
}
