import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mulberry32, drawIndex } from "../../lib/stats/prng";
import { writeLines } from "./synthetic-run";

const COMMITTED_QA = path.resolve("bench-data/qa");
/** A sweep writes each question's rows together: its modes in turn, each mode's samples in turn. */
const ROWS_PER_QUESTION = 9;

/** Every committed QA row, file by file in name order, as the harness wrote it (key order, spacing, ratio digits). */
export function committedRows(dir = COMMITTED_QA): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort();
  return files.flatMap((name) =>
    readFileSync(path.join(dir, name), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== ""),
  );
}

const QUESTION = /^(\{"question": ")((?:[^"\\]|\\.)*)(")/;

/**
 * The committed rows repeated, each 9-row block (one question: 3 modes × 3 samples) given a question of its own, so
 * `questions` questions make questions × 9 rows. Only the question's text changes, every other byte is the harness's.
 */
export function* harnessRows(questions: number, templates: readonly string[] = committedRows()): Generator<string> {
  if (templates.length % ROWS_PER_QUESTION !== 0) throw new Error(`the committed rows are not whole ${ROWS_PER_QUESTION}-row questions`);
  for (let i = 0; i < questions * ROWS_PER_QUESTION; i += 1) {
    const template = templates[i % templates.length] as string;
    const q = Math.floor(i / ROWS_PER_QUESTION);
    const row = template.replace(QUESTION, (_, open: string, text: string, close: string) => `${open}${text} #${q}${close}`);
    if (row === template) throw new Error(`a committed row does not start with its question: ${template.slice(0, 60)}`);
    yield row;
  }
}

/** Writes the harness-shaped run; returns its rows. */
export function writeHarnessRun(file: string, questions: number): Promise<number> {
  return writeLines(file, harnessRows(questions));
}

/** The row with its keys in a random order, spaced as the harness spaces them (`", "`, `": "`): every value unchanged. */
export function shuffleKeys(line: string, random: () => number): string {
  const entries = Object.entries(JSON.parse(line) as Record<string, unknown>);
  for (let i = entries.length - 1; i > 0; i -= 1) {
    const j = drawIndex(random, i + 1);
    [entries[i], entries[j]] = [entries[j] as [string, unknown], entries[i] as [string, unknown]];
  }
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(", ")}}`;
}

/** The same run with each row's keys shuffled (seeded): what a writer with another key order costs the fast path. */
export function writeShuffledHarnessRun(file: string, questions: number, seed = 36): Promise<number> {
  const random = mulberry32(seed);
  function* shuffled() {
    for (const line of harnessRows(questions)) yield shuffleKeys(line, random);
  }
  return writeLines(file, shuffled());
}
