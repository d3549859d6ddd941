import { z } from "zod";
import { controllerConfigOverrideSchema } from "./config";
import { parseOrThrow } from "./input-error";
import { branchMetricsSchema } from "./metrics";
import { branchStateSchema } from "./state";

const documentBranchSchema = z.object({
  id: z.string().min(1, { error: "must be a non-empty string" }),
  state: branchStateSchema.default("active"),
  metrics: branchMetricsSchema,
  previousMetrics: branchMetricsSchema.optional(),
  reopen: z.boolean().default(false),
});

/** One controller request: branches with their current (and previous) metrics, optional threshold overrides. */
const controllerDocumentSchema = z
  .object({
    branches: z.array(documentBranchSchema),
    thresholds: controllerConfigOverrideSchema.optional(),
  })
  .superRefine((document, context) => {
    const seen = new Set<string>();
    document.branches.forEach((branch, index) => {
      if (seen.has(branch.id)) {
        context.addIssue({ code: "custom", path: ["branches", index, "id"], message: `duplicate branch id ${JSON.stringify(branch.id)}` });
      }
      seen.add(branch.id);
    });
  });

export type ControllerDocument = z.infer<typeof controllerDocumentSchema>;

/** Parse once where input enters; throws ControllerInputError naming the field path. */
export function parseControllerDocument(input: unknown): ControllerDocument {
  return parseOrThrow(controllerDocumentSchema, input);
}
