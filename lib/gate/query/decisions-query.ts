import { z } from "zod";
import { parseQuery, type ParsedQuery } from "../../http/parse-query";
import { DECISION_SLOTS } from "../rule/cell-slots";
import type { RecordRequest } from "../log/decision-entry";
import { MAX_BY_CHARS, MAX_NOTE_CHARS } from "../log/record-form";
import { runIdField } from "./settings-query";

export const DECISIONS_PAGE_SIZE = 20;
export const MAX_DECISIONS_PAGE_SIZE = 100;
const integer = z.coerce.number().int();

export const decisionsQuerySchema = z.strictObject({
  offset: integer.min(0).default(0),
  limit: integer.min(1).max(MAX_DECISIONS_PAGE_SIZE).default(DECISIONS_PAGE_SIZE),
});
export type DecisionsQuery = z.infer<typeof decisionsQuerySchema>;

export function parseDecisionsQuery(params: URLSearchParams): ParsedQuery<DecisionsQuery> {
  return parseQuery(decisionsQuerySchema, params);
}

/** A form's empty field is "not given"; a JSON body may send the number itself or its text. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const setting = (low: number, high: number, lowOpen: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.number(), z.string()])
      .transform(Number)
      .refine(
        (value) => Number.isFinite(value) && (lowOpen ? value > low : value >= low) && value <= high,
        `must be a number in ${lowOpen ? "(" : "["}${low}, ${high}]`,
      )
      .optional(),
  );
const run = z.preprocess(blankToUndefined, runIdField.optional());

/** A request to record a decision, from a JSON body or a form. */
export const recordRequestSchema: z.ZodType<RecordRequest, unknown> = z
  .strictObject({
    by: z.string({ error: "required: who decided" }).trim().min(1, "required: who decided").max(MAX_BY_CHARS),
    note: z.preprocess(blankToUndefined, z.string().max(MAX_NOTE_CHARS).optional()),
    baseline: run,
    treatment: run,
    cap: run,
    reminder: run,
    both: run,
    threshold: setting(0, 100, true),
    confidence: setting(0.5, 0.999, false),
    move: setting(0, 100, true),
  })
  .superRefine((body, context) => {
    const cells = DECISION_SLOTS.filter((slot) => slot !== "baseline" && body[slot] !== undefined);
    if (body.treatment !== undefined && cells.length > 0)
      context.addIssue({ code: "custom", path: ["treatment"], message: `give a pair (baseline, treatment) or cells, not both (${cells.join(", ")})` });
    if (body.treatment === undefined && cells.length === 0 && body.baseline === undefined)
      context.addIssue({ code: "custom", path: ["baseline"], message: "no run given: name a pair (baseline, treatment) or the cells" });
    if (body.treatment !== undefined && body.baseline === undefined)
      context.addIssue({ code: "custom", path: ["baseline"], message: "required with treatment" });
  });
