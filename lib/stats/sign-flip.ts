import { mulberry32 } from "./prng";

export const SIGN_FLIP_SEED = 20260503;
const EXACT_UP_TO = 16;
const RESAMPLES = 20_000;

/**
 * One-sided p of a paired sign-flip test: under "no effect" each question's difference is as likely
 * negated, so p is the share of sign assignments whose sum reaches the observed one in `direction`.
 * Exact up to 16 questions, seeded Monte Carlo beyond. With k questions it is never below 2^-k: a
 * handful of questions cannot show an effect however alike they are.
 */
export function signFlipPValue(differences: readonly number[], direction: 1 | -1, seed = SIGN_FLIP_SEED): number {
  const values = differences.map((value) => value * direction);
  const observed = values.reduce((sum, value) => sum + value, 0);
  const tolerance =
    1e-12 *
    Math.max(
      1,
      values.reduce((sum, value) => sum + Math.abs(value), 0),
    );
  if (values.length <= EXACT_UP_TO) return countExact(values, observed - tolerance) / 2 ** values.length;
  const random = mulberry32(seed);
  let reach = 1;
  for (let draw = 0; draw < RESAMPLES; draw += 1) {
    let sum = 0;
    for (const value of values) sum += random() < 0.5 ? -value : value;
    if (sum >= observed - tolerance) reach += 1;
  }
  return reach / (RESAMPLES + 1);
}

function countExact(values: readonly number[], threshold: number): number {
  let count = 0;
  const total = 2 ** values.length;
  for (let mask = 0; mask < total; mask += 1) {
    let sum = 0;
    for (let index = 0; index < values.length; index += 1) sum += (mask >> index) & 1 ? -(values[index] ?? 0) : (values[index] ?? 0);
    if (sum >= threshold) count += 1;
  }
  return count;
}
