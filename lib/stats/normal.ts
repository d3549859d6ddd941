/**
 * Standard normal quantile, Wichura (1988) Algorithm AS 241 (PPND16),
 * Applied Statistics 37(3):477-484; accurate to about 1 part in 1e16.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    throw new RangeError(`normalQuantile: p must be in [0, 1], got ${p}`);
  }
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * evaluatePolynomial(CENTRAL_NUMERATOR, r)) / evaluatePolynomial(CENTRAL_DENOMINATOR, r);
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value = evaluatePolynomial(INTERMEDIATE_NUMERATOR, r) / evaluatePolynomial(INTERMEDIATE_DENOMINATOR, r);
  } else {
    r -= 5;
    value = evaluatePolynomial(TAIL_NUMERATOR, r) / evaluatePolynomial(TAIL_DENOMINATOR, r);
  }
  return q < 0 ? -value : value;
}

/**
 * Standard normal CDF, Hart (1968) double-precision rational approximation as given by
 * G. West (2005) "Better approximations to cumulative normal functions", Wilmott Magazine.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else if (z < 7.07106781186547) {
    tail = (Math.exp((-z * z) / 2) * evaluatePolynomial(HART_NUMERATOR, z)) / evaluatePolynomial(HART_DENOMINATOR, z);
  } else {
    const fraction = z + 1 / (z + 2 / (z + 3 / (z + 4 / (z + 0.65))));
    tail = Math.exp((-z * z) / 2) / fraction / 2.506628274631;
  }
  return x > 0 ? 1 - tail : tail;
}

/** Coefficients are lowest order first. */
function evaluatePolynomial(coefficients: readonly number[], x: number): number {
  let result = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) result = result * x + (coefficients[i] ?? 0);
  return result;
}

const CENTRAL_NUMERATOR = [
  3.387132872796366608, 133.14166789178437745, 1971.5909503065514427, 13731.693765509461125, 45921.953931549871457, 67265.770927008700853,
  33430.575583588128105, 2509.0809287301226727,
];
const CENTRAL_DENOMINATOR = [
  1, 42.313330701600911252, 687.1870074920579083, 5394.1960214247511077, 21213.794301586595867, 39307.89580009271061, 28729.085735721942674,
  5226.495278852854561,
];
const INTERMEDIATE_NUMERATOR = [
  1.42343711074968357734, 4.6303378461565452959, 5.7694972214606914055, 3.64784832476320460504, 1.27045825245236838258, 0.24178072517745061177,
  0.0227238449892691845833, 7.7454501427834140764e-4,
];
const INTERMEDIATE_DENOMINATOR = [
  1, 2.05319162663775882187, 1.6763848301838038494, 0.68976733498510000455, 0.14810397642748007459, 0.0151986665636164571966, 5.475938084995344946e-4,
  1.05075007164441684324e-9,
];
const TAIL_NUMERATOR = [
  6.6579046435011037772, 5.4637849111641143699, 1.7848265399172913358, 0.29656057182850489123, 0.026532189526576123093, 0.0012426609473880784386,
  2.71155556874348757815e-5, 2.01033439929228813265e-7,
];
const TAIL_DENOMINATOR = [
  1, 0.59983220655588793769, 0.13692988092273580531, 0.0148753612908506148525, 7.868691311456132591e-4, 1.8463183175100546818e-5, 1.4215117583164458887e-7,
  2.04426310338993978564e-15,
];
const HART_NUMERATOR = [220.206867912376, 221.213596169931, 112.079291497871, 33.912866078383, 6.37396220353165, 0.700383064443688, 3.52624965998911e-2];
const HART_DENOMINATOR = [
  440.413735824752, 793.826512519948, 637.333633378831, 296.564248779674, 86.7807322029461, 16.064177579207, 1.75566716318264, 8.83883476483184e-2,
];
