import { assertCount, buildLogFactorial } from "./log-factorial";

/** R's fisher.test relative tolerance: tables as likely as the observed one up to rounding count as "as extreme". */
const RELATIVE_TIE_TOLERANCE = 1 + 1e-7;

/**
 * Two-sided Fisher exact p for the 2x2 table [[a, b], [c, d]]: the sum of the hypergeometric
 * probabilities of all tables with the observed margins that are no more likely than the observed one.
 */
export function fisherExactTwoSided(a: number, b: number, c: number, d: number): number {
  for (const [value, name] of [
    [a, "a"],
    [b, "b"],
    [c, "c"],
    [d, "d"],
  ] as const)
    assertCount(value, name);
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  const logFactorial = buildLogFactorial(n);
  // Hypergeometric log-probability up to a constant that the renormalisation below cancels.
  const logProbability = (x: number): number => -logFactorial(x) - logFactorial(row1 - x) - logFactorial(col1 - x) - logFactorial(row2 - col1 + x);
  const support: number[] = [];
  for (let x = Math.max(0, col1 - row2); x <= Math.min(row1, col1); x++) support.push(logProbability(x));
  // Scale by the most likely table and renormalise, as R does, so that p is exactly 1 when every table counts.
  const peak = Math.max(...support);
  const cutoff = logProbability(a) + Math.log(RELATIVE_TIE_TOLERANCE);
  let asExtreme = 0;
  let total = 0;
  for (const logP of support) {
    const scaled = Math.exp(logP - peak);
    total += scaled;
    if (logP <= cutoff) asExtreme += scaled;
  }
  return Math.min(1, asExtreme / total);
}

/**
 * Exact (conditional) McNemar test on the discordant pairs b and c: two-sided binomial p,
 * min(1, 2 * P(X <= min(b, c))) with X ~ Bin(b + c, 1/2). No discordant pairs gives 1.
 */
export function mcnemarExact(b: number, c: number): number {
  assertCount(b, "b");
  assertCount(c, "c");
  const n = b + c;
  if (n === 0) return 1;
  const logFactorial = buildLogFactorial(n);
  const logHalfPower = n * Math.log(0.5);
  let tail = 0;
  for (let k = 0; k <= Math.min(b, c); k++) {
    tail += Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k) + logHalfPower);
  }
  return Math.min(1, 2 * tail);
}
