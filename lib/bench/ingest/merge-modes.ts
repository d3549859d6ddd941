import { count } from "../tally";
import type { ModeAccumulator } from "../mode-accumulator";

function addArray(target: Float64Array, source: Float64Array) {
  for (let i = 0; i < source.length; i += 1) target[i] = (target[i] ?? 0) + (source[i] ?? 0);
}

/** Adds a later range's counts of one mode; its floating-point sums and value lists come from the row log. */
export function mergeModeCounts(target: ModeAccumulator, source: ModeAccumulator): void {
  target.rows += source.rows;
  target.verdicts.STRICT += source.verdicts.STRICT;
  target.verdicts.HYBRID += source.verdicts.HYBRID;
  target.verdicts.UNGROUNDED += source.verdicts.UNGROUNDED;
  target.formatCollapsed.count += source.formatCollapsed.count;
  target.formatCollapsed.recorded += source.formatCollapsed.recorded;
  target.brackets.sum += source.brackets.sum;
  target.brackets.recorded += source.brackets.recorded;
  target.kinds.recorded += source.kinds.recorded;
  for (const [kind, n] of source.kinds.counts) count(target.kinds.counts, kind, n);
  target.cap.recorded += source.cap.recorded;
  for (const [cap, n] of source.cap.counts) count(target.cap.counts, cap, n);
  target.intensity.recorded += source.intensity.recorded;
  addArray(target.intensity.counts, source.intensity.counts);
  target.scope.recorded += source.scope.recorded;
  addArray(target.scope.counts, source.scope.counts);
  addArray(target.nQuotes, source.nQuotes);
}
