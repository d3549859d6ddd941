import { quantileSorted } from "./descriptive";
import { drawIndex, mulberry32 } from "./prng";

export type PairedShift = { n: number; tvd: number; pValue: number; ci: [number, number]; level: number };

function meanTvd(differences: readonly (readonly number[])[], signs: (index: number) => number, pick: (index: number) => number): number {
  const width = differences[0]?.length ?? 0;
  const sum = new Array<number>(width).fill(0);
  for (let index = 0; index < differences.length; index += 1) {
    const row = differences[pick(index)] ?? [];
    const sign = signs(index);
    for (let k = 0; k < width; k += 1) sum[k] = (sum[k] ?? 0) + sign * (row[k] ?? 0);
  }
  return sum.reduce((total, value) => total + Math.abs(value), 0) / (2 * differences.length);
}

/**
 * Paired distribution shift over clusters: each cluster gives the difference of two share vectors
 * (treatment − reference). The statistic is the total variation distance of the mean difference.
 * p: seeded sign-flip permutation (under "no effect" each cluster's difference is as likely negated,
 * since both arms ask the same question). Interval: cluster bootstrap percentile at `level`.
 */
export function pairedShift(differences: readonly (readonly number[])[], level: number, options: { seed: number; resamples: number }): PairedShift | null {
  const n = differences.length;
  if (n < 2) return null;
  const random = mulberry32(options.seed);
  const identity = (index: number) => index;
  const tvd = meanTvd(differences, () => 1, identity);
  let extreme = 0;
  for (let draw = 0; draw < options.resamples; draw += 1) {
    if (meanTvd(differences, () => (random() < 0.5 ? -1 : 1), identity) >= tvd - 1e-12) extreme += 1;
  }
  const boots: number[] = [];
  for (let draw = 0; draw < options.resamples; draw += 1)
    boots.push(
      meanTvd(
        differences,
        () => 1,
        () => drawIndex(random, n),
      ),
    );
  boots.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return { n, tvd, pValue: (extreme + 1) / (options.resamples + 1), ci: [quantileSorted(boots, tail), quantileSorted(boots, 1 - tail)], level };
}
