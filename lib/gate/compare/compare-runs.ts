import type { ModeSummary, RunSummary } from "../../bench/accumulate/run-summary";
import type { CellTable } from "../../bench/accumulate/cell-table";
import type { LiveStatus } from "../../bench/runs/live-status";
import { bucketClaimCount, CLAIM_COUNT_BUCKETS } from "../../bench/rows/claim-buckets";
import { identifyCell, optionTested, type CellIdentity, type OptionMatch } from "../rule/cell-identity";
import { compareModeArms } from "../rule/compare-mode-arms";
import { diffViolationKinds, type KindDiff } from "./kind-diff";
import { pairRuns, type PairedView, type PairItems } from "./paired-view";
import { tabulateQuestions, type PairQuestions } from "./question-counts";
import type { ClaimCountBucket, ModeArm, ModeCell, ModeComparison } from "../rule/rule-types";

/** What the comparison needs to say about one run besides its numbers. */
export type RunRef = {
  runId: string;
  title: string | null;
  provenance: string;
  policy: Record<string, unknown> | null;
  identity: CellIdentity;
  rows: number;
  questionCount: number;
  modelProfiles: string[];
  samplesPerQuestion: number | null;
  source: string | null;
  /** Hex sha256 of the run's JSONL file and of its sidecar (null when there is none). */
  sha256: string | null;
  metaSha256: string | null;
  /** Whether the run is still being written (set when the comparison is served; null when unknown). */
  live: LiveStatus | null;
};

export type FileHashes = { sha256: string | null; metaSha256: string | null };

/** Everything about two runs that does not depend on the threshold (built once on the server). */
export type ComparePayload = {
  baseline: RunRef;
  treatment: RunRef;
  /** Why both sides are one measurement (same run id, or byte-identical rows); null when they differ. */
  sameRun: string | null;
  option: OptionMatch;
  modes: string[];
  onlyIn: { baseline: string[]; treatment: string[] };
  arms: { baseline: ModeCell; treatment: ModeCell };
  metrics: Record<string, ModeComparison>;
  paired: PairedView;
  kinds: KindDiff;
};

export function toModeArm(summary: ModeSummary): ModeArm {
  const kindsRecorded = summary.violationKinds.recorded;
  const kindCount = (kind: string) => summary.violationKinds.counts[kind] ?? 0;
  const claimCountBuckets = Object.fromEntries(CLAIM_COUNT_BUCKETS.map((bucket) => [bucket, 0])) as Record<ClaimCountBucket, number>;
  // Keys are counts, and "100+" for the tail the summary folds together.
  for (const [nQuotes, count] of Object.entries(summary.nQuotesHistogram)) {
    claimCountBuckets[bucketClaimCount(Number.parseInt(nQuotes, 10))] += count;
  }
  return {
    rows: summary.rows,
    strict: summary.verdicts.STRICT,
    hybrid: summary.verdicts.HYBRID,
    ungrounded: summary.verdicts.UNGROUNDED,
    formatCollapsed: { ...summary.formatCollapsed },
    pointerLoss: { count: kindCount("NO_EVIDENCE_POINTER"), recorded: kindsRecorded },
    tooManyClaims: { count: kindCount("TOO_MANY_CLAIMS"), recorded: kindsRecorded },
    meanRatio: summary.meanRatio,
    claimCountBuckets,
  };
}

export function toModeCell(run: Pick<RunSummary, "modes">): ModeCell {
  return Object.fromEntries(Object.entries(run.modes).map(([mode, summary]) => [mode, toModeArm(summary)]));
}

/** A sidecar without a `policy` key says nothing about the policy, so the cell is unknown. */
function identifyRun(run: Pick<RunSummary, "meta">): CellIdentity {
  return identifyCell(run.meta?.policy ?? null);
}

function describeRun(run: RunSummary, hashes: FileHashes = { sha256: null, metaSha256: null }): RunRef {
  return {
    runId: run.runId,
    title: run.title,
    provenance: run.provenance,
    policy: run.meta?.policy ?? null,
    identity: identifyRun(run),
    rows: run.rows,
    questionCount: run.questionCount,
    modelProfiles: run.meta?.model_profile_id ? [run.meta.model_profile_id] : run.modelProfiles,
    samplesPerQuestion: run.meta?.samples_per_question ?? null,
    source: run.meta?.source ?? null,
    ...hashes,
    live: null,
  };
}

/** The comparison as of now: which of its runs are still being written (a cached payload has no clock). */
export function withLiveStatus(payload: ComparePayload, live: { baseline: LiveStatus | null; treatment: LiveStatus | null }): ComparePayload {
  return { ...payload, baseline: { ...payload.baseline, live: live.baseline }, treatment: { ...payload.treatment, live: live.treatment } };
}

/** A QA run as the comparison needs it: its summary and its cell table with row offsets. */
export type QaRunInput = { summary: RunSummary; table: CellTable };

/**
 * The payload the page and API send; the rows behind its transition counts and the per-question counts
 * the decision reads stay on the server (they grow with the questions).
 */
export function compareRuns(
  baselineRun: QaRunInput,
  treatmentRun: QaRunInput,
  hashes: { baseline?: FileHashes; treatment?: FileHashes } = {},
): { payload: ComparePayload; pairItems: PairItems; questions: PairQuestions } {
  const [baseline, treatment] = [baselineRun.summary, treatmentRun.summary];
  const baselineRef = describeRun(baseline, hashes.baseline);
  const treatmentRef = describeRun(treatment, hashes.treatment);
  const baselineCell = toModeCell(baseline);
  const treatmentCell = toModeCell(treatment);
  const modes = Object.keys(baselineCell).filter((mode) => treatmentCell[mode] !== undefined);
  const sameRun = describeSameRun(baselineRef, treatmentRef);
  const metrics: Record<string, ModeComparison> = {};
  for (const mode of modes) {
    const [b, t] = [baselineCell[mode], treatmentCell[mode]];
    if (b !== undefined && t !== undefined) metrics[mode] = compareModeArms(b, t);
  }
  const paired = pairRuns(baselineRun.table, treatmentRun.table, modes, [baselineRef.modelProfiles, treatmentRef.modelProfiles]);
  const payload: ComparePayload = {
    baseline: baselineRef,
    treatment: treatmentRef,
    sameRun,
    option: sameRun === null ? optionTested(baselineRef.identity.cell, treatmentRef.identity.cell) : { option: null, reason: sameRun },
    modes,
    onlyIn: {
      baseline: Object.keys(baselineCell).filter((mode) => !modes.includes(mode)),
      treatment: Object.keys(treatmentCell).filter((mode) => !modes.includes(mode)),
    },
    arms: { baseline: pickModes(baselineCell, modes), treatment: pickModes(treatmentCell, modes) },
    metrics,
    paired: paired.view,
    kinds: diffViolationKinds(baseline.modes, treatment.modes, modes),
  };
  const questions = { baseline: tabulateQuestions(baselineRun.table), treatment: tabulateQuestions(treatmentRun.table) };
  return { payload, pairItems: paired.items, questions };
}

function describeSameRun(baseline: RunRef, treatment: RunRef): string | null {
  if (baseline.runId === treatment.runId) return `the same run (${baseline.runId}) is on both sides`;
  if (baseline.sha256 !== null && baseline.sha256 === treatment.sha256) {
    return `${baseline.runId} and ${treatment.runId} hold byte-identical rows (same sha256)`;
  }
  return null;
}

function pickModes(cell: ModeCell, modes: readonly string[]): ModeCell {
  return Object.fromEntries(modes.flatMap((mode) => (cell[mode] === undefined ? [] : [[mode, cell[mode]]])));
}
