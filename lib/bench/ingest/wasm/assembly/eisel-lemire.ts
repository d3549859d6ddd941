// The Eisel-Lemire conversion of a decimal mantissa and power of ten to the nearest double, for numbers past 2^53 or
// 10^22 (the ratio of two counts, say), with the host's table of powers of ten.

// 10^e for e in [POWER_MIN, POWER_MIN + POWER_COUNT) as 128-bit mantissas rounded down (high u64, then low u64),
// written by the host (row-scanner.ts) before the first scan.
const POWER_MIN: i32 = -64;
const POWER_COUNT: i32 = 129;
const POWERS = memory.data(POWER_COUNT * 16, 16);

export function powersAt(): usize {
  return POWERS;
}

let productLow: u64 = 0;

/** The high 64 bits of x * y (the low ones land in productLow). */
function multiplyHigh(x: u64, y: u64): u64 {
  const x0 = x & 0xffffffff;
  const x1 = x >> 32;
  const y0 = y & 0xffffffff;
  const y1 = y >> 32;
  const t = x1 * y0 + ((x0 * y0) >> 32);
  const w1 = (t & 0xffffffff) + x0 * y1;
  productLow = x * y;
  return x1 * y1 + (t >> 32) + (w1 >> 32);
}

/**
 * The nearest double to mantissa * 10^exponent (the mantissa exact and non-zero), which is never 0; 0 when the product
 * leaves the rounding undecided or the power is outside the table, and the token goes to JavaScript's Number().
 */
export function eiselLemire(mantissa: u64, exponent: i32): f64 {
  if (exponent < POWER_MIN || exponent >= POWER_MIN + POWER_COUNT) return 0;
  const power = POWERS + <usize>(exponent - POWER_MIN) * 16;
  const zeros = clz(mantissa);
  const m = mantissa << zeros;
  let exp2: i64 = <i64>((217706 * exponent) >> 16) + 64 + 1023 - <i64>zeros;
  let high = multiplyHigh(m, load<u64>(power));
  let low = productLow;
  if ((high & 0x1ff) == 0x1ff && low + m < m) {
    const yHigh = multiplyHigh(m, load<u64>(power, 8));
    const yLow = productLow;
    const mergedLow = low + yHigh;
    const mergedHigh = mergedLow < low ? high + 1 : high;
    if ((mergedHigh & 0x1ff) == 0x1ff && mergedLow + 1 == 0 && yLow + m < m) return 0;
    high = mergedHigh;
    low = mergedLow;
  }
  const top = high >> 63;
  let bits = high >> (top + 9);
  exp2 -= <i64>(1 ^ top);
  if (low == 0 && (high & 0x1ff) == 0 && (bits & 3) == 1) return 0;
  bits = (bits + (bits & 1)) >> 1;
  if (bits >> 53 > 0) {
    bits >>= 1;
    exp2 += 1;
  }
  if (exp2 <= 0 || exp2 >= 0x7ff) return 0;
  return reinterpret<f64>((<u64>exp2 << 52) | (bits & 0x000fffffffffffff));
}
