import { VERDICTS, type QaRow, type Verdict } from "./schema";
import { addTally, bump, sortTally, type Tally } from "./tally";
import { appendNumbers, createNumberList, medianOf, pushNumber } from "./number-list";
import { wilsonInterval } from "../stats/wilson";

export type Counted = { count: number; recorded: number };

function createModeAccumulator() {
  return {
    rows: 0,
    verdicts: { STRICT: 0, HYBRID: 0, UNGROUNDED: 0 } as Record<Verdict, number>,
    ratioSum: 0,
    ratios: createNumberList(),
    latencies: createNumberList(),
    formatCollapsed: { count: 0, recorded: 0 } as Counted,
    brackets: { sum: 0, recorded: 0 },
    kinds: { recorded: 0, counts: {} as Tally },
    intensity: { recorded: 0, counts: {} as Tally },
    scope: { recorded: 0, counts: {} as Tally },
    cap: { recorded: 0, counts: {} as Tally },
    nQuotes: {} as Tally,
  };
}
export type ModeAccumulator = ReturnType<typeof createModeAccumulator>;

export function addRowToMode(modes: Map<string, ModeAccumulator>, row: QaRow): void {
  let acc = modes.get(row.mode);
  if (!acc) {
    acc = createModeAccumulator();
    modes.set(row.mode, acc);
  }
  acc.rows += 1;
  acc.verdicts[row.audit_mode] += 1;
  acc.ratioSum += row.ratio;
  pushNumber(acc.ratios, row.ratio);
  pushNumber(acc.latencies, row.latency_s);
  bump(acc.nQuotes, String(row.n_quotes));
  if (row.format_collapsed !== undefined) {
    acc.formatCollapsed.recorded += 1;
    if (row.format_collapsed) acc.formatCollapsed.count += 1;
  }
  if (row.answer_brackets !== undefined) {
    acc.brackets.recorded += 1;
    acc.brackets.sum += row.answer_brackets;
  }
  if (row.violation_kinds !== undefined) {
    acc.kinds.recorded += 1;
    for (const kind of new Set(row.violation_kinds)) bump(acc.kinds.counts, kind);
  }
  recordOptional(acc.intensity, row.quantifier_intensity);
  recordOptional(acc.scope, row.scope_bound_hint);
  recordOptional(acc.cap, row.claim_cap_applied);
}

function recordOptional(target: { recorded: number; counts: Tally }, value: string | number | null | undefined) {
  if (value === undefined) return;
  target.recorded += 1;
  bump(target.counts, value === null ? "null" : String(value));
}

type CountedTally = { recorded: number; counts: Tally };

function addCounted(target: CountedTally, part: CountedTally) {
  target.recorded += part.recorded;
  addTally(target.counts, part.counts);
}

/** Folds a mode's accumulator from a later byte range of the file into `modes` (ranges arrive in file order). */
export function mergeIntoModes(modes: Map<string, ModeAccumulator>, mode: string, part: ModeAccumulator): void {
  let acc = modes.get(mode);
  if (!acc) {
    acc = createModeAccumulator();
    modes.set(mode, acc);
  }
  acc.rows += part.rows;
  for (const verdict of VERDICTS) acc.verdicts[verdict] += part.verdicts[verdict];
  // Row by row in file order: floating-point addition is not associative, and the sum must match a sequential read.
  for (let i = 0; i < part.ratios.length; i += 1) acc.ratioSum += part.ratios.values[i] ?? 0;
  appendNumbers(acc.ratios, part.ratios);
  appendNumbers(acc.latencies, part.latencies);
  acc.formatCollapsed.count += part.formatCollapsed.count;
  acc.formatCollapsed.recorded += part.formatCollapsed.recorded;
  acc.brackets.sum += part.brackets.sum;
  acc.brackets.recorded += part.brackets.recorded;
  addCounted(acc.kinds, part.kinds);
  addCounted(acc.intensity, part.intensity);
  addCounted(acc.scope, part.scope);
  addCounted(acc.cap, part.cap);
  addTally(acc.nQuotes, part.nQuotes);
}

export function finishMode(acc: ModeAccumulator) {
  const ci = wilsonInterval(acc.verdicts.STRICT, acc.rows);
  return {
    rows: acc.rows,
    verdicts: { ...acc.verdicts },
    strictRate: acc.rows === 0 ? null : acc.verdicts.STRICT / acc.rows,
    strictRateCi95: ci,
    meanRatio: acc.rows === 0 ? null : acc.ratioSum / acc.rows,
    medianRatio: medianOf(acc.ratios),
    medianLatencyS: medianOf(acc.latencies),
    formatCollapsed: { ...acc.formatCollapsed },
    meanBrackets: acc.brackets.recorded === 0 ? null : acc.brackets.sum / acc.brackets.recorded,
    violationKinds: { recorded: acc.kinds.recorded, counts: sortTally(acc.kinds.counts) },
    quantifier: {
      intensity: { recorded: acc.intensity.recorded, counts: sortTally(acc.intensity.counts) },
      scopeBoundHint: { recorded: acc.scope.recorded, counts: sortTally(acc.scope.counts) },
      claimCap: { recorded: acc.cap.recorded, counts: sortTally(acc.cap.counts) },
    },
    nQuotesHistogram: { ...acc.nQuotes },
  };
}
export type ModeSummary = ReturnType<typeof finishMode>;
