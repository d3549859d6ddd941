import { ALPHA } from "./alpha";
import { quantileSorted } from "./descriptive";
import { DEFAULT_SEED } from "./distribution-shift";
import { assertCount } from "./log-factorial";
import { drawIndex, mulberry32 } from "./prng";

export type ArmTally = { successes: number; n: number };
/** One question's rows in each of two runs of the same question set. */
export type PairedCluster = { baseline: ArmTally; treatment: ArmTally };
export type BootstrapInterval = { estimate: number; ci: [number, number]; resamples: number; seed: number };

/**
 * Question-level (cluster) bootstrap percentile interval for treatment minus baseline success
 * rate (fractions). Questions are resampled with replacement, keeping each question's rows from
 * both runs together, because samples of one question are correlated and resampling rows alone
 * would understate the noise. Null when there are no clusters.
 */
export function clusterBootstrapDiff(
  clusters: readonly PairedCluster[],
  options: { resamples?: number; seed?: number; level?: number } = {},
): BootstrapInterval | null {
  const { resamples = 2000, seed = DEFAULT_SEED, level = 1 - ALPHA } = options;
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be in (0, 1), got ${level}`);
  if (!Number.isInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be >= 1, got ${resamples}`);
  if (clusters.length === 0) return null;
  for (const { baseline, treatment } of clusters) {
    for (const tally of [baseline, treatment]) {
      assertCount(tally.successes, "successes");
      assertCount(tally.n, "n");
      if (tally.n === 0 || tally.successes > tally.n) throw new RangeError("every cluster needs 0 <= successes <= n, n >= 1");
    }
  }
  const random = mulberry32(seed);
  const differences: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const drawn: PairedCluster[] = [];
    for (let i = 0; i < clusters.length; i++) {
      const cluster = clusters[drawIndex(random, clusters.length)];
      if (cluster !== undefined) drawn.push(cluster);
    }
    differences.push(computeRateDifference(drawn));
  }
  differences.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return {
    estimate: computeRateDifference(clusters),
    ci: [quantileSorted(differences, tail), quantileSorted(differences, 1 - tail)],
    resamples,
    seed,
  };
}

function computeRateDifference(clusters: readonly PairedCluster[]): number {
  let baselineSuccesses = 0;
  let baselineRows = 0;
  let treatmentSuccesses = 0;
  let treatmentRows = 0;
  for (const { baseline, treatment } of clusters) {
    baselineSuccesses += baseline.successes;
    baselineRows += baseline.n;
    treatmentSuccesses += treatment.successes;
    treatmentRows += treatment.n;
  }
  return treatmentSuccesses / treatmentRows - baselineSuccesses / baselineRows;
}
