import { drawIndex, mulberry32 } from "./prng";

export type Shares = Readonly<Record<string, number>>;

/** Fixed so permutation p-values are identical on every run and in the browser. */
export const DEFAULT_SEED = 20260503;

/** Total variation distance, 0.5 * sum |a - b| over the union of keys (missing key = 0), as a fraction. */
export function totalVariationDistance(sharesA: Shares, sharesB: Shares): number {
  let total = 0;
  for (const key of new Set([...Object.keys(sharesA), ...Object.keys(sharesB)])) {
    total += Math.abs((sharesA[key] ?? 0) - (sharesB[key] ?? 0));
  }
  return total / 2;
}

/** Counts to shares; null when there is nothing to share out. */
export function convertCountsToShares(counts: Shares): Record<string, number> | null {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  return Object.fromEntries(Object.entries(counts).map(([key, count]) => [key, count / total]));
}

/**
 * Monte Carlo permutation p-value for "the two category distributions differ", statistic = TVD:
 * row labels are shuffled between the arms and p = (1 + #{TVD >= observed}) / (1 + resamples),
 * which never reports p = 0 for a finite number of permutations (Phipson & Smyth 2010,
 * Stat Appl Genet Mol Biol 9:39). Null when either arm is empty.
 */
export function permutationTvdPValue(countsA: Shares, countsB: Shares, options: { resamples?: number; seed?: number } = {}): number | null {
  const { resamples = 2000, seed = DEFAULT_SEED } = options;
  const keys = [...new Set([...Object.keys(countsA), ...Object.keys(countsB)])];
  const sizeA = keys.reduce((sum, key) => sum + (countsA[key] ?? 0), 0);
  const sharesA = convertCountsToShares(countsA);
  const sharesB = convertCountsToShares(countsB);
  if (sharesA === null || sharesB === null) return null;
  const observed = totalVariationDistance(sharesA, sharesB);
  const pooled = keys.flatMap((key, index) => new Array<number>((countsA[key] ?? 0) + (countsB[key] ?? 0)).fill(index));
  const random = mulberry32(seed);
  let atLeastAsExtreme = 0;
  for (let r = 0; r < resamples; r++) {
    shuffleInPlace(pooled, random);
    // Equal TVDs reached along different summation orders can differ in the last bit.
    if (measureSplitTvd(pooled, sizeA, keys.length) >= observed - 1e-12) atLeastAsExtreme++;
  }
  return (1 + atLeastAsExtreme) / (1 + resamples);
}

/** TVD between the first sizeA labels and the rest. */
function measureSplitTvd(labels: readonly number[], sizeA: number, categories: number): number {
  const inA = new Array<number>(categories).fill(0);
  const inB = new Array<number>(categories).fill(0);
  labels.forEach((label, position) => {
    const arm = position < sizeA ? inA : inB;
    arm[label] = (arm[label] ?? 0) + 1;
  });
  const sizeB = labels.length - sizeA;
  return inA.reduce((sum, count, index) => sum + Math.abs(count / sizeA - (inB[index] ?? 0) / sizeB), 0) / 2;
}

function shuffleInPlace(values: number[], random: () => number): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = drawIndex(random, i + 1);
    const held = values[i] ?? 0;
    values[i] = values[j] ?? 0;
    values[j] = held;
  }
}
