import type { Verdict } from "../rows/schema";
import { NOT_RECORDED, RECORDED_NULL } from "./cell-columns";
import { codeAt, type CodedRow } from "./coded-row";
import { count, sortTally, toTally, type Counter, type Tally } from "./tally";
import { FIELD, NUMBER_SLOT, ROW_FIELDS } from "../rows/row-fields";
import { appendNumbers, createNumberList, medianOf, pushNumber, type NumberList } from "./number-list";
import type { ModeSummary } from "./run-summary";
import { wilsonInterval } from "../../stats/wilson";

export type Counted = { count: number; recorded: number };
type CountedTally = { recorded: number; counts: Counter };
/** Counts by the id of each kind in the cell table's kind names (the run's ids, or a range read's own). */
type KindCounts = { recorded: number; byId: number[] };

/** n_quotes above this are tallied together; the claim-count buckets end at "13+". */
const MAX_EXACT_N_QUOTES = 99;
const N_QUOTES_KEYS = [...Array.from({ length: MAX_EXACT_N_QUOTES + 1 }, (_, n) => String(n)), `${MAX_EXACT_N_QUOTES + 1}+`];

// Closed sets are counted in arrays by position (the schema already checked the value): the hot path per row.
const INTENSITIES = ROW_FIELDS.quantifier_intensity.values;
const INTENSITY_KEYS = [...INTENSITIES, "null"];
const SCOPE_KEYS = ROW_FIELDS.scope_bound_hint.values;
const [VERDICT, N_QUOTES, RATIO, LATENCY] = [FIELD.audit_mode, FIELD.n_quotes, NUMBER_SLOT[FIELD.ratio] as number, NUMBER_SLOT[FIELD.latency_s] as number];
const [COLLAPSED, BRACKETS, INTENSITY, SCOPE, CAP] = [
  FIELD.format_collapsed,
  FIELD.answer_brackets,
  FIELD.quantifier_intensity,
  FIELD.scope_bound_hint,
  FIELD.claim_cap_applied,
];
type Slots = { recorded: number; counts: Float64Array };
const slots = (size: number): Slots => ({ recorded: 0, counts: new Float64Array(size) });

export type ModeAccumulator = {
  rows: number;
  verdicts: Record<Verdict, number>;
  ratioSum: number;
  ratios: NumberList;
  latencies: NumberList;
  formatCollapsed: Counted;
  brackets: { sum: number; recorded: number };
  kinds: KindCounts;
  intensity: Slots;
  scope: Slots;
  cap: CountedTally;
  nQuotes: Float64Array;
};

export function createModeAccumulator(): ModeAccumulator {
  return {
    rows: 0,
    verdicts: { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 },
    ratioSum: 0,
    ratios: createNumberList(),
    latencies: createNumberList(),
    formatCollapsed: { count: 0, recorded: 0 },
    brackets: { sum: 0, recorded: 0 },
    kinds: { recorded: 0, byId: [] },
    intensity: slots(INTENSITY_KEYS.length),
    scope: slots(SCOPE_KEYS.length),
    cap: { recorded: 0, counts: new Map() },
    nQuotes: new Float64Array(N_QUOTES_KEYS.length),
  };
}

/** Adds a coded row (its kinds and cap already admitted by the run's vocabularies). */
export function addRowToMode(acc: ModeAccumulator, row: CodedRow): void {
  const { values, at, present, nulls } = row;
  acc.rows += 1;
  // Named stores, not a keyed one by the verdict's name: this runs once per row.
  const verdict = values[at + VERDICT];
  if (verdict === 0) acc.verdicts.STRICT += 1;
  else if (verdict === 1) acc.verdicts.HYBRID += 1;
  else acc.verdicts.UNGROUNDED += 1;
  addModeValues(acc, row.numbers[RATIO] as number, row.numbers[LATENCY] as number);
  const slot = Math.min(values[at + N_QUOTES] as number, MAX_EXACT_N_QUOTES + 1);
  acc.nQuotes[slot] = (acc.nQuotes[slot] ?? 0) + 1;
  const collapsed = codeAt(values, at, present, nulls, COLLAPSED);
  if (collapsed !== NOT_RECORDED) {
    acc.formatCollapsed.recorded += 1;
    acc.formatCollapsed.count += collapsed;
  }
  const brackets = codeAt(values, at, present, nulls, BRACKETS);
  if (brackets !== NOT_RECORDED) {
    acc.brackets.recorded += 1;
    acc.brackets.sum += brackets;
  }
  if (row.kindsLength !== NOT_RECORDED) {
    acc.kinds.recorded += 1;
    for (let i = 0; i < row.kindsLength; i += 1) countKindId(acc.kinds.byId, row.kindIds[i] as number, 1);
  }
  const intensity = codeAt(values, at, present, nulls, INTENSITY);
  if (intensity !== NOT_RECORDED) recordSlot(acc.intensity, intensity === RECORDED_NULL ? INTENSITIES.length : intensity);
  const scope = codeAt(values, at, present, nulls, SCOPE);
  if (scope !== NOT_RECORDED) recordSlot(acc.scope, scope);
  if ((present & (1 << CAP)) !== 0) {
    acc.cap.recorded += 1;
    count(acc.cap.counts, row.capName);
  }
}

/** A row's ratio and latency in the mode's sum and median lists (in file order: a range merge sums them again). */
export function addModeValues(acc: ModeAccumulator, ratio: number, latency: number): void {
  acc.ratioSum += ratio;
  pushNumber(acc.ratios, ratio);
  pushNumber(acc.latencies, latency);
}

export function countKindId(byId: number[], id: number, by: number): void {
  while (byId.length <= id) byId.push(0);
  byId[id] = (byId[id] as number) + by;
}

function recordSlot(target: Slots, index: number) {
  target.recorded += 1;
  target.counts[index] = (target.counts[index] ?? 0) + 1;
}

function slotsToTally(counts: ArrayLike<number>, keys: readonly string[]): Tally {
  return sortTally(Object.fromEntries(keys.flatMap((key, i) => ((counts[i] ?? 0) > 0 ? [[key, counts[i] as number]] : []))));
}

const finishTally = (tally: CountedTally) => ({ recorded: tally.recorded, counts: toTally(tally.counts) });
const finishSlots = (tally: Slots, keys: readonly string[]) => ({ recorded: tally.recorded, counts: slotsToTally(tally.counts, keys) });

const finishKinds = (kinds: KindCounts, names: readonly string[]) => ({ recorded: kinds.recorded, counts: slotsToTally(kinds.byId, names) });

/** `kindNames`: the cell table's kind names, which the mode's kind ids index. */
export function finishMode(acc: ModeAccumulator, kindNames: readonly string[]): ModeSummary {
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
    violationKinds: finishKinds(acc.kinds, kindNames),
    quantifier: { intensity: finishSlots(acc.intensity, INTENSITY_KEYS), scopeBoundHint: finishSlots(acc.scope, SCOPE_KEYS), claimCap: finishTally(acc.cap) },
    nQuotesHistogram: Object.fromEntries(N_QUOTES_KEYS.flatMap((key, n) => ((acc.nQuotes[n] ?? 0) > 0 ? [[key, acc.nQuotes[n] as number]] : []))),
  };
}

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
