import { z } from "zod";
import { quoteValue } from "../../json/quote-value";
import { unitIntervalSchema } from "./metrics";

/** The spec's single absolute tolerance, used by threshold comparisons and by tests. */
export const NUMERIC_TOLERANCE = 1e-6;

const positiveIntMessage = (issue: { input?: unknown }) => `must be a positive integer, got ${quoteValue(issue.input)}`;
const positiveIntSchema = z.int({ error: positiveIntMessage }).min(1, { error: positiveIntMessage });

/** [min, max] branches for one uncertainty band. */
const widthRangeSchema = z
  .tuple([positiveIntSchema, positiveIntSchema])
  .check(z.refine(([min, max]) => min <= max, { error: (issue) => `must be [min, max] with min <= max, got ${quoteValue(issue.input)}` }));

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

/** The scalar thresholds and width bands, built from one leaf schema of each kind. */
function buildThresholdShape<Unit extends z.ZodType<number>, Width extends z.ZodType<[number, number]>>(unit: Unit, width: Width) {
  return {
    rejectContradiction: unit,
    dormantScore: unit,
    reviveEvidenceDelta: unit,
    reviveVerificationDelta: unit,
    reviveContradictionDrop: unit,
    collapseScore: unit,
    collapseVerification: unit,
    collapseMaxContradiction: unit,
    collapseMargin: unit,
    unresolvedInformationGain: unit,
    unresolvedNearLeaderMargin: unit,
    widthMidFrom: unit,
    widthHighFrom: unit,
    widthLow: width,
    widthMid: width,
    widthHigh: width,
    duplicateSimilarity: unit,
  };
}

// Metrics, scores, uncertainty and similarity live in [0, 1], and so do the deltas and margins
// between two of them: a threshold outside [0, 1] could never be reached, or always would be.
const thresholdShape = buildThresholdShape(unitIntervalSchema, widthRangeSchema);

type BandStarts = { widthMidFrom?: number | undefined; widthHighFrom?: number | undefined };

/** The mid band must start no later than the high band, once the override is merged with the defaults. */
function checkBandOrder(context: z.RefinementCtx, given: BandStarts) {
  const midFrom = given.widthMidFrom ?? DEFAULT_CONTROLLER_CONFIG.widthMidFrom;
  const highFrom = given.widthHighFrom ?? DEFAULT_CONTROLLER_CONFIG.widthHighFrom;
  if (midFrom <= highFrom) return;
  const path = given.widthMidFrom === undefined ? "widthHighFrom" : "widthMidFrom";
  context.addIssue({ code: "custom", path: [path], input: given[path], message: `widthMidFrom (${midFrom}) must be <= widthHighFrom (${highFrom})` });
}

export const controllerConfigSchema = z
  .strictObject({ weights: scoreWeightsSchema, ...thresholdShape })
  .superRefine((config, context) => checkBandOrder(context, config));

/** A caller's partial override; `weights` may itself be partial. Checked as merged with the defaults. */
export const controllerConfigOverrideSchema = z
  .strictObject({ ...z.object(thresholdShape).partial().shape, weights: scoreWeightsSchema.partial().optional() })
  .superRefine((override, context) => checkBandOrder(context, override));

/**
 * The override's shape with any numbers: the playground keeps an out-of-range value it is
 * editing (in the URL too) so the evaluation can say what is wrong with it.
 */
export const controllerConfigDraftSchema = z
  .strictObject({ ...buildThresholdShape(z.number(), z.tuple([z.number(), z.number()])), weights: scoreWeightsSchema.partial() })
  .partial();

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
