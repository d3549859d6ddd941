const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEPS = [HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 91 * DAY, 365 * DAY];

export type TimeAxis = { domain: [number, number]; ticks: number[]; step: number };

/**
 * A time axis over run start times (epoch ms): the domain pads the first and last run so their marks clear the edges, and the ticks
 * fall on whole UTC hours or days, at most `maxTicks` of them, so labels never collide even on a phone.
 */
export function buildTimeAxis(times: readonly number[], maxTicks = 4): TimeAxis {
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const pad = Math.max((last - first) * 0.05, HOUR / 2);
  const domain: [number, number] = [first - pad, last + pad];
  const step = STEPS.find((candidate) => Math.floor(domain[1] / candidate) - Math.ceil(domain[0] / candidate) + 1 <= maxTicks) ?? (STEPS.at(-1) as number);
  const ticks: number[] = [];
  for (let tick = Math.ceil(domain[0] / step) * step; tick <= domain[1]; tick += step) ticks.push(tick);
  return { domain, ticks, step };
}

/** `05-02 21:00` for ticks under a day apart, `05-02` from a day up. */
export function formatTimeTick(time: number, step: number): string {
  const iso = new Date(time).toISOString();
  const day = iso.slice(5, 10);
  return step >= DAY ? day : `${day} ${iso.slice(11, 16)}`;
}
