import { z } from "zod";
import { intensitySchema } from "../ladder/rungs";

export const ANSWER_MODES = ["quote", "claim_lattice_pointer", "claim_lattice"] as const;
export const answerModeSchema = z.enum(ANSWER_MODES);
export type AnswerMode = z.infer<typeof answerModeSchema>;
export const DEFAULT_ANSWER_MODE: AnswerMode = "claim_lattice_pointer";

/** Known modes sort in ANSWER_MODES order, any other mode after them. */
export function rankAnswerMode(mode: string): number {
  const index = (ANSWER_MODES as readonly string[]).indexOf(mode);
  return index === -1 ? ANSWER_MODES.length : index;
}

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
