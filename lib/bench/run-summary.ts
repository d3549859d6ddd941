import { z } from "zod";
import { PROVENANCES, runMetaSchema, type RunMeta } from "./schema";
import { finishMode, type ModeAccumulator } from "./mode-accumulator";
import type { RunAccumulator } from "./run-accumulator";
import { MAX_LISTED_ISSUES, type DataIssue } from "./data-quality";
import { rankAnswerMode } from "../quantifier/policy";
import { digestSha256Hex } from "../quantifier/sha256";

const count = z.number().int().nonnegative();
const countedTallySchema = z.object({ recorded: count, counts: z.record(z.string(), count) });
const rateSchema = z.number().min(0).max(1).nullable();

export const modeSummarySchema = z.object({
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

export const dataIssueSchema = z.object({ file: z.string(), line: z.number().int().nullable(), path: z.string(), message: z.string() });

export const dataQualitySchema = z.object({
  errors: z.array(dataIssueSchema).max(MAX_LISTED_ISSUES),
  warnings: z.array(dataIssueSchema).max(MAX_LISTED_ISSUES),
  errorCount: count,
  warningCount: count,
  badLines: count,
  unreadable: z.boolean(),
});
export type DataQuality = z.infer<typeof dataQualitySchema>;

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


function finishModes(acc: RunAccumulator): Record<string, ModeSummary> {
  const order = acc.table.modes.map((mode, id) => ({ mode, id })).sort((a, b) => rankAnswerMode(a.mode) - rankAnswerMode(b.mode) || a.mode.localeCompare(b.mode));
  return Object.fromEntries(order.map(({ mode, id }) => [mode, finishMode(acc.modes[id] as ModeAccumulator)]));
}

/** Identifies the question set independently of order, so runs over the same questions can be joined in a trend. */
export function digestQuestionSet(questions: readonly string[]): string {
  return digestSha256Hex([...questions].sort().join("\n"));
}

function overflowWarnings(acc: RunAccumulator): DataIssue[] {
  const file = acc.collector.file;
  return [acc.kinds, acc.caps, acc.models]
    .filter((vocabulary) => vocabulary.overflow > 0)
    .map((vocabulary) => ({ file, line: null, path: "$", message: `${vocabulary.overflow} value(s) beyond the first names were counted as "${vocabulary.other}"` }));
}

export function finishRun(acc: RunAccumulator, runId: string, meta: RunMeta | null, metaIssues: DataIssue[], read: { bytes: number; lines: number }): RunSummary {
  const { collector, table } = acc;
  const extraWarnings = overflowWarnings(acc);
  return {
    runId,
    kind: "qa",
    meta,
    title: meta?.title ?? null,
    provenance: meta?.provenance ?? "unknown",
    rows: collector.goodRows,
    modes: finishModes(acc),
    questionCount: table.questions.length,
    cellCount: table.cells.length,
    questionSet: { count: table.questions.length, digest: digestQuestionSet(table.questions) },
    modelProfiles: [...acc.modelSet].sort(),
    dataQuality: {
      errors: [...metaIssues, ...collector.errors.items].slice(0, MAX_LISTED_ISSUES),
      warnings: [...extraWarnings, ...collector.warnings.items].slice(0, MAX_LISTED_ISSUES),
      errorCount: metaIssues.length + collector.errors.total,
      warningCount: extraWarnings.length + collector.warnings.total,
      badLines: collector.badLines,
      unreadable: collector.goodRows === 0,
    },
    read,
  };
}
