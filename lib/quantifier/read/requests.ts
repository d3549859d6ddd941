import { DETERMINERS } from "../data/grammar-words";
import { GIVING_VERBS, LEARNING_VERB_PHRASES, REQUEST_OPENINGS, TELLING_NOUNS, TELLING_VERB_PHRASES, WISH_OPENINGS } from "../data/request-words";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** An open request: token range [start, end) of the words that make it one ("bring me up to speed on"). */
export type Request = { start: number; end: number };

const OBJECTS = new Set(["me", "us"]);
const TOPIC_WORDS = new Set(["of", "on", "about", "to", "for"]);
const WISHERS = new Set(["i'd", "i", "would", "we'd", "we", "really"]);
const MAX_ADJECTIVES = 2;

function split(phrases: readonly string[]): (readonly string[])[] {
  return phrases.map((phrase) => phrase.split(" ")).sort((a, b) => b.length - a.length);
}

const VERB_PHRASES = split(TELLING_VERB_PHRASES);
const LEARNING_PHRASES = split(LEARNING_VERB_PHRASES);
const OPENINGS = split(REQUEST_OPENINGS);
const WISHES = split(WISH_OPENINGS);
/** Every word a request can open with, for a one-lookup screen before the phrase search. */
const OPENING_WORDS: ReadonlySet<string> = new Set([...VERB_PHRASES, ...OPENINGS, ...WISHES].map((words) => words[0] ?? ""));

/** The words at index, "me" standing for "me" or "us"; returns the index after them, or -1. */
function matchWords(tokens: Tokens, index: number, words: readonly string[]): number {
  for (let offset = 0; offset < words.length; offset += 1) {
    const text = tokens[index + offset]?.text ?? "";
    if (text !== words[offset] && !(words[offset] === "me" && OBJECTS.has(text))) return -1;
  }
  return index + words.length;
}

function matchFirst(tokens: Tokens, index: number, phrases: readonly (readonly string[])[]): number {
  for (const words of phrases) {
    const end = matchWords(tokens, index, words);
    if (end !== -1) return end;
  }
  return -1;
}

/** "a quick summary of", "the lowdown on", "some background on": a noun of telling with its topic word. Returns the index after it, or -1. */
function matchTellingNoun(tokens: Tokens, index: number): number {
  let cursor = DETERMINERS.has(tokens[index]?.text ?? "") || tokens[index]?.text === "some" ? index + 1 : index;
  for (let adjectives = 0; adjectives <= MAX_ADJECTIVES; adjectives += 1) {
    if (TELLING_NOUNS.has(tokens[cursor]?.text ?? "") && TOPIC_WORDS.has(tokens[cursor + 1]?.text ?? "")) return cursor + 2;
    cursor += 1;
  }
  return -1;
}

/** "give me a primer on", "provide an overview of", "I'd like a summary of": a noun of telling handed over. */
function matchGiving(tokens: Tokens, index: number): number {
  let cursor = index;
  while (WISHERS.has(tokens[cursor]?.text ?? "")) cursor += 1;
  if (!GIVING_VERBS.has(tokens[cursor]?.text ?? "")) return -1;
  cursor += 1;
  while (OBJECTS.has(tokens[cursor]?.text ?? "")) cursor += 1;
  return matchTellingNoun(tokens, cursor);
}

/** The request at a position where a verb may open one (the start, or after "please", "can you", ...). */
function readRequestAt(tokens: Tokens, index: number): number {
  const verb = matchFirst(tokens, index, VERB_PHRASES);
  if (verb !== -1) return verb;
  const wish = matchFirst(tokens, index, WISHES);
  const learning = wish === -1 ? -1 : matchFirst(tokens, wish, LEARNING_PHRASES);
  if (learning !== -1) return learning;
  return matchGiving(tokens, index);
}

/**
 * A request to be told about a topic, in other words than the ticket's surfaces: a verb of telling
 * where a request opens ("Bring me up to speed on …", "Could you outline …", "I'd like to learn
 * about …"), a noun of telling handed over ("Give me the lowdown on …"), or asked for alone ("A
 * brief recap of …, please"). The topic must follow: "Outline." alone asks nothing.
 */
export function findOpenRequest(tokens: Tokens): Request | null {
  if (!OPENING_WORDS.has(tokens[0]?.text ?? "") && matchTellingNoun(tokens, 0) === -1 && matchGiving(tokens, 0) === -1) return null;
  let index = 0;
  for (;;) {
    const end = readRequestAt(tokens, index);
    if (end !== -1 && end < tokens.length) return { start: index, end };
    const opening = matchFirst(tokens, index, OPENINGS);
    if (opening === -1) break;
    index = opening;
  }
  const fragment = matchTellingNoun(tokens, 0);
  return fragment !== -1 && fragment < tokens.length ? { start: 0, end: fragment } : null;
}
