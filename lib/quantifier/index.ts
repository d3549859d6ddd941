export { classifyBatch, classifyRow, compareRungDistributions } from "./batch";
export type { BatchRow, ClassifiedRow, DistributionComparison, ErrorRow, RungDistribution, RungDrift } from "./batch";
export { assertValidQuestion, classifyQuestion, describeQuestionProblem, MAX_QUESTION_CHARS, QuestionError } from "./classify";
export type { Classification } from "./classify";
export { buildContract, computePolicyHash } from "./contract";
export { normalizeQuestion } from "./normalize";
export type { BroadQueryRisk, PreflightContract } from "./contract";
export { classifyRequestSchema, evaluateQuestion } from "./evaluate";
export type { ClassifyRequest, Evaluation } from "./evaluate";
export { preflightOutcomeSchema, violationKindSchema } from "./outcomes";
export type { PreflightOutcome, ViolationKind } from "./outcomes";
export { answerModeSchema, DEFAULT_MAX_CLAIMS, DEFAULT_POLICY, policySchema } from "./policy";
export type { AnswerMode, Policy, PolicyInput } from "./policy";
export { DEFAULT_ANSWER_MODE, runPreflight } from "./preflight";
export type { Preflight, PreflightInput } from "./preflight";
export {
  capForIntensity,
  capSourceSchema,
  DEFAULT_PROFILE_ID,
  EXPLICIT_COUNT,
  HERMES_PROFILE_ID,
  MODEL_PROFILES,
  resolveModelProfileId,
} from "./profiles";
export type { CapLookup, CapOptions, CapSource, ModelProfile, ProfileCap } from "./profiles";
export { buildReminder } from "./reminder";
export type { ReminderInput } from "./reminder";
export {
  CLASSIFIER_VERSION,
  describeOperationalShape,
  INTENSITIES,
  intensitySchema,
  isBroadIntensity,
  isTighteningExempt,
  scopeBoundHintSchema,
} from "./rungs";
export type { Intensity, ScopeBoundHint } from "./rungs";
export { digestSha256Hex } from "./sha256";
