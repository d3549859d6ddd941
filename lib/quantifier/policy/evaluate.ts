import { z } from "zod";
import { classifyQuestion, describeQuestionProblem, MAX_QUESTION_CHARS, type Classification } from "../classify/classify";
import { buildContract, type PreflightContract } from "./contract";
import { answerModeSchema, policySchema } from "./policy";
import { runPreflight, type Preflight } from "./preflight";
import { HERMES_PROFILE_ID } from "../ladder/profiles";
import { capForIntensity, type CapLookup } from "../ladder/profiles";
import { buildReminder } from "./reminder";

export const classifyRequestSchema = z.strictObject({
  question: z
    .string()
    .max(MAX_QUESTION_CHARS, `Question must be at most ${MAX_QUESTION_CHARS} characters.`)
    .superRefine((question, context) => {
      // The raw length already has its own message above; this adds blank and post-normalization limits.
      const problem = question.length > MAX_QUESTION_CHARS ? null : describeQuestionProblem(question);
      if (problem !== null) context.addIssue({ code: "custom", message: problem });
    }),
  modelProfile: z.string().min(1).max(200).optional(),
  mode: answerModeSchema.optional(),
  policy: policySchema.optional(),
  allowBroad: z.boolean().optional(),
  rejectBroad: z.boolean().optional(),
});

export type ClassifyRequest = z.input<typeof classifyRequestSchema>;

export type Evaluation = {
  classification: Classification;
  cap: CapLookup;
  preflight: Preflight;
  reminder: string | null;
  contract: PreflightContract;
};

/** The whole preflight for one question: classifier, budget, outcome, reminder, contract. */
export function evaluateQuestion(request: ClassifyRequest): Evaluation {
  const classification = classifyQuestion(request.question);
  const modelProfileId = request.modelProfile ?? HERMES_PROFILE_ID;
  const preflight = runPreflight({
    question: request.question,
    classification,
    modelProfileId,
    mode: request.mode,
    policy: request.policy,
    allowBroad: request.allowBroad,
    rejectBroad: request.rejectBroad,
  });
  const cap = capForIntensity(classification.intensity, {
    modelProfileId,
    overrides: preflight.policy.quantifier_caps_by_intensity,
    explicitCount: classification.explicitCount,
  });
  const reminder = buildReminder({
    intensity: classification.intensity,
    scopeBoundHint: classification.scopeBoundHint,
    cap: preflight.lookedUpCap,
    mode: preflight.mode,
    policy: preflight.policy,
    allowBroad: preflight.allowBroad,
  });
  return { classification, cap, preflight, reminder, contract: buildContract(preflight) };
}
