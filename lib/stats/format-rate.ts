const MINUS = "\u2212";

/** A share in percent to one decimal; rounding the tenths first keeps 0.0555 from printing as 5.5%. */
function toPercentText(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/**
 * A rate as every table shows it: percent with the count behind it, "55.6% (15/27)".
 * The count keeps a small-n rate honest: 100% (3/3) is not 100% (300/300).
 */
export function formatRateWithCount(count: number, n: number): string {
  if (!Number.isInteger(count) || !Number.isInteger(n) || count < 0 || n < 0 || count > n) {
    throw new RangeError(`not a count out of n: ${count}/${n}`);
  }
  return n === 0 ? "— (0/0)" : `${toPercentText(count / n)} (${count}/${n})`;
}

/** A rate's interval in the same unit as the rate: "[0.0%, 56.1%]". */
export function formatRateInterval(interval: readonly [number, number]): string {
  return `[${toPercentText(interval[0])}, ${toPercentText(interval[1])}]`;
}

/**
 * A difference of two ratios (not of two rates) as a signed decimal, "+0.170": percentage points
 * belong to shares of rows only.
 */
export function formatRatioDelta(delta: number, digits = 3): string {
  const rounded = Number(delta.toFixed(digits));
  const magnitude = Math.abs(rounded).toFixed(digits);
  if (rounded === 0) return magnitude;
  return `${rounded < 0 ? MINUS : "+"}${magnitude}`;
}
