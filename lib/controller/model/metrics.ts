import { z } from "zod";
import { quoteValue } from "../../json/quote-value";

const unitIntervalMessage = (issue: { input?: unknown }) => `must be a number in [0, 1], got ${quoteValue(issue.input)}`;

export const unitIntervalSchema = z.number({ error: unitIntervalMessage }).check(z.refine((value) => value >= 0 && value <= 1, { error: unitIntervalMessage }));

/**
 * The nine observable branch metrics, each in [0, 1]. Unknown keys are dropped. The two
 * correlation signals are optional and default to 0, as in the reference controller.
 */
export const branchMetricsSchema = z.object({
  evidence: unitIntervalSchema,
  verification: unitIntervalSchema,
  independence: unitIntervalSchema,
  information_gain: unitIntervalSchema,
  contradiction: unitIntervalSchema,
  unresolved_assumptions: unitIntervalSchema,
  normalized_cost: unitIntervalSchema,
  shared_assumption_ratio: unitIntervalSchema.default(0),
  semantic_similarity_to_leader: unitIntervalSchema.default(0),
});

export type BranchMetrics = z.infer<typeof branchMetricsSchema>;
