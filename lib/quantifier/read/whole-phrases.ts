import { ACCOUNT_NOUNS, COMPLETE_WORDS, ENTIRE_WORDS, MEMBERSHIP_NOUNS } from "../data/whole-words";
import type { Rung } from "./lexicon";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** The whole of something: COMPREHENSIVE (an account of everything) or ALL (a set's members) over [start, end). */
export type WholePhrase = { rung: Rung; start: number; end: number; count: null };

const OPENERS = new Set(["the", "a", "an", "their", "his", "her", "its", "your", "my", "our"]);
const MAX_MODIFIERS = 3;

/** Every word a whole phrase can open with, for the scan's one-lookup screen. */
export const WHOLE_OPENING_WORDS: ReadonlySet<string> = OPENERS;

/**
 * "the complete history of", "a full list of", "an all-inclusive list of", "the full, unabridged story
 * of", "the entire timeline of" ask for everything (COMPREHENSIVE); "the entire roster of", "the whole
 * lineup of", "the entire set of" ask for every member (ALL). The adjectives and nouns are data
 * (data/whole-words.ts); "full moon" or "the whole day" name no account and read nothing.
 */
export function findWholePhrase(tokens: Tokens, index: number): WholePhrase | null {
  if (!OPENERS.has(tokens[index]?.text ?? "")) return null;
  const sentence = tokens[index]?.sentence;
  let complete = false;
  let entire = false;
  for (let cursor = index + 1; cursor <= index + 1 + MAX_MODIFIERS; cursor += 1) {
    const token = tokens[cursor];
    if (token === undefined || token.sentence !== sentence) return null;
    // "line-up" is one noun: its first half names it.
    const text = token.text === "line" && tokens[cursor + 1]?.text === "up" ? "lineup" : token.text;
    const end = text === "lineup" && token.text === "line" ? cursor + 2 : cursor + 1;
    // The span starts after the determiner, as the ladder's own "complete list" does.
    if (complete || entire) {
      if (ACCOUNT_NOUNS.has(text)) return { rung: "COMPREHENSIVE", start: index + 1, end, count: null };
      if (MEMBERSHIP_NOUNS.has(text)) return { rung: complete ? "COMPREHENSIVE" : "ALL", start: index + 1, end, count: null };
    }
    complete = complete || COMPLETE_WORDS.has(text);
    entire = entire || ENTIRE_WORDS.has(text);
  }
  return null;
}
