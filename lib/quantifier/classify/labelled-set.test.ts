import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { classifyQuestion } from "./classify";
import { intensitySchema, scopeBoundHintSchema } from "../ladder/rungs";

const labelSchema = z.strictObject({
  question: z.string().min(1),
  intensity: intensitySchema,
  explicitCount: z.number().int().positive().nullable(),
  scope: scopeBoundHintSchema,
  category: z.enum(["lexical", "count", "title", "denomination", "idiom", "disguise", "script"]),
});
type Label = z.infer<typeof labelSchema>;

const LABELS: Label[] = readFileSync(join(import.meta.dirname, "..", "fixtures", "labelled-questions.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => labelSchema.parse(JSON.parse(line)));

const MIN_INTENSITY_ACCURACY = 0.99;

function describeAccuracy(rows: readonly { label: Label; intensity: string }[]): string[] {
  const byRung = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byRung.set(row.label.intensity, [...(byRung.get(row.label.intensity) ?? []), row]);
  return [...byRung].map(([rung, group]) => {
    const right = group.filter((row) => row.intensity === rung).length;
    return `${rung.padEnd(19)} ${right}/${group.length} (${((100 * right) / group.length).toFixed(1)}%)`;
  });
}

describe("labelled question set: written from the ticket, all ten rungs and every category", () => {
  const rows = LABELS.map((label) => ({ label, result: classifyQuestion(label.question) }));

  it("holds at least 300 questions covering the ten rungs and the seven categories", () => {
    expect(LABELS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(LABELS.map((label) => label.intensity)).size).toBe(10);
    expect(new Set(LABELS.map((label) => label.category)).size).toBe(7);
  });

  it(`reads the intensity of at least ${MIN_INTENSITY_ACCURACY * 100}% of them right, printed per rung`, () => {
    const scored = rows.map(({ label, result }) => ({ label, intensity: result.intensity }));
    const right = scored.filter((row) => row.intensity === row.label.intensity).length;
    process.stdout.write(`labelled set: ${right}/${scored.length} intensities right\n${describeAccuracy(scored).join("\n")}\n`);
    const wrong = scored.filter((row) => row.intensity !== row.label.intensity).map((row) => `${row.label.question} → ${row.intensity}`);
    expect(right / scored.length, wrong.join("\n")).toBeGreaterThanOrEqual(MIN_INTENSITY_ACCURACY);
  });

  it("reads every explicit count and every scope hint exactly", () => {
    const misread = rows
      .filter(({ label, result }) => result.explicitCount !== label.explicitCount || result.scopeBoundHint !== label.scope)
      .map(({ label, result }) => `${label.question}: count ${result.explicitCount} scope ${result.scopeBoundHint}`);
    expect(misread).toEqual([]);
  });
});
