import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intensitySchema, scopeBoundHintSchema } from "../ladder/rungs";
import { classifyQuestion } from "./classify";

const labelSchema = z.strictObject({
  question: z.string().min(1),
  intensity: intensitySchema,
  explicitCount: z.number().int().positive().nullable(),
  scope: scopeBoundHintSchema,
  // "fresh": written after the first build, to check the rules on questions they were not made from.
  category: z.enum(["inequality", "open-request", "count-shape", "not-a-count", "compound-idiom-name", "every-list", "scope", "ladder", "fresh"]),
});
type Label = z.infer<typeof labelSchema>;

const LABELS: Label[] = readFileSync(join(import.meta.dirname, "..", "fixtures", "dev-questions.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => labelSchema.parse(JSON.parse(line)));

function describeMiss(label: Label): string | null {
  const result = classifyQuestion(label.question);
  const misses = [
    result.intensity === label.intensity ? null : `rung ${result.intensity}`,
    result.explicitCount === label.explicitCount ? null : `count ${result.explicitCount}`,
    result.scopeBoundHint === label.scope ? null : `scope ${result.scopeBoundHint}`,
  ].filter((miss) => miss !== null);
  return misses.length === 0 ? null : `[${label.category}] ${label.question} → ${misses.join(", ")}`;
}

describe("development set (issue 35 categories, written for this project, not the blind sets)", () => {
  it("holds at least 300 questions over the nine categories", () => {
    expect(LABELS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(LABELS.map((label) => label.category)).size).toBe(9);
  });

  it("reads every rung, count and scope hint right", () => {
    const misses = LABELS.map(describeMiss).filter((miss) => miss !== null);
    process.stdout.write(`development set: ${LABELS.length - misses.length}/${LABELS.length} fully right\n`);
    expect(misses).toEqual([]);
  });
});
