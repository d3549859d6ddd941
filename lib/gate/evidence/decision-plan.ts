import { normalCdf } from "../../stats/normal";
import { tCritical } from "../../stats/paired-mean";
import { METRIC_LABELS } from "../rule/rule-labels";
import type { GuardEvidence, RuleEvidence } from "./evidence-types";
import { perTestAlpha, type TestLevel } from "./rule-evidence";

/** The smallest bench per arm at which a flip has probability `power` if one rule metric truly moves by movePp. */
export type Plan = {
  questions: number;
  samples: number;
  movePp: number;
  power: number;
  moreQuestions: number;
  /** The rule metric assumed to move: the one with the strongest evidence of a gain. */
  mode: string;
  metric: RuleEvidence["metric"];
  /** What a bench of this size is least sure to pass, in words. */
  limitedBy: string;
};

export type PlanInput = {
  rules: readonly RuleEvidence[];
  guards: readonly GuardEvidence[];
  level: TestLevel;
  confidence: number;
  movePp: number;
  power: number;
  samples: number;
};
type Candidate = { mode: string; metric: RuleEvidence["metric"]; items: RuleEvidence[]; strength: number; questions: number };
type Factor = { probability: number; label: string };

const MAX_QUESTIONS = 10_000_000;

/** Rule metrics that could decide: recorded, fired in some arm, and with room to move by movePp in their direction. */
function listCandidates(rules: readonly RuleEvidence[], movePp: number): Candidate[] {
  const groups = new Map<string, RuleEvidence[]>();
  for (const item of rules) groups.set(`${item.mode}\u0000${item.metric}`, [...(groups.get(`${item.mode}\u0000${item.metric}`) ?? []), item]);
  return [...groups.values()].flatMap((items) => {
    const first = items[0];
    if (first === undefined || items.some((item) => item.reading === "never-fired" || item.reading === "not-recorded" || item.variance <= 0)) return [];
    if (items.some((item) => !hasRoom(item, movePp))) return [];
    const strength = Math.min(...items.map((item) => item.favorablePp / 100 / Math.sqrt(item.variance / item.questions)));
    return [{ mode: first.mode, metric: first.metric, items, strength, questions: Math.min(...items.map((item) => item.questions)) }];
  });
}

function hasRoom(item: RuleEvidence, movePp: number): boolean {
  if (item.referenceRate === null) return true;
  return item.direction < 0 ? item.referenceRate * 100 >= movePp : (1 - item.referenceRate) * 100 >= movePp;
}

function factorsAt(questions: number, chosen: Candidate, input: PlanInput): Factor[] {
  const { level, movePp, confidence } = input;
  const [floor, move] = [level.floorPp / 100, movePp / 100];
  const showCritical = tCritical(1 - perTestAlpha(level), questions - 1);
  const guardCritical = tCritical(confidence, questions - 1);
  const shown = chosen.items.map((item) => {
    const se = Math.sqrt(item.variance / questions);
    return normalCdf((move - Math.max(floor, showCritical * se)) / se);
  });
  const rule = {
    probability: shown.reduce((product, value) => product * value, 1),
    label: `showing the ${METRIC_LABELS[chosen.metric]} move in ${chosen.mode}`,
  };
  const guards = input.guards
    .filter((guard) => guard.variance > 0)
    .map((guard) => ({
      probability: normalCdf(floor / Math.sqrt(guard.variance / questions) - guardCritical),
      label: `ruling out a ${level.floorPp}pp ${guard.metric === "strictRate" ? "strict-rate fall" : "UNGROUNDED rise"} in ${guard.mode}`,
    }));
  return [rule, ...guards];
}

const chance = (factors: readonly Factor[]) => factors.reduce((product, factor) => product * factor.probability, 1);

/**
 * The whole decision, not one test: a flip needs the chosen metric's pooled move to reach the floor and its paired
 * test to pass after the correction, and every harm guard to pass; with nothing else changing they are taken as
 * independent. Normal approximation with t critical values; its accuracy is measured by `npm run bench`.
 */
export function planDecision(input: PlanInput): { plan: Plan | null; note: string | null } {
  const candidates = listCandidates(input.rules, input.movePp);
  if (candidates.length === 0) return { plan: null, note: `no rule metric has room to move by ${input.movePp}pp in its direction` };
  const chosen = candidates.reduce((best, next) => (next.strength > best.strength ? next : best));
  if (chance(factorsAt(MAX_QUESTIONS, chosen, input)) < input.power) {
    return {
      plan: null,
      note: `a true ${input.movePp}pp move cannot reach ${Math.round(input.power * 100)}% at any size: a flip needs the pooled move to reach the ${input.level.floorPp}pp floor`,
    };
  }
  let [low, high] = [2, MAX_QUESTIONS];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (chance(factorsAt(middle, chosen, input)) >= input.power) high = middle;
    else low = middle + 1;
  }
  const factors = factorsAt(low, chosen, input);
  const weakest = factors.reduce((worst, next) => (next.probability < worst.probability ? next : worst));
  const plan: Plan = {
    questions: low,
    samples: input.samples,
    movePp: input.movePp,
    power: chance(factors),
    moreQuestions: Math.max(0, low - chosen.questions),
    mode: chosen.mode,
    metric: chosen.metric,
    limitedBy: weakest.label,
  };
  return { plan, note: null };
}
