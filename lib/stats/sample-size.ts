import { ALPHA } from "./alpha";
import { normalCdf, normalQuantile } from "./normal";

/**
 * Rows per arm for a two-sided two-sample test of proportions to detect a move of deltaAbs from
 * p1, by the normal approximation with the pooled variance under H0 and no continuity correction
 * (Fleiss, Levin & Paik 2003, Statistical Methods for Rates and Proportions, 3rd ed., ch. 4,
 * uncorrected form; the formula R's power.prop.test solves):
 *   n = [z_{1-a/2} sqrt(2 pbar qbar) + z_{power} sqrt(p1 q1 + p2 q2)]^2 / (p2 - p1)^2.
 * p2 = p1 + deltaAbs or p1 - deltaAbs, whichever stays in [0, 1]; when both do, the larger n is
 * returned so the answer holds for a move in either direction.
 */
export function sampleSizeTwoProportions(p1: number, deltaAbs: number, alpha = ALPHA, power = 0.8): number {
  const rows = listAlternatives(p1, deltaAbs).map((p2) => {
    const { pooledSd, alternativeSd } = computeStandardDeviations(p1, p2);
    const numerator = normalQuantile(1 - alpha / 2) * pooledSd + normalQuantile(power) * alternativeSd;
    return (numerator * numerator) / (deltaAbs * deltaAbs);
  });
  return Math.ceil(Math.max(...rows));
}

/**
 * Power of the same test with nPerArm rows per arm (R power.prop.test, strict = FALSE); with two
 * admissible directions the smaller power is returned, matching sampleSizeTwoProportions.
 */
export function powerTwoProportions(p1: number, deltaAbs: number, nPerArm: number, alpha = ALPHA): number {
  const zAlpha = normalQuantile(1 - alpha / 2);
  const powers = listAlternatives(p1, deltaAbs).map((p2) => {
    const { pooledSd, alternativeSd } = computeStandardDeviations(p1, p2);
    // Only p1 and p2 at opposite ends (0 and 1) have no variance; such a move cannot be missed.
    if (alternativeSd === 0) return 1;
    return normalCdf((Math.sqrt(nPerArm) * deltaAbs - zAlpha * pooledSd) / alternativeSd);
  });
  return Math.min(...powers);
}

function listAlternatives(p1: number, deltaAbs: number): number[] {
  if (!(p1 >= 0 && p1 <= 1)) throw new RangeError(`p1 must be in [0, 1], got ${p1}`);
  if (!(deltaAbs > 0 && deltaAbs <= 1)) throw new RangeError(`deltaAbs must be in (0, 1], got ${deltaAbs}`);
  const candidates = [p1 + deltaAbs, p1 - deltaAbs].filter((p2) => p2 >= 0 && p2 <= 1);
  if (candidates.length === 0) throw new RangeError(`no p2 within [0, 1] is ${deltaAbs} away from ${p1}`);
  return candidates;
}

function computeStandardDeviations(p1: number, p2: number): { pooledSd: number; alternativeSd: number } {
  const pooled = (p1 + p2) / 2;
  return {
    pooledSd: Math.sqrt(2 * pooled * (1 - pooled)),
    alternativeSd: Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2)),
  };
}
