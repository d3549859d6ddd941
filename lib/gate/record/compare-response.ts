import type { ComparePayload } from "../compare/compare-runs";
import type { Decision } from "../decision/decision-types";
import type { DecisionRecord } from "./decision-record";
import type { PairedMode } from "../compare/paired-view";
import type { KindDiffCell } from "../compare/kind-diff";
import type { ComparisonGate, ModeComparison } from "../rule/rule-types";

export type GateSummary = {
  option: string;
  verdict: "MET" | "NOT_MET";
  decidedBy: { metric: string; against: string; deltaPp: number } | null;
  ruleMet: boolean;
  explanation: string;
};

export type CompareResponse = {
  /** What the page headline, the record and `npm run gate` lead with. */
  decision: Decision;
  baseline: ComparePayload["baseline"];
  treatment: ComparePayload["treatment"];
  thresholdPp: number;
  cells: {
    baseline: ComparePayload["baseline"]["identity"];
    treatment: ComparePayload["treatment"]["identity"];
    sameRun: string | null;
    option: string | null;
    note: string | null;
  };
  modes: Record<string, { metrics: ModeComparison; gate: GateSummary | null; paired: PairedMode | null; violationKinds: KindDiffCell[] }>;
  onlyIn: ComparePayload["onlyIn"];
  pairing: { sharedQuestions: number; warnings: string[]; missing: ComparePayload["paired"]["missing"] };
  regressions: ComparisonGate["regressions"];
  recommendation: string;
  record: DecisionRecord;
};

export function toCompareResponse(payload: ComparePayload, gate: ComparisonGate, decision: Decision, record: DecisionRecord): CompareResponse {
  const modes: CompareResponse["modes"] = {};
  for (const mode of payload.modes) {
    const metrics = payload.metrics[mode];
    if (metrics === undefined) continue;
    const result = gate.gates[mode];
    modes[mode] = {
      metrics,
      gate:
        result === undefined
          ? null
          : {
              option: result.option,
              verdict: result.verdict,
              decidedBy:
                result.decidedBy === null ? null : { metric: result.decidedBy.metric, against: result.decidedBy.against, deltaPp: result.decidedBy.deltaPp },
              ruleMet: result.ruleMet,
              explanation: result.explanation,
            },
      paired: payload.paired.modes[mode] ?? null,
      violationKinds: payload.kinds.cells.filter((cell) => cell.mode === mode),
    };
  }
  return {
    decision,
    baseline: payload.baseline,
    treatment: payload.treatment,
    thresholdPp: gate.thresholdPp,
    cells: { baseline: payload.baseline.identity, treatment: payload.treatment.identity, sameRun: payload.sameRun, option: gate.option, note: gate.optionNote },
    modes,
    onlyIn: payload.onlyIn,
    pairing: { sharedQuestions: payload.paired.sharedQuestions, warnings: payload.paired.warnings, missing: payload.paired.missing },
    regressions: gate.regressions,
    recommendation: decision.headline,
    record,
  };
}
