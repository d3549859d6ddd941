const MINUS = "\u2212";

/** A share as a percentage, "5.6%"; rounding at the last digit first keeps 0.0555 from printing as 5.5%. */
export function formatPercent(fraction: number, digits = 1): string {
  return `${(Math.round(fraction * 10 ** (digits + 2)) / 10 ** digits).toFixed(digits)}%`;
}

/**
 * A rate as every table shows it: percent with the count behind it, "55.6% (15/27)".
 * The count keeps a small-n rate honest: 100% (3/3) is not 100% (300/300).
 */
export function formatRateWithCount(count: number, n: number): string {
  if (!Number.isInteger(count) || !Number.isInteger(n) || count < 0 || n < 0 || count > n) {
    throw new RangeError(`not a count out of n: ${count}/${n}`);
  }
  return n === 0 ? "— (0/0)" : `${formatPercent(count / n)} (${count}/${n})`;
}

/** A rate's interval in the same unit as the rate: "[0.0%, 56.1%]". */
export function formatRateInterval(interval: readonly [number, number]): string {
  return `[${formatPercent(interval[0])}, ${formatPercent(interval[1])}]`;
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
