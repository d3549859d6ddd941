import { permutationTvdPValue } from "../stats/distribution-shift";
import { powerTwoProportions, sampleSizeTwoProportions } from "../stats/sample-size";
import { compareModeArms, listVerdictCounts } from "./compare-mode-arms";
import { explainGate } from "./explain-gate";
import { decideRule, findRegressions, type Criterion, type ReferenceComparison, type Regression } from "./gate-rules";
import type { CellId, MetricComparison, ModeArm, ModeCell, OptionId } from "./types";

/** The cells one option compares; D's regressions are also checked against baseline when it was run. */
export type GateCells =
  | { option: "A" | "B"; baseline: ModeCell; treatment: ModeCell }
  | { option: "D"; capOnly: ModeCell; reminderOnly: ModeCell; both: ModeCell; baseline?: ModeCell };

export type GateEvidence = {
  /** SIGNIFICANT only when the deciding delta's 95% Newcombe interval excludes 0 AND its p < 0.05. */
  evidence: "SIGNIFICANT" | "WITHIN_NOISE";
  ci95Pp: [number, number] | null;
  ciExcludesZero: boolean | null;
  pValue: number | null;
  pValueMethod: "fisher-exact" | "permutation-tvd" | null;
  /** Rows per arm to detect a threshold-sized move from the reference rate at 80% power (rate metrics). */
  rowsNeededPerArm: number | null;
  /** Power of this sample (smaller arm) to detect that move. */
  powerAtN: number | null;
  n: { baseline: number; treatment: number } | null;
};

export type GateResult = GateEvidence & {
  mode: string;
  option: OptionId;
  verdict: "MET" | "NOT_MET";
  ruleMet: boolean;
  decidedBy: { metric: Criterion["metric"]; against: CellId; deltaPp: number; favorablePp: number } | null;
  criteria: Criterion[];
  worseThanSingle: Criterion[];
  /** Regressions in ANY mode: one anywhere means no mode is green. */
  regressions: Regression[];
  explanation: string;
};

/**
 * §10.8 verdict for one mode, plus the evidence behind the deciding delta. The evidence never
 * changes the verdict; it says whether the sample can tell the move from noise.
 */
export function evaluateGate(cells: GateCells, mode: string, thresholdPp = 5): GateResult {
  const { treatment, rule, checks } = listReferences(cells);
  const modes = Object.keys(treatment).filter((m) => checks.every(({ arms }) => arms[m] !== undefined));
  if (!modes.includes(mode)) throw new RangeError(`mode ${mode} is missing from a cell of option ${cells.option}`);
  const compareIn = (m: string, refs: typeof checks): ReferenceComparison[] =>
    refs.map(({ against, arms }) => ({ against, comparison: compareModeArms(pickArm(arms, m), pickArm(treatment, m)) }));
  const outcome = decideRule(cells.option, compareIn(mode, rule), thresholdPp);
  const regressions = modes.flatMap((m) => findRegressions(m, compareIn(m, checks), thresholdPp));
  const deciding = outcome.deciding;
  const reference = deciding === null ? undefined : checks.find(({ against }) => against === deciding.against);
  const evidence =
    deciding === null || reference === undefined
      ? buildNoEvidence()
      : assessEvidence(deciding, pickArm(reference.arms, mode), pickArm(treatment, mode), thresholdPp);
  const verdict = outcome.met && regressions.length === 0 ? "MET" : "NOT_MET";
  const decidedBy =
    deciding === null || deciding.deltaPp === null || deciding.favorablePp === null
      ? null
      : { metric: deciding.metric, against: deciding.against, deltaPp: deciding.deltaPp, favorablePp: deciding.favorablePp };
  const result = {
    ...evidence,
    mode,
    option: cells.option,
    verdict,
    ruleMet: outcome.met,
    decidedBy,
    criteria: outcome.criteria,
    worseThanSingle: outcome.worseThanSingle,
    regressions,
  } as const;
  return { ...result, explanation: explainGate(result, thresholdPp) };
}

type Reference = { against: CellId; arms: ModeCell };

function listReferences(cells: GateCells): { treatment: ModeCell; rule: Reference[]; checks: Reference[] } {
  if (cells.option !== "D") {
    const baseline = [{ against: "baseline" as const, arms: cells.baseline }];
    return { treatment: cells.treatment, rule: baseline, checks: baseline };
  }
  const singles: Reference[] = [
    { against: "cap_only", arms: cells.capOnly },
    { against: "reminder_only", arms: cells.reminderOnly },
  ];
  const checks = cells.baseline === undefined ? singles : [{ against: "baseline" as const, arms: cells.baseline }, ...singles];
  return { treatment: cells.both, rule: singles, checks };
}

function assessEvidence(deciding: Criterion, reference: ModeArm, treatment: ModeArm, thresholdPp: number): GateEvidence {
  const comparison: MetricComparison = compareModeArms(reference, treatment)[deciding.metric];
  if (deciding.metric === "verdictShiftPp" || deciding.metric === "claimCountShiftPp") {
    // A distribution shift has no single rate: test it by permuting rows between the arms.
    const pValue =
      deciding.metric === "verdictShiftPp"
        ? permutationTvdPValue(listVerdictCounts(reference), listVerdictCounts(treatment))
        : permutationTvdPValue(reference.claimCountBuckets, treatment.claimCountBuckets);
    return {
      ...buildNoEvidence(),
      evidence: pValue !== null && pValue < 0.05 ? "SIGNIFICANT" : "WITHIN_NOISE",
      pValue,
      pValueMethod: pValue === null ? null : "permutation-tvd",
      n: comparison.n,
    };
  }
  const ci = comparison.ci95Pp;
  const ciExcludesZero = ci === null ? null : ci[0] > 0 || ci[1] < 0;
  const pValue = comparison.pValue;
  const move = thresholdPp / 100;
  const rate = comparison.baseline;
  const canPower = rate !== null && move > 0 && move <= 1 && (rate + move <= 1 || rate - move >= 0);
  return {
    evidence: ciExcludesZero === true && pValue !== null && pValue < 0.05 ? "SIGNIFICANT" : "WITHIN_NOISE",
    ci95Pp: ci,
    ciExcludesZero,
    pValue,
    pValueMethod: pValue === null ? null : "fisher-exact",
    rowsNeededPerArm: canPower ? sampleSizeTwoProportions(rate, move) : null,
    powerAtN: canPower ? powerTwoProportions(rate, move, Math.min(comparison.n.baseline, comparison.n.treatment)) : null,
    n: comparison.n,
  };
}

function buildNoEvidence(): GateEvidence {
  return {
    evidence: "WITHIN_NOISE",
    ci95Pp: null,
    ciExcludesZero: null,
    pValue: null,
    pValueMethod: null,
    rowsNeededPerArm: null,
    powerAtN: null,
    n: null,
  };
}

function pickArm(cell: ModeCell, mode: string): ModeArm {
  const arm = cell[mode];
  if (arm === undefined) throw new RangeError(`mode ${mode} missing from cell`);
  return arm;
}
