import { boundMean, summarizeDifferences } from "../../stats/paired-mean";
import type { QuestionCounts } from "../compare/question-counts";
import { meetsThreshold } from "../rule/threshold";
import type { GuardEvidence, GuardMetric } from "./evidence-types";
import { clampPp, collectDifferences } from "./question-differences";
import type { EvidenceReference, QuestionTable } from "./rule-evidence";

const GUARDS: ReadonlyArray<{ metric: GuardMetric; harm: 1 | -1 }> = [
  { metric: "strictRate", harm: -1 },
  { metric: "ungroundedRate", harm: 1 },
];
const EMPTY: ReadonlyMap<string, QuestionCounts> = new Map();

function poolRate(questions: ReadonlyMap<string, QuestionCounts>, metric: GuardMetric): number {
  let hits = 0;
  let rows = 0;
  for (const counts of questions.values()) {
    hits += metric === "strictRate" ? counts.strict : counts.ungrounded;
    rows += counts.rows;
  }
  return rows === 0 ? 0 : hits / rows;
}

/**
 * Non-inferiority at the floor for every guard metric of every mode against every reference: the one-sided
 * upper bound of the harm at `confidence` must lie under the floor. A flip needs all of them (an intersection-union
 * test), so no correction across them is needed. Established harm (the ticket's pooled regression whose lower bound,
 * Bonferroni over every guard, is above zero) is what turns a hold into a keep.
 */
export function checkHarmGuards(
  modes: readonly string[],
  treatment: QuestionTable,
  references: readonly EvidenceReference[],
  floorPp: number,
  confidence: number,
): GuardEvidence[] {
  const guards = modes.length * GUARDS.length * references.length;
  const establishConfidence = 1 - (1 - confidence) / Math.max(1, guards);
  return modes.flatMap((mode) =>
    GUARDS.flatMap(({ metric, harm }) =>
      references.map(({ against, questions }): GuardEvidence => {
        const [reference, treated] = [questions.get(mode) ?? EMPTY, treatment.get(mode) ?? EMPTY];
        const found = collectDifferences(reference, treated, metric);
        const harms = found.differences.map((difference) => difference * harm);
        const summary = summarizeDifferences(harms, found.varianceFloor);
        const pooledHarmPp = (poolRate(treated, metric) - poolRate(reference, metric)) * harm * 100;
        const base = {
          mode,
          metric,
          against,
          questions: harms.length,
          confidence,
          pooledHarmPp,
          neverFired: found.hits.reference + found.hits.treatment === 0,
        };
        if (summary === null) return { ...base, harmPp: pooledHarmPp, boundPp: 100, lowerPp: -100, status: "not-ruled-out", variance: 0 };
        const boundPp = clampPp(boundMean(summary, confidence, 1) * 100);
        const lowerPp = clampPp(boundMean(summary, establishConfidence, -1) * 100);
        const established = meetsThreshold(pooledHarmPp, floorPp) && lowerPp > 0;
        const status = established ? "established" : boundPp < floorPp ? "ruled-out" : "not-ruled-out";
        return { ...base, harmPp: summary.mean * 100, boundPp, lowerPp, status, variance: summary.se ** 2 * summary.n };
      }),
    ),
  );
}
