import { describeClearedCriteria, describeCriterion, describeRegressions, OPTION_FLAGS } from "./rule-labels";
import { DEFAULT_THRESHOLD_PP } from "./threshold";
import type { GateResult } from "./rule-types";

/**
 * One line for the option: the §10.8 rule on pooled rows, for which modes it is met or why not. It is
 * not the decision (lib/gate/decision reads the paired evidence), so it names no action.
 */
export function buildRecommendation(option: GateResult["option"], results: readonly GateResult[], thresholdPp = DEFAULT_THRESHOLD_PP): string {
  const flag = OPTION_FLAGS[option];
  const floor = `${thresholdPp}pp`;
  const green = results.filter((result) => result.verdict === "MET");
  if (green.length > 0) {
    const only = green.length === 1;
    const rules = green.map((result) => (only ? "" : `${result.mode}: `) + describeClearedCriteria(result.criteria)).join("; ");
    const modes = green.map((result) => result.mode).join(", ");
    return `${flag}: rule at ${floor}: MET for ${modes} (${rules}); no mode regressed ≥ ${floor}`;
  }
  if (results.length === 0) return `${flag}: rule at ${floor}: NOT MET: no mode was measured in every cell this option needs`;
  const ruleMet = results.filter((result) => result.ruleMet);
  const regressions = results[0]?.regressions ?? [];
  if (ruleMet.length > 0 && regressions.length > 0) {
    return `${flag}: rule at ${floor}: NOT MET: rule met for ${ruleMet.map((result) => result.mode).join(", ")} but ${describeRegressions(regressions)}, so no mode is green`;
  }
  const closest = results.reduce<GateResult | null>(
    (best, result) =>
      result.decidedBy !== null && (best === null || best.decidedBy === null || result.decidedBy.favorablePp > best.decidedBy.favorablePp) ? result : best,
    null,
  );
  const best = closest === null || closest.decidedBy === null ? "nothing recorded" : `best ${closest.mode} ${describeCriterion(closest.decidedBy)}`;
  const blocked = results.filter((result) => result.worseThanSingle.length > 0);
  if (blocked.length > 0) {
    const worse = blocked.map((result) => `${result.mode}: ${result.worseThanSingle.map(describeCriterion).join(", ")}`);
    return `${flag}: rule at ${floor}: NOT MET: cap + reminder is worse than a single lever (${worse.join("; ")}; floor ${floor})`;
  }
  return `${flag}: rule at ${floor}: NOT MET in any mode (${best})`;
}
