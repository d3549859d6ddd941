import { z } from "zod";
import { FIELD_LIST, MAX_INT, MAX_NAME_CHARS, MIN_INT, type Field, type QaRow } from "./row-fields";
import { describeExtraField, extraFieldProblem, MAX_EXTRA_DEPTH, MAX_EXTRA_VALUES, type ExtraFieldProblem } from "./extra-fields";

export { VERDICTS, VERDICT_BY_LETTER, VERDICT_LETTERS, type Verdict, type VerdictLetter } from "./verdicts";
export { MAX_NAME_CHARS, type QaRow };
// The pages' CSP forbids eval, so zod must not compile validators with `new Function` in the browser (its probe
// for eval is itself reported as a CSP violation, and a local-file read once failed on it).
if (typeof window !== "undefined") z.config({ jitless: true });

// The classifier owns the rung and scope vocabularies; the field table lists the same values.
export type { Intensity, ScopeBoundHint } from "../../quantifier/ladder/rungs";

const nameSchema = z.string().min(1).max(MAX_NAME_CHARS);

function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case "string": {
      const text = field.minLength === undefined ? z.string() : z.string().min(field.minLength);
      return field.maxLength === undefined ? text : text.max(field.maxLength);
    }
    case "count":
      return z.number().int().nonnegative().max(MAX_INT);
    case "int":
      return z.number().int().min(MIN_INT).max(MAX_INT);
    case "number": {
      const number = field.min === undefined ? z.number() : z.number().min(field.min);
      return field.max === undefined ? number : number.max(field.max);
    }
    case "bool":
      return z.boolean();
    case "enum":
      return z.enum(field.values);
    case "names":
      return z.array(nameSchema);
  }
}

function fieldSchema(field: Field): z.ZodType {
  const value = field.nullable ? valueSchema(field).nullable() : valueSchema(field);
  return field.required ? value : value.optional();
}

const rowObject = z.looseObject(Object.fromEntries(FIELD_LIST.map(([name, field]) => [name, fieldSchema(field)])));

/**
 * Extra keys within their bounds (extra-fields.ts), checked on the parsed value itself: zod's copy of an object sets
 * a "__proto__" key as the copy's prototype instead of keeping it as a key.
 */
const extrasWithin = (known: ReadonlySet<string> | undefined, describe: (problem: ExtraFieldProblem) => string) =>
  z.custom<unknown>().superRefine((value, context) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return;
    const problem = extraFieldProblem(value as Record<string, unknown>, known);
    if (problem !== null) context.addIssue({ code: "custom", path: [problem.field], message: describe(problem) });
  });

/** The accept rule of a row, derived from the field table (row-fields.ts): the reference every faster check agrees with. */
export const qaRowSchema = extrasWithin(undefined, describeExtraField).pipe(
  rowObject.superRefine((row, context) => {
    for (const [name, field] of FIELD_LIST) {
      if (field.atMost === undefined) continue;
      const [value, limit] = [row[name], row[field.atMost]];
      if (typeof value === "number" && typeof limit === "number" && value > limit)
        context.addIssue({ code: "custom", path: [name], message: `${name} must not exceed ${field.atMost}` });
    }
  }),
) as unknown as z.ZodType<QaRow>;

export const PROVENANCES = ["measured", "reconstructed", "synthetic"] as const;
const provenanceSchema = z.enum(PROVENANCES);

const policySchema = z.looseObject({
  quantifier_guard_enabled: z.boolean().optional(),
  quantifier_guard_apply_caps: z.boolean().optional(),
  quantifier_caps_by_intensity: z.record(z.string(), z.number().int()).optional(),
  quantifier_guard_modes: z.array(z.string()).optional(),
  quantifier_reminder_enabled: z.boolean().optional(),
  quantifier_reject_broad: z.boolean().optional(),
  claim_lattice_format_collapse_check_enabled: z.boolean().optional(),
});

const metaObject = z.looseObject({
  run_id: z.string().min(1).optional(),
  title: z.string().optional(),
  question_file: z.string().optional(),
  samples_per_question: z.number().int().positive().optional(),
  /** How many questions the question file holds: with the samples and modes, the rows a finished run has. */
  question_count: z.number().int().positive().optional(),
  modes: z.array(z.string()).optional(),
  model_profile_id: z.string().optional(),
  policy: policySchema.optional(),
  provenance: provenanceSchema.optional(),
  source: z.string().optional(),
  notes: z.string().optional(),
  /** Written by the harness: "running" while it appends rows, "done" once the sweep ends. */
  status: z.enum(["running", "done"]).optional(),
});

const NO_KEYS: ReadonlySet<string> = new Set();

/** A sidecar goes out whole with the summary, extra keys and all: bounded as a row's extra fields are, every key of it. */
export const runMetaSchema = extrasWithin(NO_KEYS, (problem) =>
  problem.deep ? `nests deeper than ${MAX_EXTRA_DEPTH} levels; sidecar ignored` : `holds more than ${MAX_EXTRA_VALUES} values; sidecar ignored`,
).pipe(metaObject);
export type RunMeta = z.infer<typeof metaObject>;
