import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyQuestion } from "../classify/classify";
import { LATIN_PROTOTYPES } from "./confusables";
import { normalizeQuestion } from "./normalize";

// Every one-word surface of the broad rungs (§9.6 Phase 4), each in a question that needs it.
const BROAD_WORDS: readonly (readonly [string, string])[] = [
  ["all", "What are WORD the planets?"],
  ["every", "Does WORD planet have moons?"],
  ["each", "Does WORD planet have moons?"],
  ["everyone", "Did WORD in the crew survive?"],
  ["everybody", "Did WORD in the crew survive?"],
  ["everything", "Tell me WORD about Rome"],
  ["whatever", "List WORD rivers flow north"],
  ["whoever", "Name WORD won the cup"],
  ["comprehensive", "Give a WORD history of Rome"],
  ["exhaustive", "Give an WORD history of Rome"],
  ["definitive", "Give the WORD history of Rome"],
  ["describe", "WORD the history of Rome"],
  ["explain", "WORD the history of Rome"],
  ["summarize", "WORD the history of Rome"],
  ["discuss", "WORD the history of Rome"],
];

const CONFUSABLES_OF = new Map<string, string[]>();
for (const [source, prototype] of LATIN_PROTOTYPES) {
  const letter = prototype.toLowerCase();
  if (letter.length === 1) CONFUSABLES_OF.set(letter, [...(CONFUSABLES_OF.get(letter) ?? []), source]);
}

function readingOf(question: string): [string, string | null, string] {
  const result = classifyQuestion(question);
  return [result.intensity, result.matchedToken, result.scopeBoundHint];
}

function variantsOf(word: string): string[] {
  const variants: string[] = [];
  [...word].forEach((ch, index) => {
    for (const twin of CONFUSABLES_OF.get(ch) ?? []) variants.push(word.slice(0, index) + twin + word.slice(index + 1));
  });
  return variants;
}

describe("disguised broad words classify as the plain word (TS #39 confusables, marks, spacing, overrides)", () => {
  it.each(BROAD_WORDS)("%s with any one letter replaced by each of its confusables", (word, template) => {
    const plain = readingOf(template.replace("WORD", word));
    const variants = variantsOf(word);
    expect(variants.length).toBeGreaterThan(word.length);
    const misread = variants.filter((variant) => JSON.stringify(readingOf(template.replace("WORD", variant))) !== JSON.stringify(plain));
    expect(misread).toEqual([]);
  });

  it.each(BROAD_WORDS)("%s with combining marks, spelled out, or reversed under an override", (word, template) => {
    const plain = readingOf(template.replace("WORD", word));
    const marks = fc.array(fc.integer({ min: 0x300, max: 0x36f }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.nat(word.length - 1), marks, fc.constantFrom(" ", ".", "-", " . "), (at, codes, gap) => {
        const marked = word.slice(0, at + 1) + String.fromCodePoint(...codes) + word.slice(at + 1);
        expect(readingOf(template.replace("WORD", marked))).toEqual(plain);
        expect(readingOf(template.replace("WORD", [...word].join(gap)))).toEqual(plain);
        expect(readingOf(template.replace("WORD", `\u202E${[...word].reverse().join("")}\u202C`))).toEqual(plain);
      }),
      { numRuns: 25 },
    );
  });
});

describe("questions in other scripts are read as written", () => {
  it.each([
    "Все ли планеты вращаются вокруг Солнца?",
    "Какие реки текут на север?",
    "Расскажи мне всё о Риме",
    "Όλοι οι πλανήτες έχουν δορυφόρους;",
    "Ποιοι ποταμοί ρέουν βόρεια;",
    "Πες μου τα πάντα για τη Ρώμη",
  ])("%s", (question) => {
    expect(normalizeQuestion(question)).toBe(question);
    expect(classifyQuestion(question).normalizedQuestion).toBeNull();
  });

  it("keeps a Russian or Greek word whose look-alike key is an English word", () => {
    // "все" and "ολα" are the Russian and Greek for "all": the script, not the look, decides.
    expect(normalizeQuestion("Все ολα")).toBe("Все ολα");
  });
});
