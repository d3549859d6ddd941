import { DETERMINERS } from "../data/grammar-words";
import { LIST_VERBS } from "../data/question-words";
import { isPlural } from "./list-words";
import type { Marker } from "./markers";
import type { Token } from "./tokenize";

const VERB_LEADS = new Set(["please", "can", "could", "would", "will", "you", "to", "and", "then", "also", "now", "just", "kindly"]);
const OBJECT_PRONOUNS = new Set(["me", "us"]);
const PHRASE_STOPS = new Set([
  "of",
  "in",
  "on",
  "at",
  "for",
  "from",
  "by",
  "with",
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "where",
  "when",
  "to",
  "and",
  "or",
  "as",
  "than",
  "since",
  "during",
  "between",
  "among",
  "under",
  "over",
  "about",
  "is",
  "are",
  "was",
  "were",
  "has",
  "have",
  "had",
  "like",
  "including",
]);
const MAX_PHRASE_TOKENS = 6;

function isVerbUse(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || !LIST_VERBS.has(token.text)) return false;
  return previous === undefined || token.breakBefore || VERB_LEADS.has(previous.text);
}

function findPhraseEnd(tokens: readonly Token[], start: number): number {
  let end = start;
  while (end < tokens.length && end - start < MAX_PHRASE_TOKENS) {
    const token = tokens[end];
    if (token === undefined || PHRASE_STOPS.has(token.text) || (end > start && token.breakBefore)) break;
    end += 1;
  }
  return end;
}

function startsMarker(markers: readonly Marker[], index: number): boolean {
  for (const marker of markers) if (marker.start === index) return true;
  return false;
}

function hasPluralNoun(tokens: readonly Token[], start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const text = tokens[index]?.text ?? "";
    if (!DETERMINERS.has(text) && isPlural(text)) return true;
  }
  return false;
}

function readSignal(tokens: readonly Token[], verb: number, markers: readonly Marker[]): Marker | null {
  let start = verb + 1;
  while (OBJECT_PRONOUNS.has(tokens[start]?.text ?? "")) start += 1;
  const end = findPhraseEnd(tokens, start);
  if (end <= start) return null;
  for (let index = start; index < end; index += 1) if (startsMarker(markers, index)) return null;
  const first = tokens[start]?.text ?? "";
  const determined = DETERMINERS.has(first) || first.endsWith("'s");
  // The plural may be followed by a modifier: "painters active between …", "rivers longer than …".
  if (!hasPluralNoun(tokens, start, end)) return null;
  return { rung: determined ? "ALL" : "MANY", start: verb, end: verb + 1, count: null, kind: "list" };
}

/**
 * List-shape verbs are the weakest signal: a quantifier, count or determiner in the object
 * phrase decides; "the" + plural reads as the whole definite set, a bare plural as MANY.
 */
export function findListVerbSignal(tokens: readonly Token[], markers: readonly Marker[]): Marker | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isVerbUse(tokens, index)) continue;
    const signal = readSignal(tokens, index, markers);
    if (signal !== null) return signal;
  }
  return null;
}
