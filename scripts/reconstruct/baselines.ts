import { mulberry32 } from "../../lib/stats/prng";
import type { Verdict } from "../../lib/bench/rows/schema";
import { drawLatencies } from "./fill";
import { ANSWER_MODES, type AnswerMode } from "../../lib/quantifier/policy/policy";
import { BASELINE_QUESTION } from "./questions";
import type { OrderedRow, RowValue } from "./serialize";

type Slot = 0 | 1 | 2;
/** One sample: verdict, claims, verified, which of the three sorted latencies it took, then Phase 0 fields. */
type BaselineSample = [Verdict, number, number, Slot, string[]?, number?];
type BaselineSpec = Record<AnswerMode, { medianLatencyS: number; samples: readonly BaselineSample[] }>;

/**
 * §5.1: quote 22/10 ×3; pointer 14, 21, 51 claims with the runaway's 4/51 as the median ratio; JSON 1, 16, 16
 * claims with 1/16 = 0.0625 as the median (the harness's Python formatting prints it "0.062").
 */
const FIRST_BASELINE: BaselineSpec = {
  quote: {
    medianLatencyS: 12.9,
    samples: [
      ["HYBRID", 22, 10, 1],
      ["HYBRID", 22, 10, 0],
      ["HYBRID", 22, 10, 2],
    ],
  },
  claim_lattice_pointer: {
    medianLatencyS: 15.0,
    samples: [
      ["HYBRID", 14, 5, 0],
      ["UNGROUNDED", 21, 0, 1],
      ["UNGROUNDED", 51, 4, 2],
    ],
  },
  claim_lattice: {
    medianLatencyS: 17.2,
    samples: [
      ["HYBRID", 16, 1, 1],
      ["UNGROUNDED", 1, 0, 0],
      ["HYBRID", 16, 3, 2],
    ],
  },
};

/** §5.1.1: 10/23 = 0.435 median in quote; pointer brackets 0 + 5 + 6 = 11 (mean 3.7); kinds as tallied. */
const SECOND_BASELINE: BaselineSpec = {
  quote: {
    medianLatencyS: 12.6,
    samples: [
      ["HYBRID", 22, 10, 2, [], 0],
      ["HYBRID", 23, 10, 1, [], 0],
      ["HYBRID", 24, 10, 0, [], 0],
    ],
  },
  claim_lattice_pointer: {
    medianLatencyS: 8.1,
    samples: [
      ["UNGROUNDED", 2, 0, 2, ["FORMAT_COLLAPSED", "NO_EVIDENCE_POINTER"], 0],
      ["UNGROUNDED", 18, 0, 1, ["NO_EVIDENCE_POINTER", "TITLE_MISMATCH", "TOO_MANY_CLAIMS"], 5],
      ["UNGROUNDED", 14, 2, 0, ["NO_EVIDENCE_POINTER", "SCHEMA_INVALID", "TOO_MANY_CLAIMS"], 6],
    ],
  },
  claim_lattice: {
    medianLatencyS: 14.7,
    samples: [
      ["HYBRID", 6, 2, 0, ["WARRANT_MISSING"], 0],
      ["UNGROUNDED", 16, 0, 2, ["CITATION_MISMATCH", "TOO_MANY_EVIDENCE_IDS"], 0],
      ["UNGROUNDED", 1, 0, 1, ["CITATION_MISMATCH"], 0],
    ],
  },
};

function buildBaselineRows(spec: BaselineSpec, seed: number): OrderedRow[] {
  const random = mulberry32(seed);
  return ANSWER_MODES.flatMap((mode) => {
    const { medianLatencyS, samples } = spec[mode];
    const latencies = drawLatencies(random, medianLatencyS, samples.length);
    return samples.map(([verdict, nQuotes, nVerified, slot, kinds, brackets], sample): OrderedRow => {
      const row: [string, RowValue][] = [
        ["question", BASELINE_QUESTION],
        ["mode", mode],
        ["sample", sample],
        ["audit_mode", verdict],
        ["n_quotes", nQuotes],
        ["n_verified", nVerified],
        ["ratio", nQuotes === 0 ? 0 : nVerified / nQuotes],
        ["latency_s", latencies[slot] ?? 0],
      ];
      if (kinds === undefined || brackets === undefined) return row;
      return [...row, ["format_collapsed", kinds.includes("FORMAT_COLLAPSED")], ["violation_kinds", kinds], ["answer_brackets", brackets]];
    });
  });
}

/** Pre-extension: only the eight fields every harness version writes. */
export const buildFirstBaselineRows = (seed: number) => buildBaselineRows(FIRST_BASELINE, seed);
/** Post-extension (Phase 0): adds format_collapsed, violation_kinds, answer_brackets. */
export const buildSecondBaselineRows = (seed: number) => buildBaselineRows(SECOND_BASELINE, seed);
