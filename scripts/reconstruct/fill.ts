import { drawIndex } from "../../lib/stats/prng";

export type Random = () => number;

/** Integer in [lo, hi]. */
export function drawBetween(random: Random, lo: number, hi: number): number {
  return lo + drawIndex(random, hi - lo + 1);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `count` latencies (odd count) whose median is exactly `median`, ascending. For more than three values the
 * upper offsets are scaled so the mean rounds to the same tenth, since the ticket's "latency" column does
 * not say whether it is a mean or a median.
 */
export function drawLatencies(random: Random, median: number, count: number): number[] {
  const half = (count - 1) / 2;
  const below = Array.from({ length: half }, () => 0.1 + random() * 0.45 * median);
  const above = Array.from({ length: half }, () => 0.1 + random() * 0.9 * median);
  const scale = count > 3 ? below.reduce((a, b) => a + b, 0) / above.reduce((a, b) => a + b, 0) : 1;
  const values = [...below.map((d) => median - d), median, ...above.map((e) => median + e * scale)];
  return values.map(round2).sort((a, b) => a - b);
}

export type FractionSlot = { lo: number; hi: number; minVerified: number; maxVerified: (nQuotes: number) => number };

/** The fraction nVerified/nQuotes inside a slot that lies closest to `target`. */
export function closestFraction(slot: FractionSlot, target: number): { nQuotes: number; nVerified: number } {
  let best = { nQuotes: slot.lo, nVerified: slot.minVerified, error: Infinity };
  for (let nQuotes = slot.lo; nQuotes <= slot.hi; nQuotes += 1) {
    for (let nVerified = slot.minVerified; nVerified <= slot.maxVerified(nQuotes); nVerified += 1) {
      const error = Math.abs(nVerified / nQuotes - target);
      if (error < best.error) best = { nQuotes, nVerified, error };
    }
  }
  return { nQuotes: best.nQuotes, nVerified: best.nVerified };
}
