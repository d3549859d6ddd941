import { assertCount } from "./log-factorial";
import { wilsonInterval, Z95 } from "./wilson";

/**
 * Newcombe (1998) method 10 ("hybrid score") interval for p2 - p1 with p1 = x1/n1, p2 = x2/n2,
 * built from the two Wilson intervals (./wilson). Null when either arm has no trials.
 */
export function newcombeDiffInterval(x1: number, n1: number, x2: number, n2: number, z = Z95): [number, number] | null {
  assertTrials(x1, n1);
  assertTrials(x2, n2);
  const first = wilsonInterval(x1, n1, z);
  const second = wilsonInterval(x2, n2, z);
  if (first === null || second === null) return null;
  const [l1, u1] = first;
  const [l2, u2] = second;
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const difference = p2 - p1;
  const lo = difference - Math.hypot(p2 - l2, u1 - p1);
  const hi = difference + Math.hypot(u2 - p2, p1 - l1);
  return [Math.max(-1, lo), Math.min(1, hi)];
}

function assertTrials(successes: number, n: number): void {
  assertCount(successes, "successes");
  assertCount(n, "n");
  if (successes > n) throw new RangeError(`successes (${successes}) exceed trials (${n})`);
}
