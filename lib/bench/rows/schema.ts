import { z } from "zod";
import { intensitySchema, scopeBoundHintSchema } from "../../quantifier/ladder/rungs";
import { VERDICTS } from "./verdicts";

export { VERDICTS, VERDICT_BY_LETTER, VERDICT_LETTERS, type Verdict, type VerdictLetter } from "./verdicts";
// The pages' CSP forbids eval, so zod must not compile validators with `new Function` in the browser (its probe
// for eval is itself reported as a CSP violation, and a local-file read once failed on it).
if (typeof window !== "undefined") z.config({ jitless: true });

const verdictSchema = z.enum(VERDICTS);

// The classifier owns the rung and scope vocabularies; rows are checked against the same enums.
export type { Intensity, ScopeBoundHint } from "../../quantifier/ladder/rungs";

const count = z.number().int().nonnegative();

/** Answer modes and violation kinds are names, not prose: a longer one is a broken row. */
export const MAX_NAME_CHARS = 200;
const name = z.string().min(1).max(MAX_NAME_CHARS);

export const qaRowSchema = z
  .looseObject({
    question: z.string().min(1),
    mode: name,
    sample: count,
    audit_mode: verdictSchema,
    n_quotes: count,
    n_verified: count,
    ratio: z.number().min(0).max(1),
    latency_s: z.number().nonnegative(),
    format_collapsed: z.boolean().optional(),
    violation_kinds: z.array(name).optional(),
    answer_brackets: count.optional(),
    answer_pointer_count: count.optional(),
    answer_chars_with_brackets: count.optional(),
    raw_meaningful_line_count: count.optional(),
    quantifier_intensity: intensitySchema.nullable().optional(),
    quantifier_matched_token: z.string().nullable().optional(),
    quantifier_explicit_count: z.number().int().nullable().optional(),
    scope_bound_hint: scopeBoundHintSchema.optional(),
    claim_cap_applied: z.number().int().nullable().optional(),
    model_profile_id: z.string().optional(),
    label: z.string().optional(),
  })
  .refine((row) => row.n_verified <= row.n_quotes, {
    path: ["n_verified"],
    message: "n_verified must not exceed n_quotes",
  });
export type QaRow = z.infer<typeof qaRowSchema>;

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

export const runMetaSchema = z.looseObject({
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
export type RunMeta = z.infer<typeof runMetaSchema>;
