import { z } from "zod";
import { PROVENANCES, runMetaSchema } from "../rows/schema";
import { MAX_LISTED_ISSUES } from "../rows/data-quality";

const count = z.number().int().nonnegative();
const countedTallySchema = z.object({ recorded: count, counts: z.record(z.string(), count) });
const rateSchema = z.number().min(0).max(1).nullable();

const modeSummarySchema = z.object({
  rows: count,
  verdicts: z.object({ STRICT: count, HYBRID: count, UNGROUNDED: count }),
  strictRate: rateSchema,
  strictRateCi95: z.tuple([z.number(), z.number()]).nullable(),
  meanRatio: rateSchema,
  medianRatio: rateSchema,
  medianLatencyS: z.number().nonnegative().nullable(),
  formatCollapsed: z.object({ count, recorded: count }),
  meanBrackets: z.number().nonnegative().nullable(),
  violationKinds: countedTallySchema,
  quantifier: z.object({ intensity: countedTallySchema, scopeBoundHint: countedTallySchema, claimCap: countedTallySchema }),
  nQuotesHistogram: z.record(z.string(), count),
});
export type ModeSummary = z.infer<typeof modeSummarySchema>;

const dataIssueSchema = z.object({ file: z.string(), line: z.number().int().nullable(), path: z.string(), message: z.string() });

const dataQualitySchema = z.object({
  errors: z.array(dataIssueSchema).max(MAX_LISTED_ISSUES),
  warnings: z.array(dataIssueSchema).max(MAX_LISTED_ISSUES),
  errorCount: count,
  warningCount: count,
  badLines: count,
  unreadable: z.boolean(),
});

/** What GET /api/runs/{runId} returns for a QA run: aggregates only, bounded by modes × kinds × rungs. */
export const runSummarySchema = z.object({
  runId: z.string(),
  kind: z.literal("qa"),
  meta: runMetaSchema.nullable(),
  title: z.string().nullable(),
  provenance: z.enum([...PROVENANCES, "unknown"]),
  rows: count,
  modes: z.record(z.string(), modeSummarySchema),
  questionCount: count,
  cellCount: count,
  questionSet: z.object({ count, digest: z.string().regex(/^[0-9a-f]{64}$/) }),
  modelProfiles: z.array(z.string()),
  dataQuality: dataQualitySchema,
  read: z.object({ bytes: count, lines: count }),
});
export type RunSummary = z.infer<typeof runSummarySchema>;
