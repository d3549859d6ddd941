import type { QaRow, Verdict } from "./schema";
import { count, toTally, type Counter } from "./tally";
import { createNumberList, medianOf, pushNumber } from "./number-list";
import { wilsonInterval } from "../stats/wilson";

export type Counted = { count: number; recorded: number };
type CountedTally = { recorded: number; counts: Counter };

/** n_quotes above this are tallied together; the claim-count buckets end at "13+". */
export const MAX_EXACT_N_QUOTES = 99;

export function createModeAccumulator() {
  return {
    rows: 0,
    verdicts: { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 } as Record<Verdict, number>,
    ratioSum: 0,
    ratios: createNumberList(),
    latencies: createNumberList(),
    formatCollapsed: { count: 0, recorded: 0 } as Counted,
    brackets: { sum: 0, recorded: 0 },
    kinds: { recorded: 0, counts: new Map() } as CountedTally,
    intensity: { recorded: 0, counts: new Map() } as CountedTally,
    scope: { recorded: 0, counts: new Map() } as CountedTally,
    cap: { recorded: 0, counts: new Map() } as CountedTally,
    nQuotes: new Map() as Counter,
  };
}
export type ModeAccumulator = ReturnType<typeof createModeAccumulator>;

/** `kinds` and `cap` arrive already deduplicated and admitted by the run's vocabularies. */
export function addRowToMode(acc: ModeAccumulator, row: QaRow, kinds: readonly string[] | undefined, cap: string | null | undefined): void {
  acc.rows += 1;
  acc.verdicts[row.audit_mode] += 1;
  acc.ratioSum += row.ratio;
  pushNumber(acc.ratios, row.ratio);
  pushNumber(acc.latencies, row.latency_s);
  count(acc.nQuotes, row.n_quotes > MAX_EXACT_N_QUOTES ? `${MAX_EXACT_N_QUOTES + 1}+` : String(row.n_quotes));
  if (row.format_collapsed !== undefined) {
    acc.formatCollapsed.recorded += 1;
    if (row.format_collapsed) acc.formatCollapsed.count += 1;
  }
  if (row.answer_brackets !== undefined) {
    acc.brackets.recorded += 1;
    acc.brackets.sum += row.answer_brackets;
  }
  if (kinds !== undefined) {
    acc.kinds.recorded += 1;
    for (const kind of kinds) count(acc.kinds.counts, kind);
  }
  recordOptional(acc.intensity, row.quantifier_intensity);
  recordOptional(acc.scope, row.scope_bound_hint);
  recordOptional(acc.cap, cap);
}

function recordOptional(target: CountedTally, value: string | null | undefined) {
  if (value === undefined) return;
  target.recorded += 1;
  count(target.counts, value === null ? "null" : value);
}

const finishTally = (tally: CountedTally) => ({ recorded: tally.recorded, counts: toTally(tally.counts) });

export function finishMode(acc: ModeAccumulator) {
  return {
    rows: acc.rows,
    verdicts: { ...acc.verdicts },
    strictRate: acc.rows === 0 ? null : acc.verdicts.STRICT / acc.rows,
    strictRateCi95: wilsonInterval(acc.verdicts.STRICT, acc.rows),
    meanRatio: acc.rows === 0 ? null : acc.ratioSum / acc.rows,
    medianRatio: medianOf(acc.ratios),
    medianLatencyS: medianOf(acc.latencies),
    formatCollapsed: { ...acc.formatCollapsed },
    meanBrackets: acc.brackets.recorded === 0 ? null : acc.brackets.sum / acc.brackets.recorded,
    violationKinds: finishTally(acc.kinds),
    quantifier: { intensity: finishTally(acc.intensity), scopeBoundHint: finishTally(acc.scope), claimCap: finishTally(acc.cap) },
    nQuotesHistogram: Object.fromEntries(acc.nQuotes),
  };
}
