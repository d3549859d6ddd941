import { planDecision } from "../evidence/decision-plan";
import type { GuardEvidence, RuleEvidence } from "../evidence/evidence-types";
import { checkHarmGuards } from "../evidence/harm-guard";
import { testRuleMetrics, type EvidenceReference, type QuestionTable } from "../evidence/rule-evidence";
import type { CellId, GateResult, OptionId } from "../rule/rule-types";
import { describeOutcome, type Outcome } from "./decision-text";
import type { Decision, DecisionSettings, ModeDecision, Swap } from "./decision-types";

export type OptionInput = {
  option: OptionId;
  settings: DecisionSettings;
  /** Tests the Bonferroni correction splits the error over: every (option, mode, rule metric) that could flip. */
  familySize: number;
  /** The ticket's rule per mode on pooled rows. */
  results: readonly GateResult[];
  treatment: QuestionTable;
  references: readonly EvidenceReference[];
  /** Why these runs cannot be flipped on; any entry holds. */
  problems: readonly string[];
  swap: Swap | null;
  missingCells: CellId[];
  /** Samples per question per arm the runs used (what the planner plans at). */
  samples: number;
};

/** A hold before any evidence is weighed: no option applies, or nothing could be read in the cells an option needs. */
export function holdWithoutEvidence(
  option: OptionId | null,
  settings: DecisionSettings,
  problems: string[],
  swap: Swap | null,
  missingCells: CellId[],
): Decision {
  const text = describeOutcome({ kind: "blocked", option, settings, modes: [], guards: [], problems, swap, plan: null, planNote: null, missingCells });
  return { ...text, option, settings, problems, swap, perMode: {}, guards: [], needed: { missingCells, plan: null, planNote: null }, options: [] };
}

/** How many tests of an option's rule metrics a flip could rest on. */
export function countRuleTests(option: OptionId, modes: number): number {
  return Math.max(1, modes * (option === "D" ? 3 : 2));
}

function readMode(result: GateResult, evidence: RuleEvidence[]): ModeDecision {
  const base = { mode: result.mode, ruleMet: result.ruleMet, evidence };
  const metrics = [...new Set(evidence.map((item) => item.metric))];
  const forMetric = (metric: string) => evidence.filter((item) => item.metric === metric);
  if (metrics.length === 0 || evidence.every((item) => item.reading === "not-recorded")) return { ...base, status: "not-measured" };
  if (result.ruleMet && metrics.some((metric) => forMetric(metric).every((item) => item.reading === "improvement")))
    return { ...base, status: "improvement-shown" };
  const settled = metrics.every((metric) => forMetric(metric).some((item) => item.reading === "below-floor" || item.reading === "never-fired"));
  if (!settled) return { ...base, status: "undecided" };
  return { ...base, status: evidence.every((item) => item.reading === "never-fired") ? "nothing-to-improve" : "below-floor-shown" };
}

function classify(modes: readonly ModeDecision[], guards: readonly GuardEvidence[], problems: readonly string[]): Outcome["kind"] {
  if (problems.length > 0) return "blocked";
  if (guards.some((guard) => guard.status === "established")) return "harm";
  const shown = modes.some((mode) => mode.status === "improvement-shown");
  if (shown && guards.every((guard) => guard.status === "ruled-out")) return "flip";
  if (modes.length > 0 && modes.every((mode) => mode.status === "below-floor-shown" || mode.status === "nothing-to-improve")) return "no-help";
  return shown ? "harm-open" : "gain-open";
}

/**
 * One option's decision. flip: a rule metric of some mode improved (the ticket's pooled rule met, and the paired
 * test after Bonferroni), every guard metric of every mode ruled out worse by the floor at the confidence, and
 * nothing about the runs prevents a flip. keep: an established harm, or every rule metric shown not to move by the
 * floor. hold: everything else, with the plan that would settle it.
 */
export function decideOption(input: OptionInput): Decision {
  const { option, settings } = input;
  // A flip states two things, an improvement and no harm; each gets half the error so the statement as a whole holds at the confidence.
  const alpha = (1 - settings.confidence) / 2;
  const level = { alpha, familySize: input.familySize, floorPp: settings.floorPp };
  const perMode: Record<string, ModeDecision> = {};
  for (const result of input.results) perMode[result.mode] = readMode(result, testRuleMetrics(option, result, input.treatment, input.references, level));
  const modes = Object.values(perMode);
  const guards = checkHarmGuards(
    input.results.map((result) => result.mode),
    input.treatment,
    input.references,
    settings.floorPp,
    1 - alpha,
  );
  const kind = input.results.length === 0 && input.problems.length === 0 ? "blocked" : classify(modes, guards, input.problems);
  const problems = input.results.length === 0 && input.problems.length === 0 ? ["no mode was measured in every cell the rule reads"] : [...input.problems];
  const planned = kind === "harm-open" || kind === "gain-open";
  const rules = modes.flatMap((mode) => mode.evidence);
  const { plan, note } = planned
    ? planDecision({ rules, guards, level, confidence: 1 - alpha, movePp: settings.movePp, power: settings.power, samples: input.samples })
    : { plan: null, note: null };
  const text = describeOutcome({ kind, option, settings, modes, guards, problems, swap: input.swap, plan, planNote: note, missingCells: input.missingCells });
  return {
    ...text,
    option,
    settings,
    problems,
    swap: input.swap,
    perMode,
    guards,
    needed: text.action === "hold" ? { missingCells: input.missingCells, plan, planNote: note } : null,
    options: [],
  };
}
