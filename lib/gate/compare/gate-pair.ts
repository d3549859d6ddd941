import type { ComparePayload } from "./compare-runs";
import { evaluateGates } from "../rule/evaluate-gate";
import { findRegressions } from "../rule/gate-rules";
import { buildRecommendation } from "../rule/recommendation";
import { describeRegressions } from "../rule/rule-labels";
import { DEFAULT_THRESHOLD_PP } from "../rule/threshold";
import type { ComparisonGate, Interim } from "../rule/rule-types";

type GateInput = Pick<ComparePayload, "sameRun" | "option" | "arms" | "modes" | "metrics"> & Partial<Pick<ComparePayload, "baseline" | "treatment">>;

function describeInterim(payload: GateInput): Interim | null {
  const sides = (["baseline", "treatment"] as const).filter((side) => payload[side]?.live?.state === "running");
  if (sides.length === 0) return null;
  const rows = { baseline: payload.baseline?.rows ?? 0, treatment: payload.treatment?.rows ?? 0 };
  const named = sides.map((side) => `the ${side} (${payload[side]?.runId}) is still running, ${rows[side].toLocaleString("en")} rows so far`).join(" and ");
  return { running: sides, rows, note: `Interim: ${named}. No verdict until both runs are complete.` };
}

/** The decision-tree gate (docs/decision-tree.md) for a baseline -> treatment pair at a threshold; only A and B are one-pair rules. */
export function gateComparison(payload: GateInput, thresholdPp = DEFAULT_THRESHOLD_PP): ComparisonGate {
  const gate = evaluatePair(payload, thresholdPp);
  const interim = describeInterim(payload);
  return interim === null ? gate : { ...gate, interim, recommendation: `No flag change yet. ${interim.note}` };
}

function evaluatePair(payload: GateInput, thresholdPp: number): ComparisonGate {
  const { option } = payload;
  if (payload.sameRun !== null) {
    const optionNote = `Cannot decide: ${payload.sameRun}, so the pair measures no change and no gate is evaluated.`;
    return { thresholdPp, interim: null, option: null, optionNote, gates: {}, regressions: [], recommendation: `No flag change from this pair. ${optionNote}` };
  }
  if (option.option === "A" || option.option === "B") {
    const cells = { option: option.option, baseline: payload.arms.baseline, treatment: payload.arms.treatment };
    const results = evaluateGates(cells, thresholdPp, payload.metrics);
    return {
      thresholdPp,
      interim: null,
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
  const optionNote = !("reason" in option)
    ? "Option D compares cap + reminder with both single-lever cells; one pair holds only one of them, so its rule is evaluated on the decision page."
    : `No decision-tree option matches this pair: ${option.reason}.`;
  const regressed = describeRegressions(regressions);
  return {
    thresholdPp,
    interim: null,
    option: option.option,
    optionNote,
    gates: {},
    regressions,
    recommendation: `No flag change from this pair: ${optionNote}` + (regressed ? ` Regressions ≥ ${thresholdPp}pp: ${regressed}.` : ""),
  };
}
