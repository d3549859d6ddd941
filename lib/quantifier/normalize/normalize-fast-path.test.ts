import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPlainAscii, normalizeFully, normalizeQuestion } from "./normalize";

// Characters the disguise pattern and the decoders care about, so random text often sits on an edge.
const EDGY = [..."aAlLeEvVyY4@$|_1 0.-*\t\n%&#;x6Z"];
const edgyText = fc.array(fc.constantFrom(...EDGY), { maxLength: 24 }).map((chars) => chars.join(""));
const asciiText = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const anyText = fc.oneof(edgyText, asciiText, fc.string({ maxLength: 20 }));

const LABELLED: string[] = readFileSync(join(import.meta.dirname, "..", "fixtures", "labelled-questions.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => (JSON.parse(line) as { question: string }).question);

describe("plain-ASCII fast path", () => {
  it("gives the full pipeline's output on random text and on every labelled question", () => {
    fc.assert(
      fc.property(anyText, (text) => normalizeQuestion(text) === normalizeFully(text)),
      { numRuns: 20_000 },
    );
    expect(LABELLED.filter((question) => normalizeQuestion(question) !== normalizeFully(question))).toEqual([]);
  });

  it("takes plain questions and leaves disguises, escapes and non-ASCII to the full pipeline", () => {
    expect(["What is the capital of France?", "top 3 winners of the 2024 tour de france (7)", "Who won in 1999, and why?"].map(isPlainAscii)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["a l l", "Is it a U S state?", "e.v.e.r.y", "4ll", "a11", "@ll", "aII", "%61ll", "&#97;ll", "\u00e1ll", "x_y_z"].map(isPlainAscii)).toEqual(
      Array(11).fill(false),
    );
  });
});
