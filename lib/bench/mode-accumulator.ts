import type { QaRow, Verdict } from "./schema";
import { count, sortTally, toTally, type Counter, type Tally } from "./tally";
import { INTENSITIES, scopeBoundHintSchema } from "../quantifier/rungs";
import { createNumberList, medianOf, pushNumber, type NumberList } from "./number-list";
import type { ModeSummary } from "./run-summary";
import { wilsonInterval } from "../stats/wilson";

export type Counted = { count: number; recorded: number };
type CountedTally = { recorded: number; counts: Counter };

/** n_quotes above this are tallied together; the claim-count buckets end at "13+". */
const MAX_EXACT_N_QUOTES = 99;
const N_QUOTES_KEYS = [...Array.from({ length: MAX_EXACT_N_QUOTES + 1 }, (_, n) => String(n)), `${MAX_EXACT_N_QUOTES + 1}+`];

// Closed sets are counted in arrays by position (the schema already checked the value): the hot path per row.
const INTENSITY_KEYS = [...INTENSITIES, "null"];
const INTENSITY_INDEX = new Map<string, number>(INTENSITIES.map((rung, i) => [rung, i]));
const SCOPE_KEYS = scopeBoundHintSchema.options;
const SCOPE_INDEX = new Map(SCOPE_KEYS.map((scope, i) => [scope, i]));
type Slots = { recorded: number; counts: Float64Array };
const slots = (size: number): Slots => ({ recorded: 0, counts: new Float64Array(size) });

export type ModeAccumulator = {
  /** False in a range read: its ratio sum and value lists are rebuilt from the row log in file order instead. */
  keepsValues: boolean;
  rows: number;
  verdicts: Record<Verdict, number>;
  ratioSum: number;
  ratios: NumberList;
  latencies: NumberList;
  formatCollapsed: Counted;
  brackets: { sum: number; recorded: number };
  kinds: CountedTally;
  intensity: Slots;
  scope: Slots;
  cap: CountedTally;
  nQuotes: Float64Array;
};

export function createModeAccumulator(keepsValues = true): ModeAccumulator {
  return {
    keepsValues,
    rows: 0,
    verdicts: { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 },
    ratioSum: 0,
    ratios: createNumberList(),
    latencies: createNumberList(),
    formatCollapsed: { count: 0, recorded: 0 },
    brackets: { sum: 0, recorded: 0 },
    kinds: { recorded: 0, counts: new Map() },
    intensity: slots(INTENSITY_KEYS.length),
    scope: slots(SCOPE_KEYS.length),
    cap: { recorded: 0, counts: new Map() },
    nQuotes: new Float64Array(N_QUOTES_KEYS.length),
  };
}

/** `kinds` and `cap` arrive already deduplicated and admitted by the run's vocabularies. */
export function addRowToMode(acc: ModeAccumulator, row: QaRow, kinds: readonly string[] | undefined, cap: string | null | undefined): void {
  acc.rows += 1;
  acc.verdicts[row.audit_mode] += 1;
  if (acc.keepsValues) addModeValues(acc, row.ratio, row.latency_s);
  const slot = Math.min(row.n_quotes, MAX_EXACT_N_QUOTES + 1);
  acc.nQuotes[slot] = (acc.nQuotes[slot] ?? 0) + 1;
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
  if (row.quantifier_intensity !== undefined)
    recordSlot(acc.intensity, row.quantifier_intensity === null ? INTENSITIES.length : (INTENSITY_INDEX.get(row.quantifier_intensity) ?? 0));
  if (row.scope_bound_hint !== undefined) recordSlot(acc.scope, SCOPE_INDEX.get(row.scope_bound_hint) ?? 0);
  recordOptional(acc.cap, cap);
}

/** A row's ratio and latency in the mode's sum and median lists; a range merge replays them in file order. */
export function addModeValues(acc: ModeAccumulator, ratio: number, latency: number): void {
  acc.ratioSum += ratio;
  pushNumber(acc.ratios, ratio);
  pushNumber(acc.latencies, latency);
}

function recordSlot(target: Slots, index: number) {
  target.recorded += 1;
  target.counts[index] = (target.counts[index] ?? 0) + 1;
}

function slotsToTally(counts: Float64Array, keys: readonly string[]): Tally {
  return sortTally(Object.fromEntries(keys.flatMap((key, i) => ((counts[i] ?? 0) > 0 ? [[key, counts[i] as number]] : []))));
}

function recordOptional(target: CountedTally, value: string | null | undefined) {
  if (value === undefined) return;
  target.recorded += 1;
  count(target.counts, value === null ? "null" : value);
}

const finishTally = (tally: CountedTally) => ({ recorded: tally.recorded, counts: toTally(tally.counts) });
const finishSlots = (tally: Slots, keys: readonly string[]) => ({ recorded: tally.recorded, counts: slotsToTally(tally.counts, keys) });

export function finishMode(acc: ModeAccumulator): ModeSummary {
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
    quantifier: { intensity: finishSlots(acc.intensity, INTENSITY_KEYS), scopeBoundHint: finishSlots(acc.scope, SCOPE_KEYS), claimCap: finishTally(acc.cap) },
    nQuotesHistogram: Object.fromEntries(N_QUOTES_KEYS.flatMap((key, n) => ((acc.nQuotes[n] ?? 0) > 0 ? [[key, acc.nQuotes[n] as number]] : []))),
  };
}
