import { convertCountsToShares, totalVariationDistance } from "../../stats/distribution-shift";
import { fisherExactTwoSided } from "../../stats/exact-tests";
import { newcombeDiffInterval } from "../../stats/proportion-intervals";
import type { MetricComparison, ModeArm, ModeComparison, RecordedCount } from "./rule-types";

/** Treatment minus baseline for every gate metric of one mode. */
export function compareModeArms(baseline: ModeArm, treatment: ModeArm): ModeComparison {
  const rowsOf = (arm: ModeArm, count: number): RecordedCount => ({ count, recorded: arm.rows });
  return {
    strictRate: compareRates(rowsOf(baseline, baseline.strict), rowsOf(treatment, treatment.strict)),
    hybridRate: compareRates(rowsOf(baseline, baseline.hybrid), rowsOf(treatment, treatment.hybrid)),
    ungroundedRate: compareRates(rowsOf(baseline, baseline.ungrounded), rowsOf(treatment, treatment.ungrounded)),
    formatCollapseRate: compareRates(baseline.formatCollapsed, treatment.formatCollapsed),
    pointerLossRate: compareRates(baseline.pointerLoss, treatment.pointerLoss),
    tooManyClaimsRate: compareRates(baseline.tooManyClaims, treatment.tooManyClaims),
    meanRatio: compareMeans(baseline, treatment),
    verdictShiftPp: compareShares(listVerdictCounts(baseline), listVerdictCounts(treatment)),
    claimCountShiftPp: compareShares(baseline.claimCountBuckets, treatment.claimCountBuckets),
  };
}

export function listVerdictCounts(arm: ModeArm): Record<string, number> {
  return { STRICT: arm.strict, HYBRID: arm.hybrid, UNGROUNDED: arm.ungrounded };
}

function compareRates(baseline: RecordedCount, treatment: RecordedCount): MetricComparison {
  const n = { baseline: baseline.recorded, treatment: treatment.recorded };
  if (n.baseline === 0 || n.treatment === 0) return buildUnrecorded(n);
  const baselineRate = baseline.count / n.baseline;
  const treatmentRate = treatment.count / n.treatment;
  const ci = newcombeDiffInterval(baseline.count, n.baseline, treatment.count, n.treatment);
  return {
    baseline: baselineRate,
    treatment: treatmentRate,
    delta: treatmentRate - baselineRate,
    deltaPp: (treatmentRate - baselineRate) * 100,
    ci95Pp: ci === null ? null : [ci[0] * 100, ci[1] * 100],
    pValue: fisherExactTwoSided(baseline.count, n.baseline - baseline.count, treatment.count, n.treatment - treatment.count),
    n,
    recorded: true,
  };
}

function compareMeans(baseline: ModeArm, treatment: ModeArm): MetricComparison {
  const n = { baseline: baseline.rows, treatment: treatment.rows };
  if (baseline.meanRatio === null || treatment.meanRatio === null) return buildUnrecorded(n);
  return {
    baseline: baseline.meanRatio,
    treatment: treatment.meanRatio,
    delta: treatment.meanRatio - baseline.meanRatio,
    deltaPp: null,
    ci95Pp: null,
    pValue: null,
    n,
    recorded: true,
  };
}

function compareShares(baseline: Record<string, number>, treatment: Record<string, number>): MetricComparison {
  const n = { baseline: sumValues(baseline), treatment: sumValues(treatment) };
  const baselineShares = convertCountsToShares(baseline);
  const treatmentShares = convertCountsToShares(treatment);
  if (baselineShares === null || treatmentShares === null) return buildUnrecorded(n);
  return {
    baseline: null,
    treatment: null,
    delta: null,
    deltaPp: totalVariationDistance(baselineShares, treatmentShares) * 100,
    ci95Pp: null,
    pValue: null,
    n,
    recorded: true,
  };
}

function buildUnrecorded(n: MetricComparison["n"]): MetricComparison {
  return { baseline: null, treatment: null, delta: null, deltaPp: null, ci95Pp: null, pValue: null, n, recorded: false };
}

function sumValues(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
