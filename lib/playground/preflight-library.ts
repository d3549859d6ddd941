import { classifyBatch, compareRungDistributions, evaluateQuestion, QuestionError, type ClassifyRequest, type Evaluation } from "@/lib/quantifier";
import { summarizeOutcome, type OutcomeSummary } from "./outcome-summary";

/** A question read as POST /api/classify reads it, with its outcome in words, or why it cannot be read. */
export type QuestionReading = { evaluation: Evaluation; summary: OutcomeSummary } | { problem: string };

export function readPlaygroundQuestion(request: ClassifyRequest): QuestionReading {
  try {
    const evaluation = evaluateQuestion(request);
    return { evaluation, summary: summarizeOutcome(request, evaluation) };
  } catch (error) {
    if (error instanceof QuestionError) return { problem: error.message };
    throw error;
  }
}

export { classifyBatch, compareRungDistributions };
