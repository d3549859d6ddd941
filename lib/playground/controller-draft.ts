import { z } from "zod";
import {
  branchMetricsSchema,
  branchStateSchema,
  controllerConfigOverrideSchema,
  type BranchMetrics,
  type ControllerDocument,
} from "@/lib/controller";

export type BranchDraft = ControllerDocument["branches"][number];
export type MetricName = keyof BranchMetrics;

export const METRIC_NAMES = Object.keys(branchMetricsSchema.shape) as MetricName[];

// Looser than controllerDocumentSchema: a half-typed draft (empty or duplicate names) must survive
// a reload so the evaluation can say what is wrong with it.
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
  thresholds: controllerConfigOverrideSchema.optional(),
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
  return { id: `H_${number}`, state: "active", metrics: { ...metrics, contradiction: 0, shared_assumption_ratio: 0, semantic_similarity_to_leader: 0 }, reopen: false };
}

/** Comma- or space-separated similarities; anything that is not a number is reported by the caller's parse. */
export function parseSimilarities(text: string): number[] {
  return text.split(/[\s,]+/).filter((part) => part !== "").map(Number);
}
