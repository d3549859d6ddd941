import { PHRASES_BY_FIRST_WORD, type Phrase, type Rung } from "./lexicon";
import { rankIntensity } from "../ladder/rungs";
import type { Token } from "./tokenize";

/** NEUTRAL phrases outrank every rung: they exist to shadow the surfaces they contain. */
export function rankRung(rung: Rung): number {
  return rung === "NEUTRAL" ? Number.MAX_SAFE_INTEGER : rankIntensity(rung);
}

function comparePhrases(a: Phrase, b: Phrase): number {
  return b.words.length - a.words.length || rankRung(b.rung) - rankRung(a.rung);
}

/** The phrases opening with one word: the one-word phrase to take, and the longer ones by their second word. */
type Entry = { single: Phrase | null; bySecondWord: ReadonlyMap<string, readonly Phrase[]> };

// Longest first, then strongest, listed order kept on ties (a stable sort): the first phrase that matches is the one to take.
function indexEntry(phrases: readonly Phrase[]): Entry {
  const sorted = [...phrases].sort(comparePhrases);
  const bySecondWord = new Map<string, Phrase[]>();
  for (const phrase of sorted) {
    const second = phrase.words[1];
    if (second !== undefined) bySecondWord.set(second, [...(bySecondWord.get(second) ?? []), phrase]);
  }
  return { single: sorted.find((phrase) => phrase.words.length === 1) ?? null, bySecondWord };
}

const ENTRIES: ReadonlyMap<string, Entry> = new Map([...PHRASES_BY_FIRST_WORD].map(([word, phrases]) => [word, indexEntry(phrases)]));

function matchesRest(tokens: readonly Token[], index: number, words: readonly string[]): boolean {
  for (let offset = 2; offset < words.length; offset += 1) {
    if (tokens[index + offset]?.text !== words[offset]) return false;
  }
  return true;
}

/** The longest lexicon phrase at index (the strongest among equally long ones): two map lookups, then the few phrases sharing both words. */
export function findLongestPhrase(tokens: readonly Token[], index: number): Phrase | null {
  const entry = ENTRIES.get(tokens[index]?.text ?? "");
  if (entry === undefined) return null;
  for (const phrase of entry.bySecondWord.get(tokens[index + 1]?.text ?? "") ?? []) if (matchesRest(tokens, index, phrase.words)) return phrase;
  return entry.single;
}

/** Plain phrases as words, keyed by their first word, longest first: one lookup finds the few worth matching at a token. */
export type PhraseIndex = ReadonlyMap<string, (readonly string[])[]>;

export function indexByFirstWord(phrases: readonly string[]): PhraseIndex {
  const byFirst = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) {
    const words = phrase.split(" ");
    byFirst.set(words[0] ?? "", [...(byFirst.get(words[0] ?? "") ?? []), words]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return byFirst;
}
