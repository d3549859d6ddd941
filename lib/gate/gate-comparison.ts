import type { ComparePayload } from "./compare-runs";
import { evaluateGate, type GateResult } from "./evaluate-gate";
import { findRegressions, type Regression } from "./gate-rules";
import { buildRecommendation } from "./recommendation";
import { describeCriterion } from "./format-gate-text";
import type { OptionId } from "./types";

export type ComparisonGate = {
  thresholdPp: number;
  option: OptionId | null;
  /** Why no per-mode gate was evaluated for this pair (null when it was). */
  optionNote: string | null;
  gates: Record<string, GateResult>;
  regressions: Regression[];
  recommendation: string;
};

export const DEFAULT_THRESHOLD_PP = 5;

/** The decision-tree gate (docs/decision-tree.md) for a baseline -> treatment pair at a threshold; only A and B are one-pair rules. */
export function gateComparison(payload: Pick<ComparePayload, "sameRun" | "option" | "arms" | "modes" | "metrics">, thresholdPp = DEFAULT_THRESHOLD_PP): ComparisonGate {
  const { option } = payload;
  if (payload.sameRun !== null) {
    const optionNote = `Cannot decide: ${payload.sameRun}, so the pair measures no change and no gate is evaluated.`;
    return { thresholdPp, option: null, optionNote, gates: {}, regressions: [], recommendation: `No flag change from this pair. ${optionNote}` };
  }
  if (option.option === "A" || option.option === "B") {
    const cells = { option: option.option, baseline: payload.arms.baseline, treatment: payload.arms.treatment };
    const results = payload.modes.map((mode) => evaluateGate(cells, mode, thresholdPp));
    return {
      thresholdPp,
      option: option.option,
      optionNote: null,
      gates: Object.fromEntries(results.map((result) => [result.mode, result])),
      regressions: results[0]?.regressions ?? [],
      recommendation: buildRecommendation(option.option, results, thresholdPp),
    };
  }
  const regressions = payload.modes.flatMap((mode) => {
    const comparison = payload.metrics[mode];
    return comparison === undefined ? [] : findRegressions(mode, [{ against: "baseline", comparison }], thresholdPp);
  });
  const optionNote =
    !("reason" in option)
      ? "Option D compares cap + reminder with both single-lever cells; one pair holds only one of them, so its rule is evaluated on the decision page."
      : `No decision-tree option matches this pair: ${option.reason}.`;
  const regressed = regressions.map((r) => `${r.mode} regressed (${describeCriterion(r)})`).join("; ");
  return {
    thresholdPp,
    option: option.option,
    optionNote,
    gates: {},
    regressions,
    recommendation: `No flag change from this pair: ${optionNote}` + (regressed ? ` Regressions >= ${thresholdPp}pp: ${regressed}.` : ""),
  };
}

/** Threshold from a query value: a number in (0, 100]; anything else is refused, not clamped. */
export function parseThreshold(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return DEFAULT_THRESHOLD_PP;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 && parsed <= 100 ? parsed : null;
}
