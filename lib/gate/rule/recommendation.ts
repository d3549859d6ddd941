import { describeClearedCriteria, describeCriterion, describeRegressions, OPTION_FLAGS } from "../text/format-gate-text";
import { DEFAULT_THRESHOLD_PP } from "./threshold";
import type { GateResult } from "./rule-types";

/**
 * One line for the option: the §10.8 rule on pooled rows, for which modes it is met or why not. It is
 * not the decision (lib/gate/decide.ts reads the paired evidence), so it names no action.
 */
export function buildRecommendation(option: GateResult["option"], results: readonly GateResult[], thresholdPp = DEFAULT_THRESHOLD_PP): string {
  const flag = OPTION_FLAGS[option];
  const floor = `${thresholdPp}pp`;
  const green = results.filter((result) => result.verdict === "MET");
  if (green.length > 0) {
    const only = green.length === 1;
    const rules = green.map((result) => (only ? "" : `${result.mode}: `) + describeClearedCriteria(result.criteria)).join("; ");
    const modes = green.map((result) => result.mode).join(", ");
    return `${flag}: rule at ${floor}: MET for ${modes} (${rules}); no mode regressed >= ${floor}; independent-row ${describeEvidence(green)}`;
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

function describeEvidence(green: readonly GateResult[]): string {
  const sizes = new Set(green.flatMap((result) => (result.n === null ? [] : [result.n.baseline, result.n.treatment])));
  const [onlySize] = sizes;
  const at = sizes.size === 1 && onlySize !== undefined ? ` at n=${onlySize} per mode` : "";
  const significant = green.filter((result) => result.evidence === "SIGNIFICANT").map((result) => result.mode);
  const noise = green.filter((result) => result.evidence === "WITHIN_NOISE").map((result) => result.mode);
  if (significant.length === 0) return `evidence within noise${at}`;
  if (noise.length === 0) return `evidence significant${at}`;
  return `evidence significant for ${significant.join(", ")}, within noise for ${noise.join(", ")}${at}`;
}
