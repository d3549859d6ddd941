/** Two decimals: a hundredth of a pixel or percent is finer than a screen draws, and it keeps the SVG short. */
export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

export type LinearScale = (value: number) => number;

/** Maps the domain onto the range linearly; a domain of zero width maps everything to the range's start. */
export function createLinearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value) => roundTo2(span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** Whole-number ticks from 0 to at least `max`, on a step of 1, 2 or 5 times a power of ten, with at most `maxSteps` steps. */
export function buildCountTicks(max: number, maxSteps = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let power = 1; Math.ceil(top / step) > maxSteps; power *= 10) {
    step = [power, 2 * power, 5 * power].find((candidate) => Math.ceil(top / candidate) <= maxSteps) ?? 10 * power;
  }
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

/** Evenly spaced ticks over [0, 1], e.g. 0, 0.25, 0.5, 0.75, 1 for four steps. */
export function buildUnitTicks(steps: number): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => roundTo2(i / steps));
}
