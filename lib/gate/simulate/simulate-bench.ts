import beta from "@stdlib/random-base-beta";
import type { QaRow } from "../../bench/rows/schema";
import { mulberry32 } from "../../stats/prng";

export const SIMULATED_MODES = ["quote", "claim_lattice_pointer", "claim_lattice"] as const;
export type SimulatedMode = (typeof SIMULATED_MODES)[number];
export type SimulatedRate = "strict" | "ungrounded" | "formatCollapse" | "pointerLoss";

/** True treatment − baseline change of a rate, as a share, per mode; every question moves by exactly this much. */
export type Effects = Partial<Record<SimulatedMode, Partial<Record<SimulatedRate, number>>>>;
export type BenchSize = { questions: number; samples: number };
export type SimulatedBench = { baseline: QaRow[]; treatment: QaRow[] };

/**
 * Per-question rates are wide Betas (questions differ far more than samples do). Strict is U-shaped
 * (most questions nearly always or nearly never ground strictly); the failure rates are skewed low.
 */
export const RATE_SHAPES: Record<SimulatedRate, [number, number]> = {
  strict: [0.5, 0.5],
  ungrounded: [0.5, 2],
  formatCollapse: [0.5, 2],
  pointerLoss: [0.7, 1.4],
};

const RATES = Object.keys(RATE_SHAPES) as SimulatedRate[];

/**
 * Rows of two arms asking the same questions. Each (question, mode) draws one baseline rate per
 * metric from its Beta, placed in [max(0, −δ), min(1, 1 − δ)] so the treatment rate (baseline + δ)
 * stays a rate with no clipping; each sample is then a Bernoulli draw at the question's rate, so
 * samples of one question are correlated through it.
 */
export function simulateBench(size: BenchSize, effects: Effects, seed: number): SimulatedBench {
  const random = mulberry32(seed);
  const drawBeta = beta.factory({ prng: random });
  const bench: SimulatedBench = { baseline: [], treatment: [] };
  for (let q = 0; q < size.questions; q += 1) {
    const question = `Simulated question ${String(q + 1).padStart(4, "0")}: which sources list every claim?`;
    for (const mode of SIMULATED_MODES) {
      const base = {} as Record<SimulatedRate, number>;
      const shift = {} as Record<SimulatedRate, number>;
      for (const rate of RATES) {
        const delta = effects[mode]?.[rate] ?? 0;
        shift[rate] = delta;
        base[rate] = Math.max(0, -delta) + (1 - Math.abs(delta)) * drawBeta(...RATE_SHAPES[rate]);
      }
      for (let sample = 0; sample < size.samples; sample += 1) {
        bench.baseline.push(drawRow(random, question, mode, sample, base));
        bench.treatment.push(drawRow(random, question, mode, sample, shiftRates(base, shift)));
      }
    }
  }
  return bench;
}

function shiftRates(base: Record<SimulatedRate, number>, shift: Record<SimulatedRate, number>): Record<SimulatedRate, number> {
  return Object.fromEntries(RATES.map((rate) => [rate, base[rate] + shift[rate]])) as Record<SimulatedRate, number>;
}

/** Strict first; a row that is not strict is UNGROUNDED at the question's rate, else HYBRID. */
function drawRow(random: () => number, question: string, mode: string, sample: number, rates: Record<SimulatedRate, number>): QaRow {
  const strict = random() < rates.strict;
  const ungrounded = !strict && random() < rates.ungrounded;
  const collapsed = random() < rates.formatCollapse;
  const pointerLost = random() < rates.pointerLoss;
  const nQuotes = 1 + Math.floor(random() * 12);
  const nVerified = ungrounded ? 0 : strict ? nQuotes : Math.max(1, Math.floor(nQuotes / 2));
  const kinds = [...(collapsed ? ["FORMAT_COLLAPSED"] : []), ...(pointerLost ? ["NO_EVIDENCE_POINTER"] : [])];
  return {
    question,
    mode,
    sample,
    audit_mode: strict ? "STRICT" : ungrounded ? "UNGROUNDED" : "HYBRID",
    n_quotes: nQuotes,
    n_verified: nVerified,
    ratio: nVerified / nQuotes,
    latency_s: 8 + Math.round(random() * 80) / 10,
    format_collapsed: collapsed,
    violation_kinds: kinds,
    model_profile_id: "simulated-fp8",
  };
}
