import { z } from "zod";

/** The spec's single absolute tolerance, used by threshold comparisons and by tests. */
export const NUMERIC_TOLERANCE = 1e-6;

const widthRangeSchema = z.tuple([z.int().min(0), z.int().min(0)]);

/** Signed score weights: penalties are negative so the score is `base + sum(weight * value)`. */
const scoreWeightsSchema = z.strictObject({
  base: z.number(),
  evidence: z.number(),
  verification: z.number(),
  effectiveIndependence: z.number(),
  informationGain: z.number(),
  contradiction: z.number(),
  unresolvedAssumptions: z.number(),
  normalizedCost: z.number(),
});

export const controllerConfigSchema = z.strictObject({
  weights: scoreWeightsSchema,
  rejectContradiction: z.number(),
  dormantScore: z.number(),
  reviveEvidenceDelta: z.number(),
  reviveVerificationDelta: z.number(),
  reviveContradictionDrop: z.number(),
  collapseScore: z.number(),
  collapseVerification: z.number(),
  collapseMaxContradiction: z.number(),
  collapseMargin: z.number(),
  unresolvedInformationGain: z.number(),
  unresolvedNearLeaderMargin: z.number(),
  widthMidFrom: z.number(),
  widthHighFrom: z.number(),
  widthLow: widthRangeSchema,
  widthMid: widthRangeSchema,
  widthHigh: widthRangeSchema,
  duplicateSimilarity: z.number(),
});

/** A caller's partial override; `weights` may itself be partial. */
export const controllerConfigOverrideSchema = controllerConfigSchema
  .omit({ weights: true })
  .partial()
  .extend({ weights: scoreWeightsSchema.partial().optional() });

export type ScoreWeights = z.infer<typeof scoreWeightsSchema>;
export type ControllerConfig = z.infer<typeof controllerConfigSchema>;
export type ControllerConfigOverride = z.infer<typeof controllerConfigOverrideSchema>;

export const DEFAULT_CONTROLLER_CONFIG: ControllerConfig = {
  weights: {
    base: 0.15,
    evidence: 0.25,
    verification: 0.25,
    effectiveIndependence: 0.15,
    informationGain: 0.1,
    contradiction: -0.15,
    unresolvedAssumptions: -0.05,
    normalizedCost: -0.05,
  },
  rejectContradiction: 0.85,
  dormantScore: 0.35,
  reviveEvidenceDelta: 0.15,
  reviveVerificationDelta: 0.25,
  reviveContradictionDrop: 0.2,
  collapseScore: 0.78,
  collapseVerification: 0.75,
  collapseMaxContradiction: 0.15,
  collapseMargin: 0.12,
  unresolvedInformationGain: 0.6,
  unresolvedNearLeaderMargin: 0.1,
  widthMidFrom: 0.25,
  widthHighFrom: 0.55,
  widthLow: [2, 3],
  widthMid: [4, 6],
  widthHigh: [6, 10],
  duplicateSimilarity: 0.85,
};

export function resolveConfig(override: ControllerConfigOverride = {}): ControllerConfig {
  const { weights, ...rest } = override;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const definedWeights = Object.fromEntries(Object.entries(weights ?? {}).filter(([, value]) => value !== undefined));
  return {
    ...DEFAULT_CONTROLLER_CONFIG,
    ...defined,
    weights: { ...DEFAULT_CONTROLLER_CONFIG.weights, ...definedWeights },
  };
}

// Thresholds are compared with the spec tolerance so that a value that is the threshold in
// decimal (e.g. an evidence delta of 0.15 computed as 0.14999999999999997) counts as reaching it.
export function isAtLeast(value: number, threshold: number): boolean {
  return value >= threshold - NUMERIC_TOLERANCE;
}

export function isAtMost(value: number, threshold: number): boolean {
  return value <= threshold + NUMERIC_TOLERANCE;
}
