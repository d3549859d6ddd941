import { formatRateWithCount, formatRatioDelta } from "../../stats/format-rate";
import type { CellId, Criterion, MetricComparison, MetricKey, OptionId, Regression } from "./rule-types";

export const METRIC_LABELS: Record<MetricKey, string> = {
  strictRate: "strict rate",
  hybridRate: "hybrid rate",
  ungroundedRate: "UNGROUNDED rate",
  formatCollapseRate: "format collapse",
  pointerLossRate: "pointer loss",
  tooManyClaimsRate: "too-many-claims rate",
  meanRatio: "mean ratio",
  verdictShiftPp: "S/H/U verdict shift",
  claimCountShiftPp: "claim-count shift",
};

export const OPTION_FLAGS: Record<OptionId, string> = {
  A: "`quantifier_guard_apply_caps`",
  B: "`quantifier_reminder_enabled`",
  D: "`quantifier_guard_apply_caps` + `quantifier_reminder_enabled`",
};

export const CELL_LABELS: Record<CellId, string> = {
  baseline: "baseline",
  cap_only: "cap only",
  reminder_only: "reminder only",
  cap_reminder: "cap + reminder",
};

/** One decimal with a typographic minus, as the ticket writes deltas ("−7.4pp"). */
export function formatPp(value: number, signed = true): string {
  const rounded = Math.round(value * 10) / 10;
  const magnitude = `${Math.abs(rounded).toFixed(1)}pp`;
  if (!signed || rounded === 0) return magnitude;
  return `${rounded < 0 ? "\u2212" : "+"}${magnitude}`;
}

/** A metric's delta in its own unit: pp for rates, pp TVD for shifts, a signed decimal for the mean ratio. */
export function formatMetricDelta(metric: MetricKey, comparison: Pick<MetricComparison, "delta" | "deltaPp" | "recorded">): string {
  if (!comparison.recorded) return "not recorded";
  if (metric === "meanRatio") return comparison.delta === null ? "not recorded" : formatRatioDelta(comparison.delta);
  if (comparison.deltaPp === null) return "not recorded";
  return metric === "verdictShiftPp" || metric === "claimCountShiftPp" ? `${formatPp(comparison.deltaPp, false)} TVD` : formatPp(comparison.deltaPp);
}

export function formatPValue(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

export function describeCriterion(criterion: Pick<Criterion, "metric" | "against" | "deltaPp">): string {
  const label = METRIC_LABELS[criterion.metric];
  const shift = criterion.metric === "verdictShiftPp" || criterion.metric === "claimCountShiftPp";
  const value = criterion.deltaPp === null ? "not recorded" : formatPp(criterion.deltaPp, !shift);
  return criterion.against === "baseline" ? `${label} ${value}` : `${label} ${value} vs ${CELL_LABELS[criterion.against]}`;
}

/** The one wording of regressions: "quote regressed (strict rate −7.4pp); …". */
export function describeRegressions(regressions: readonly Regression[]): string {
  return regressions.map((regression) => `${regression.mode} regressed (${describeCriterion(regression)})`).join("; ");
}

/** A metric counts only when it clears the floor against every reference (both singles for D). */
export function describeClearedCriteria(criteria: readonly Criterion[]): string {
  return criteria
    .filter(({ metric }) => criteria.every((other) => other.metric !== metric || other.meets))
    .map(describeCriterion)
    .join(", ");
}

export const METRIC_KEYS: readonly MetricKey[] = [
  "strictRate",
  "hybridRate",
  "ungroundedRate",
  "formatCollapseRate",
  "pointerLossRate",
  "tooManyClaimsRate",
  "meanRatio",
  "verdictShiftPp",
  "claimCountShiftPp",
];

/** Rates as "pct (count/n)", so a table carries the raw counts as well as the share. */
export function formatArmValue(metric: MetricKey, value: number | null, n: number, recorded: boolean): string {
  if (!recorded) return "not recorded";
  if (metric === "verdictShiftPp" || metric === "claimCountShiftPp") return `n=${n}`;
  if (value === null) return "not recorded";
  if (metric === "meanRatio") return value.toFixed(3);
  return formatRateWithCount(Math.round(value * n), n);
}
