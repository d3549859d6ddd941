import { z } from "zod";
import { intensitySchema, scopeBoundHintSchema } from "../ladder/rungs";
import { classifyQuestion } from "./classify";

/** A question labelled by hand: the rung, the count and the scope hint a reader expects. */
export const labelledQuestionSchema = z.object({
  question: z.string().min(1),
  intensity: intensitySchema,
  explicitCount: z.number().int().positive().nullable(),
  scope: scopeBoundHintSchema,
  category: z.string().optional(),
});
export type LabelledQuestion = z.infer<typeof labelledQuestionSchema>;

export type LabelMiss = { label: LabelledQuestion; got: { intensity: string; explicitCount: number | null; scope: string } };

export type LabelScore = { questions: number; rung: number; count: number; scope: number; allThree: number; misses: LabelMiss[] };

/** Parses a JSONL file of labelled questions; a bad line throws with its line number. */
export function parseLabelledLines(text: string): LabelledQuestion[] {
  return text.split("\n").flatMap((line, index) => {
    if (line.trim() === "") return [];
    const parsed = labelledQuestionSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`line ${index + 1}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    return [parsed.data];
  });
}

/** Classifies every question and counts the rungs, counts, scope hints and whole readings that match the labels. */
export function scoreLabels(labels: readonly LabelledQuestion[]): LabelScore {
  const score: LabelScore = { questions: labels.length, rung: 0, count: 0, scope: 0, allThree: 0, misses: [] };
  for (const label of labels) {
    const result = classifyQuestion(label.question);
    const rung = result.intensity === label.intensity;
    const count = result.explicitCount === label.explicitCount;
    const scope = result.scopeBoundHint === label.scope;
    score.rung += Number(rung);
    score.count += Number(count);
    score.scope += Number(scope);
    if (rung && count && scope) score.allThree += 1;
    else score.misses.push({ label, got: { intensity: result.intensity, explicitCount: result.explicitCount, scope: result.scopeBoundHint } });
  }
  return score;
}
