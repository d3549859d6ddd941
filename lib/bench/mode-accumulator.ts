import type { QaRow, Verdict } from "./schema";
import { bump, sortTally, type Tally } from "./tally";
import { createNumberList, medianOf, pushNumber } from "./number-list";
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
