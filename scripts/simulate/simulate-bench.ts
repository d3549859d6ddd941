import beta from "@stdlib/random-base-beta";
import type { QaRow } from "../../lib/bench/rows/schema";
import { mulberry32 } from "../../lib/stats/prng";

export const SIMULATED_MODES = ["quote", "claim_lattice_pointer", "claim_lattice"] as const;
export type SimulatedRate = "strict" | "ungrounded" | "formatCollapse" | "pointerLoss";
/** True change of a rate against the baseline cell, as a share; every question moves by exactly this much. `cap` clips claim counts. */
export type ModeEffects = Partial<Record<SimulatedRate, number>> & { cap?: number };
export type Effects = Partial<Record<string, ModeEffects>>;

/** The shape of a simulated bench; every arm asks the same questions unless `missingShare` drops some from the later arms. */
export type BenchShape = {
  questions: number;
  /** Samples per question, per arm name (an arm not named uses `samples`). */
  samples: number;
  samplesByArm?: Readonly<Record<string, number>>;
  /** Share of questions a non-baseline arm did not ask. */
  missingShare?: number;
  modes?: readonly string[];
  /** Beta shapes of the per-question rates (wide by default: questions differ far more than samples do). */
  shapes?: Partial<Record<SimulatedRate, [number, number]>>;
};

/** Strict is U-shaped (most questions nearly always or nearly never ground strictly); failure rates are skewed low. */
export const RATE_SHAPES: Record<SimulatedRate, [number, number]> = {
  strict: [0.5, 0.5],
  ungrounded: [0.5, 2],
  formatCollapse: [0.5, 2],
  pointerLoss: [0.7, 1.4],
};

type Rates = Record<SimulatedRate, number> & { claims: number };

/**
 * Rows for several arms that ask the same questions (arm "baseline" has no effects). Per (question, mode) one set of
 * baseline rates is drawn from wide Betas and placed so that every arm's rate (baseline + its exact effect) stays a
 * rate with strict + UNGROUNDED ≤ 1, no clipping; each sample is then a draw at its question's rates, so samples of one
 * question are correlated through them.
 */
export function simulateArms(shape: BenchShape, effects: Readonly<Record<string, Effects>>, seed: number): Record<string, QaRow[]> {
  const random = mulberry32(seed);
  const drawBeta = beta.factory({ prng: random });
  const shapes = { ...RATE_SHAPES, ...shape.shapes };
  const arms = Object.keys(effects);
  const rows: Record<string, QaRow[]> = Object.fromEntries(arms.map((arm) => [arm, []]));
  for (let q = 0; q < shape.questions; q += 1) {
    const question = `Simulated question ${String(q + 1).padStart(5, "0")}: which sources list every claim?`;
    const asked = arms.filter((arm) => arm === "baseline" || random() >= (shape.missingShare ?? 0));
    for (const mode of shape.modes ?? SIMULATED_MODES) {
      const base = drawBaseRates(mode, arms, effects, shapes, drawBeta);
      for (const arm of asked) {
        const rates = shiftRates(base, effects[arm]?.[mode] ?? {});
        const samples = shape.samplesByArm?.[arm] ?? shape.samples;
        for (let sample = 0; sample < samples; sample += 1) rows[arm]?.push(drawRow(random, question, mode, sample, rates));
      }
    }
  }
  return rows;
}

function span(values: readonly number[]): { low: number; high: number } {
  return { low: Math.max(0, -Math.min(0, ...values)), high: Math.max(0, ...values) };
}

function drawBaseRates(
  mode: string,
  arms: readonly string[],
  effects: Readonly<Record<string, Effects>>,
  shapes: typeof RATE_SHAPES,
  drawBeta: (a: number, b: number) => number,
): Rates {
  const delta = (rate: SimulatedRate) => arms.map((arm) => effects[arm]?.[mode]?.[rate] ?? 0);
  const [strict, ungrounded] = [span(delta("strict")), span(delta("ungrounded"))];
  const room = 1 - strict.low - strict.high - ungrounded.low - ungrounded.high;
  const x = room * drawBeta(...shapes.strict);
  const y = (room - x) * drawBeta(...shapes.ungrounded);
  const place = (rate: SimulatedRate) => {
    const { low, high } = span(delta(rate));
    return low + (1 - low - high) * drawBeta(...shapes[rate]);
  };
  return {
    strict: strict.low + x,
    ungrounded: ungrounded.low + y,
    formatCollapse: place("formatCollapse"),
    pointerLoss: place("pointerLoss"),
    claims: 2 + 18 * drawBeta(1, 2),
  };
}

function shiftRates(base: Rates, effect: ModeEffects): Rates & { cap: number } {
  return {
    strict: base.strict + (effect.strict ?? 0),
    ungrounded: base.ungrounded + (effect.ungrounded ?? 0),
    formatCollapse: base.formatCollapse + (effect.formatCollapse ?? 0),
    pointerLoss: base.pointerLoss + (effect.pointerLoss ?? 0),
    claims: base.claims,
    cap: effect.cap ?? Infinity,
  };
}

/** One sample: the verdict from the question's strict and UNGROUNDED rates, the rest independent. */
function drawRow(random: () => number, question: string, mode: string, sample: number, rates: Rates & { cap: number }): QaRow {
  const draw = random();
  const verdict = draw < rates.strict ? "STRICT" : draw < rates.strict + rates.ungrounded ? "UNGROUNDED" : "HYBRID";
  const collapsed = random() < rates.formatCollapse;
  const pointerLost = random() < rates.pointerLoss;
  const nQuotes = Math.min(rates.cap, Math.max(1, Math.round(rates.claims * (0.5 + random()))));
  const nVerified = verdict === "UNGROUNDED" ? 0 : verdict === "STRICT" ? nQuotes : Math.max(1, Math.floor(nQuotes / 2));
  return {
    question,
    mode,
    sample,
    audit_mode: verdict,
    n_quotes: nQuotes,
    n_verified: nVerified,
    ratio: nVerified / nQuotes,
    latency_s: 8 + Math.round(random() * 80) / 10,
    format_collapsed: collapsed,
    violation_kinds: [...(collapsed ? ["FORMAT_COLLAPSED"] : []), ...(pointerLost ? ["NO_EVIDENCE_POINTER"] : [])],
    model_profile_id: "simulated-fp8",
  };
}
