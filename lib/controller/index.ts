export { answerControllerJsonl, answerControllerText } from "./answer";
export type { ControllerAnswer, ControllerProblem, JsonlAnswer } from "./answer";
export { assignReliabilityBin, computeBrier, countStepTokens, SOFTMAX_TEMPERATURE, SWITCH_WINDOW_STEPS, TOKEN_MODEL } from "./bench-model";
export type { Clock, ProbabilityRow } from "./bench-model";
export { compareSummaries, summarizeBench, summarizePolicy } from "./bench-summary";
export { decideCollapse } from "./collapse";
export type { CollapseCheck, CollapseCheckId, CollapseCheckStatus, CollapseDecision } from "./collapse";
export {
  controllerConfigDraftSchema,
  controllerConfigOverrideSchema,
  controllerConfigSchema,
  DEFAULT_CONTROLLER_CONFIG,
  NUMERIC_TOLERANCE,
  resolveConfig,
} from "./config";
export type { ControllerConfig, ControllerConfigOverride, ScoreWeights } from "./config";
export { computeDiversityRatio } from "./diversity";
export { controllerDocumentSchema, parseControllerDocument } from "./document";
export type { ControllerDocument } from "./document";
export { evaluateController } from "./evaluate";
export type { ControllerEvaluation, EvaluatedBranch } from "./evaluate";
export { ControllerInputError, parseOrThrow } from "./input-error";
export { branchMetricsSchema } from "./metrics";
export type { BranchMetrics } from "./metrics";
export { rankByScore, rankSurvivingBranches } from "./ranking";
export type { BranchSnapshot, ScoredBranch } from "./ranking";
export { compareStoredVsRecomputed, recomputeBrier, rederiveReliabilityBins } from "./recompute";
export type { RecomputedBrier, StoredVsRecomputedMismatch } from "./recompute";
export { controllerResultsSchema } from "./results-schema";
export type { ControllerResults, Policy, ReliabilityBin, ScenarioResult, StepRecord } from "./results-schema";
export { runControllerBench, simulatePolicy } from "./run-bench";
export { MAX_SCENARIO_BYTES, scenarioSuiteSchema } from "./scenario-schema";
export type { Scenario, ScenarioSuite } from "./scenario-schema";
export { computeEffectiveIndependence, computeSupportScore } from "./score";
export { simulateMultiPolicy } from "./simulate-multi";
export { simulateSinglePolicy } from "./simulate-single";
export { computeSoftmax } from "./softmax";
export { branchStateSchema, classifyBranch, hasMaterialChange, reopenBranch, updateBranchState } from "./state";
export type { BranchState, StateUpdate, TrackedBranch } from "./state";
export { computeNormalizedEntropy, computeUncertainty, recommendWidth } from "./uncertainty";
