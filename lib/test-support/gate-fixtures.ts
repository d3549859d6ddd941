import type { ClaimCountBucket, ModeArm, RecordedCount } from "../gate/rule/rule-types";

/** Test fixture builder: a ModeArm whose optional telemetry was recorded on every row unless overridden. */
export function buildArm(
  verdicts: { strict: number; hybrid: number; ungrounded: number },
  extra: {
    formatCollapsed?: number | RecordedCount;
    pointerLoss?: number | RecordedCount;
    tooManyClaims?: number | RecordedCount;
    meanRatio?: number | null;
    claimCountBuckets?: Partial<Record<ClaimCountBucket, number>>;
  } = {},
): ModeArm {
  const rows = verdicts.strict + verdicts.hybrid + verdicts.ungrounded;
  const recordedOn = (value: number | RecordedCount | undefined): RecordedCount => (typeof value === "object" ? value : { count: value ?? 0, recorded: rows });
  return {
    rows,
    ...verdicts,
    formatCollapsed: recordedOn(extra.formatCollapsed),
    pointerLoss: recordedOn(extra.pointerLoss),
    tooManyClaims: recordedOn(extra.tooManyClaims),
    meanRatio: extra.meanRatio === undefined ? 0.5 : extra.meanRatio,
    claimCountBuckets: { "0": 0, "1-5": 0, "6-8": 0, "9-12": 0, "13+": rows, ...extra.claimCountBuckets },
  };
}

/**
 * Ticket §12.2 (baseline, dry-run) and §12.6 (reminder only), 9 questions x n=3 = 27 rows per mode.
 * Claim-count buckets are not published; they are set equal across the two runs.
 */
export const TICKET_BASELINE = {
  quote: buildArm({ strict: 15, hybrid: 12, ungrounded: 0 }, { meanRatio: 0.9 }),
  claim_lattice_pointer: buildArm({ strict: 0, hybrid: 18, ungrounded: 9 }, { formatCollapsed: 2, pointerLoss: 9, tooManyClaims: 7, meanRatio: 0.473 }),
  claim_lattice: buildArm({ strict: 5, hybrid: 15, ungrounded: 7 }, { meanRatio: 0.524 }),
};

export const TICKET_REMINDER = {
  quote: buildArm({ strict: 14, hybrid: 13, ungrounded: 0 }, { meanRatio: 0.845 }),
  claim_lattice_pointer: buildArm({ strict: 0, hybrid: 21, ungrounded: 6 }, { formatCollapsed: 0, pointerLoss: 6, tooManyClaims: 8, meanRatio: 0.643 }),
  claim_lattice: buildArm({ strict: 6, hybrid: 20, ungrounded: 1 }, { meanRatio: 0.735 }),
};
