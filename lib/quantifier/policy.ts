import { z } from "zod";
import { intensitySchema } from "./rungs";

export const DEFAULT_MAX_CLAIMS = 12;

export const answerModeSchema = z.enum(["quote", "claim_lattice_pointer", "claim_lattice"]);
export type AnswerMode = z.infer<typeof answerModeSchema>;

/** The seven governance-hash-bound fields of §11.4, with their dry-run defaults. */
export const policySchema = z.strictObject({
  quantifier_guard_enabled: z.boolean().default(true),
  quantifier_guard_apply_caps: z.boolean().default(false),
  quantifier_caps_by_intensity: z.partialRecord(intensitySchema, z.number().int().positive().max(1000)).default({}),
  quantifier_guard_modes: z.array(answerModeSchema).default(["claim_lattice_pointer", "claim_lattice"]),
  quantifier_reminder_enabled: z.boolean().default(false),
  quantifier_reject_broad: z.boolean().default(false),
  claim_lattice_format_collapse_check_enabled: z.boolean().default(true),
});

export type Policy = z.infer<typeof policySchema>;
export type PolicyInput = z.input<typeof policySchema>;

export const DEFAULT_POLICY: Policy = policySchema.parse({});
