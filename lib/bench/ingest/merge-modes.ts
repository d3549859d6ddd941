import { count } from "../accumulate/tally";
import { countKindId, type ModeAccumulator } from "../accumulate/mode-accumulator";
import { appendNumbers } from "../accumulate/number-list";

function addArray(target: Float64Array, source: Float64Array) {
  for (let i = 0; i < source.length; i += 1) target[i] = (target[i] ?? 0) + (source[i] ?? 0);
}

/**
 * Adds a later range's counts and values of one mode (its kinds by the range's kind ids, which `kindIdOf` maps); its
 * ratio sum is redone over the range's ratios (a range read pushes them in file order and appends none), so it rounds
 * as a sequential read's does.
 */
export function mergeMode(target: ModeAccumulator, source: ModeAccumulator, kindIdOf: (local: number) => number): void {
  let ratioSum = target.ratioSum;
  const ratios = source.ratios.values;
  for (let i = 0; i < source.ratios.length; i += 1) ratioSum += ratios[i] as number;
  target.ratioSum = ratioSum;
  appendNumbers(target.ratios, source.ratios);
  appendNumbers(target.latencies, source.latencies);
  target.rows += source.rows;
  target.verdicts.STRICT += source.verdicts.STRICT;
  target.verdicts.HYBRID += source.verdicts.HYBRID;
  target.verdicts.UNGROUNDED += source.verdicts.UNGROUNDED;
  target.formatCollapsed.count += source.formatCollapsed.count;
  target.formatCollapsed.recorded += source.formatCollapsed.recorded;
  target.brackets.sum += source.brackets.sum;
  target.brackets.recorded += source.brackets.recorded;
  target.kinds.recorded += source.kinds.recorded;
  source.kinds.byId.forEach((n, local) => n > 0 && countKindId(target.kinds.byId, kindIdOf(local), n));
  target.cap.recorded += source.cap.recorded;
  for (const [cap, n] of source.cap.counts) count(target.cap.counts, cap, n);
  target.intensity.recorded += source.intensity.recorded;
  addArray(target.intensity.counts, source.intensity.counts);
  target.scope.recorded += source.scope.recorded;
  addArray(target.scope.counts, source.scope.counts);
  addArray(target.nQuotes, source.nQuotes);
}
