import { LIST_VERBS } from "../data/question-words";
import type { Phrase } from "./lexicon";
import { findLongestPhrase } from "./phrase-index";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

const TIME_QUANTIFIERS = new Set(["every", "each", "all"]);
const RELATIVE_MARKERS = new Set(["when", "that", "where", "whose"]);
const RELATIVE_PREPOSITIONS = new Set(["in", "on", "at", "during", "of"]);
const LISTING_VERBS = new Set([...LIST_VERBS, "give", "show", "find", "tell", "mention", "state", "provide", "down"]);

/** "List every year in which …", "Name every month that …": the time word is what is listed, not how often. */
export function isListedTime(tokens: Tokens, index: number, phrase: Phrase): boolean {
  if (phrase.idiom || phrase.rung !== "NEUTRAL" || phrase.words.length !== 2 || !TIME_QUANTIFIERS.has(phrase.words[0] ?? "")) return false;
  if (LISTING_VERBS.has(tokens[index - 1]?.text ?? "")) return true;
  const after = tokens[index + 2]?.text ?? "";
  return RELATIVE_MARKERS.has(after) || (RELATIVE_PREPOSITIONS.has(after) && tokens[index + 3]?.text === "which");
}

/** "every month", "each year": a frequency (docs/classifier.md, Reading structure), unless the time is what a list asks for. */
export function isFrequencyPhrase(tokens: Tokens, index: number): boolean {
  const phrase = findLongestPhrase(tokens, index);
  return phrase !== null && phrase.words.length === 2 && TIME_QUANTIFIERS.has(phrase.words[0] ?? "") && !phrase.idiom && !isListedTime(tokens, index, phrase);
}
