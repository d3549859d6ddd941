import type { ComparePayload, RunRef } from "../compare/compare-runs";
import type { Decision } from "../decision/decision-types";
import { CELL_LABELS, describeCriterion, formatPp, formatPValue, METRIC_LABELS } from "./format-gate-text";
import type { ComparisonGate, GateResult, MetricComparison, MetricKey, OptionId } from "../rule/rule-types";
import { formatRateWithCount } from "../../stats/format-rate";

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

function describeRule(option: OptionId | null, thresholdPp: number): string {
  const floor = `>= ${thresholdPp}pp`;
  const tail = ` Each gate is per mode; a strict-rate fall or UNGROUNDED rise ${floor} in any mode blocks green for all modes.`;
  if (option === "A")
    return `If cap reduction shifts the claim-count distribution OR the STRICT/HYBRID/UNGROUNDED distribution by ${floor}: enable Option A (cap default-on).${tail}`;
  if (option === "B") return `If reminder injection reduces FORMAT_COLLAPSED OR pointer-loss rate by ${floor}: enable Option B (reminder default-on).${tail}`;
  if (option === "D") return `If A+B together outperform either alone by ${floor}: land Option D (cap + reminder default-on).${tail}`;
  return `No decision-tree rule applies to this pair of cells.${tail}`;
}

export type RecordRun = Pick<RunRef, "runId" | "title" | "provenance" | "policy" | "sha256" | "metaSha256"> & { cell: string };
export type RecordMetric = MetricComparison & { metric: MetricKey; label: string; baselineText: string; treatmentText: string };
export type RecordMode = {
  mode: string;
  verdict: GateResult["verdict"] | null;
  decidedBy: string | null;
  evidence: GateResult["evidence"] | null;
  metrics: RecordMetric[];
};
export type DecisionRecord = {
  title: string;
  /** The flip / keep / hold decision the record leads with; null where only the rule was evaluated (no per-question data). */
  decision: Decision | null;
  rule: string;
  thresholdPp: number;
  option: OptionId | null;
  optionNote: string | null;
  runs: { baseline: RecordRun; treatment: RecordRun };
  modes: RecordMode[];
  regressions: string[];
  verdict: string;
  evidence: string[];
  recommendation: string;
};

export function buildDecisionRecord(payload: ComparePayload, gate: ComparisonGate, decision: Decision | null = null): DecisionRecord {
  const modes = payload.modes.map((mode): RecordMode => {
    const result = gate.gates[mode];
    const comparison = payload.metrics[mode];
    return {
      mode,
      verdict: gate.interim === null ? (result?.verdict ?? null) : null,
      decidedBy: result?.decidedBy ? describeCriterion(result.decidedBy) : null,
      evidence: result?.evidence ?? null,
      metrics: comparison === undefined ? [] : METRIC_KEYS.map((metric) => toRecordMetric(metric, comparison[metric])),
    };
  });
  const head = gate.option === null ? "Comparison" : `Option ${gate.option}`;
  const verdict = summarizeVerdict(gate, modes, payload.sameRun !== null);
  return {
    title: `Decision record: ${head}, ${payload.baseline.runId} -> ${payload.treatment.runId}`,
    decision,
    rule: describeRule(gate.option, gate.thresholdPp),
    thresholdPp: gate.thresholdPp,
    option: gate.option,
    optionNote: gate.optionNote,
    runs: { baseline: toRecordRun(payload.baseline), treatment: toRecordRun(payload.treatment) },
    modes,
    regressions: gate.regressions.map((r) => `${r.mode}: ${describeCriterion(r)}`),
    verdict,
    evidence: Object.values(gate.gates).map((result) => describeEvidenceLine(result, gate.interim !== null)),
    recommendation: decision?.headline ?? gate.recommendation,
  };
}

function summarizeVerdict(gate: ComparisonGate, modes: readonly RecordMode[], sameRun: boolean): string {
  if (gate.interim !== null) return gate.interim.note;
  if (gate.optionNote !== null) return sameRun ? gate.optionNote : `No verdict: ${gate.optionNote}`;
  const met = modes.filter((m) => m.verdict === "MET").map((m) => m.mode);
  const notMet = modes.filter((m) => m.verdict === "NOT_MET").map((m) => m.mode);
  if (met.length === 0) return `NOT MET in every mode (${notMet.join(", ")}).`;
  return `MET for ${met.join(", ")}` + (notMet.length > 0 ? `; NOT MET for ${notMet.join(", ")}.` : ".");
}

/** One line per mode: the deciding delta, its interval, Fisher p and the rows a threshold-sized move needs. */
export function describeEvidenceLine(result: GateResult, interim = false): string {
  const head = `${result.mode}: ${interim ? "interim, no verdict yet" : result.verdict === "MET" ? "MET" : "NOT MET"}`;
  if (result.decidedBy === null) return `${head}; no rule metric recorded in both runs.`;
  const parts = [describeCriterion(result.decidedBy)];
  if (result.ci95Pp !== null) {
    parts.push(`95% CI ${formatPp(result.ci95Pp[0])} to ${formatPp(result.ci95Pp[1])} (${result.ciExcludesZero ? "excludes" : "includes"} zero)`);
  }
  if (result.pValue !== null) parts.push(`${result.pValueMethod === "permutation-tvd" ? "permutation" : "Fisher exact"} ${formatPValue(result.pValue)}`);
  if (result.rowsNeededPerArm !== null) parts.push(`~${result.rowsNeededPerArm} rows per arm for 80% power`);
  const noise =
    result.evidence === "SIGNIFICANT" ? "significant" : result.verdict === "MET" ? "within noise: the sample cannot tell the move from noise" : "within noise";
  return `${head} by ${parts.join("; ")}; ${noise}.`;
}

function toRecordRun(run: RunRef): RecordRun {
  const cell = run.identity.cell === "unknown" ? `unknown (${run.identity.reason})` : CELL_LABELS[run.identity.cell];
  return { runId: run.runId, title: run.title, provenance: run.provenance, policy: run.policy, sha256: run.sha256, metaSha256: run.metaSha256, cell };
}

function toRecordMetric(metric: MetricKey, comparison: MetricComparison): RecordMetric {
  return {
    ...comparison,
    metric,
    label: METRIC_LABELS[metric],
    baselineText: formatArmValue(metric, comparison.baseline, comparison.n.baseline, comparison.recorded),
    treatmentText: formatArmValue(metric, comparison.treatment, comparison.n.treatment, comparison.recorded),
  };
}

/** Rates as "pct (count/n)", so the record carries the raw counts as well as the share. */
export function formatArmValue(metric: MetricKey, value: number | null, n: number, recorded: boolean): string {
  if (!recorded) return "not recorded";
  if (metric === "verdictShiftPp" || metric === "claimCountShiftPp") return `n=${n}`;
  if (value === null) return "not recorded";
  if (metric === "meanRatio") return value.toFixed(3);
  return formatRateWithCount(Math.round(value * n), n);
}
