import { z } from "zod";
import {
  branchMetricsSchema,
  branchStateSchema,
  controllerConfigDraftSchema,
  controllerConfigOverrideSchema,
  ControllerInputError,
  parseOrThrow,
  type BranchMetrics,
  type ControllerDocument,
} from "@/lib/controller";

export type BranchDraft = ControllerDocument["branches"][number];
export type MetricName = keyof BranchMetrics;

export const METRIC_NAMES = Object.keys(branchMetricsSchema.shape) as MetricName[];
/** Metrics a document may leave out (they default to 0). */
export const OPTIONAL_METRIC_NAMES = METRIC_NAMES.filter((name) => branchMetricsSchema.shape[name].safeParse(undefined).success);

// Looser than controllerDocumentSchema: a half-typed draft (empty or duplicate names, a threshold
// out of range) must survive a reload so the evaluation can say what is wrong with it.
const draftSchema = z.object({
  branches: z.array(
    z.object({
      id: z.string(),
      state: branchStateSchema.default("active"),
      metrics: branchMetricsSchema,
      previousMetrics: branchMetricsSchema.optional(),
      reopen: z.boolean().default(false),
    }),
  ),
  thresholds: controllerConfigDraftSchema.optional(),
});

/** An edited document from the URL, or null when absent or unreadable (the scenario step is used). */
export function readDraft(text: string | null): ControllerDocument | null {
  if (text === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The draft as a URL value: defaults left out so links stay short. */
export function writeDraft(document: ControllerDocument): string {
  const branches = document.branches.map(({ reopen, previousMetrics, ...branch }) => ({
    ...branch,
    ...(previousMetrics === undefined ? {} : { previousMetrics }),
    ...(reopen ? { reopen } : {}),
  }));
  const thresholds = document.thresholds;
  return JSON.stringify(thresholds === undefined || Object.keys(thresholds).length === 0 ? { branches } : { branches, thresholds });
}

export function createBranch(existing: readonly BranchDraft[]): BranchDraft {
  const ids = new Set(existing.map((branch) => branch.id));
  let number = existing.length + 1;
  while (ids.has(`H_${number}`)) number += 1;
  const metrics = Object.fromEntries(METRIC_NAMES.map((name) => [name, 0.5])) as BranchMetrics;
  return {
    id: `H_${number}`,
    state: "active",
    metrics: { ...metrics, contradiction: 0, shared_assumption_ratio: 0, semantic_similarity_to_leader: 0 },
    reopen: false,
  };
}

/** Comma- or space-separated similarities; anything that is not a number is reported by the caller's parse. */
export function parseSimilarities(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== "")
    .map(Number);
}

export type ThresholdProblem = { path: string; reason: string };

/** The first out-of-range threshold of a draft, with its path inside `thresholds` (e.g. `widthHigh[0]`). */
export function findThresholdProblem(thresholds: ControllerDocument["thresholds"]): ThresholdProblem | null {
  try {
    parseOrThrow(controllerConfigOverrideSchema, thresholds ?? {});
    return null;
  } catch (error) {
    if (error instanceof ControllerInputError) return { path: error.path, reason: error.reason };
    throw error;
  }
}

/** Whether a problem's path is this field or inside it (`widthHigh` owns `widthHigh[1]`). */
export function isProblemOf(problem: ThresholdProblem | null, field: string): boolean {
  return problem !== null && (problem.path === field || problem.path.startsWith(`${field}[`) || problem.path.startsWith(`${field}.`));
}
