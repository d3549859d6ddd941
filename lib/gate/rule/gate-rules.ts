import { meetsThreshold } from "./threshold";
import type { Criterion, MetricKey, OptionId, ReferenceComparison, Regression } from "./rule-types";

/** +1: a rise helps; -1: a fall helps. */
export const RULE_METRICS: Record<OptionId, ReadonlyArray<{ metric: MetricKey; direction: 1 | -1 }>> = {
  A: [
    { metric: "claimCountShiftPp", direction: 1 },
    { metric: "verdictShiftPp", direction: 1 },
  ],
  B: [
    { metric: "formatCollapseRate", direction: -1 },
    { metric: "pointerLossRate", direction: -1 },
  ],
  D: [
    { metric: "strictRate", direction: 1 },
    { metric: "formatCollapseRate", direction: -1 },
    { metric: "pointerLossRate", direction: -1 },
  ],
};

type RuleOutcome = {
  met: boolean;
  criteria: Criterion[];
  /** The criterion the verdict rests on (see decideRule); null when nothing was recorded. */
  deciding: Criterion | null;
  /** Option D only: metrics on which cap + reminder is worse than a single lever by >= threshold. */
  worseThanSingle: Criterion[];
};

/**
 * §10.8 rule for one mode. A and B: any rule metric moves >= threshold in its direction.
 * D: some metric beats every single-lever cell by >= threshold, and no rule metric is worse than
 * either single by >= threshold. The deciding criterion is the largest qualifying move (for D, the
 * weaker of the two comparisons on the best metric); when nothing qualifies, the closest one.
 */
export function decideRule(option: OptionId, references: readonly ReferenceComparison[], thresholdPp: number): RuleOutcome {
  const criteria = RULE_METRICS[option].flatMap(({ metric, direction }) =>
    references.map(({ against, comparison }): Criterion => {
      const deltaPp = comparison[metric].deltaPp;
      const favorablePp = deltaPp === null ? null : deltaPp * direction;
      return { metric, against, deltaPp, favorablePp, meets: favorablePp !== null && meetsThreshold(favorablePp, thresholdPp) };
    }),
  );
  const perMetric = RULE_METRICS[option].map(({ metric }) => {
    const forMetric = criteria.filter((criterion) => criterion.metric === metric);
    const weakest = forMetric.reduce<Criterion | null>((worst, criterion) => pickWeaker(worst, criterion), null);
    return { weakest, beatsAll: forMetric.length > 0 && forMetric.every((criterion) => criterion.meets) };
  });
  const worseThanSingle = option === "D" ? criteria.filter(({ favorablePp }) => favorablePp !== null && meetsThreshold(-favorablePp, thresholdPp)) : [];
  const qualifying = perMetric.filter(({ beatsAll }) => beatsAll).map(({ weakest }) => weakest);
  const candidates = qualifying.length > 0 ? qualifying : perMetric.map(({ weakest }) => weakest);
  const deciding = candidates.reduce<Criterion | null>((best, criterion) => pickStronger(best, criterion), null);
  return { met: qualifying.length > 0 && worseThanSingle.length === 0, criteria, deciding, worseThanSingle };
}

/** A mode regresses when its strict rate falls, or its UNGROUNDED rate rises, by >= threshold. */
export function findRegressions(mode: string, references: readonly ReferenceComparison[], thresholdPp: number): Regression[] {
  return references.flatMap(({ against, comparison }) => {
    const found: Regression[] = [];
    const strict = comparison.strictRate.deltaPp;
    const ungrounded = comparison.ungroundedRate.deltaPp;
    if (strict !== null && meetsThreshold(-strict, thresholdPp)) found.push({ mode, metric: "strictRate", against, deltaPp: strict });
    if (ungrounded !== null && meetsThreshold(ungrounded, thresholdPp)) {
      found.push({ mode, metric: "ungroundedRate", against, deltaPp: ungrounded });
    }
    return found;
  });
}

/** An unrecorded comparison is the weakest: the metric cannot clear the rule against every reference. */
function pickWeaker(current: Criterion | null, next: Criterion): Criterion {
  if (current === null) return next;
  if (current.favorablePp === null) return current;
  if (next.favorablePp === null) return next;
  return next.favorablePp < current.favorablePp ? next : current;
}

function pickStronger(current: Criterion | null, next: Criterion | null): Criterion | null {
  if (next === null || next.favorablePp === null) return current;
  if (current === null || current.favorablePp === null) return next;
  return next.favorablePp > current.favorablePp ? next : current;
}
