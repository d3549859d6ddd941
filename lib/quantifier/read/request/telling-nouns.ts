import { DETERMINERS } from "../../data/grammar-words";
import { DEFINITE_TELLING_NOUNS, DETERMINED_TELLING_NOUNS, TELLING_NOUN_PHRASES, TELLING_NOUNS, THING_TELLING_NOUNS } from "../../data/request-words";
import type { Token } from "../tokenize";

type Tokens = readonly Token[];

/** The words that put a topic after a noun of telling: "a primer on", "the story behind", "a crash course in", "the deal with". */
const TOPIC_WORDS = new Set(["of", "on", "upon", "about", "to", "for", "in", "behind", "with", "into", "regarding", "concerning"]);
const MAX_ADJECTIVES = 2;
// "the whole history of jazz" is read by its quantifier (ALL), as "the whole story" is (COMPREHENSIVE).
const QUANTIFYING_ADJECTIVES = new Set(["whole", "entire"]);
const NOUN_PHRASES = TELLING_NOUN_PHRASES.map((phrase) => phrase.split(" ")).sort((a, b) => b.length - a.length);

/** Every word a noun of telling can open with, for a one-lookup screen. */
export const TELLING_NOUN_WORDS: ReadonlySet<string> = new Set([...TELLING_NOUNS, ...NOUN_PHRASES.map((words) => words[0] ?? "")]);

/** The end of the noun of telling at index ("primer", "crash course", "lay of the land"), or -1. */
const PHRASE_FIRST_WORDS: ReadonlySet<string> = new Set(NOUN_PHRASES.map((words) => words[0] ?? ""));

function readNoun(tokens: Tokens, index: number, first: string): number {
  const text = tokens[index]?.text ?? "";
  if (!TELLING_NOUNS.has(text) && !PHRASE_FIRST_WORDS.has(text)) return -1;
  for (const words of NOUN_PHRASES) {
    if (words[0] !== text) continue;
    if (words.every((word, offset) => tokens[index + offset]?.text === word)) return index + words.length;
  }
  if (!TELLING_NOUNS.has(text)) return -1;
  if (DEFINITE_TELLING_NOUNS.has(text) && first !== "the") return -1;
  return DETERMINED_TELLING_NOUNS.has(text) && !DETERMINERS.has(first) ? -1 : index + 1;
}

/**
 * "a quick summary of", "the lowdown on", "some background on", "a crash course in", "the story behind":
 * a noun of telling, at most two adjectives before it, and the word that opens its topic. Returns the
 * index after that word, or -1.
 */
export function matchTellingNoun(tokens: Tokens, index: number): number {
  const first = tokens[index]?.text ?? "";
  const determiner = DETERMINERS.has(first) || first === "some";
  let cursor = determiner ? index + 1 : index;
  for (let adjectives = 0; adjectives <= MAX_ADJECTIVES; adjectives += 1) {
    const end = readNoun(tokens, cursor, first);
    if (end !== -1 && TOPIC_WORDS.has(tokens[end]?.text ?? "")) return end + 1;
    // An adjective is no determiner: "Translate the summary of …" is no fragment.
    if (QUANTIFYING_ADJECTIVES.has(tokens[cursor]?.text ?? "") || DETERMINERS.has(tokens[cursor]?.text ?? "")) return -1;
    cursor += 1;
  }
  return -1;
}

const WHAT_CONTRACTED = new Set(["what's", "whats"]);
const WHAT_COPULAS = new Set(["is", "was", "are"]);

/** "What's the story behind …", "What's your take on …": a question that asks for a noun of telling. Returns the index after it, or -1. */
export function matchAskedTellingNoun(tokens: Tokens, index: number): number {
  const text = tokens[index]?.text ?? "";
  const the = WHAT_CONTRACTED.has(text) ? index + 1 : text === "what" && WHAT_COPULAS.has(tokens[index + 1]?.text ?? "") ? index + 2 : -1;
  const determiner = tokens[the]?.text;
  if (the === -1 || (determiner !== "the" && determiner !== "your") || THING_TELLING_NOUNS.has(tokens[the + 1]?.text ?? "")) return -1;
  return matchTellingNoun(tokens, the);
}

/** "What's minimalism all about?": "all about" closing a "what is" sentence asks what the topic is, at length. Index is "all"; returns the end, or -1. */
export function matchAllAbout(tokens: Tokens, index: number): number {
  const all = tokens[index];
  const about = tokens[index + 1];
  if (all === undefined || about?.text !== "about" || tokens[index + 2]?.sentence === all.sentence) return -1;
  const what = tokens[all.sentence]?.text ?? "";
  const whatIs = what === "what's" || what === "whats" || what === "what";
  return whatIs && index - all.sentence >= 2 ? index + 2 : -1;
}
