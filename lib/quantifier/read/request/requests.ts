import {
  GERUND_TELLING_PHRASES,
  GIVING_VERBS,
  LEARNING_VERB_PHRASES,
  REQUEST_OPENINGS,
  TELLING_VERB_PHRASES,
  TOPIC_FIRST_REQUESTS,
  WISH_OPENINGS,
} from "../../data/request-words";
import { SUMMARY_IDIOMS } from "../../data/request-verbs";
import { readNumber } from "../numbers";
import type { Token } from "../tokenize";
import { isRequestVerb, readShapedRequest, readVerb } from "./request-shape";
import { matchAllAbout, matchAskedTellingNoun, matchTellingNoun, TELLING_NOUN_WORDS } from "./telling-nouns";
import { indexByFirstWord, type PhraseIndex } from "../phrase-index";

type Tokens = readonly Token[];
/**
 * How a request was read: a phrase of telling ("tell me about"), a verb of telling in its frame
 * ("unpack …", "clue me in on …"), a noun of telling given or asked for ("the lowdown on"), a wish to
 * learn ("I'd like to learn about"), or an idiom of summing up ("in a nutshell").
 */
export type RequestShape = "phrase" | "verb" | "noun" | "learning" | "idiom";
/** An open request: token range [start, end) of the words that make it one ("bring me up to speed on"). */
export type Request = { start: number; end: number; shape: RequestShape };
type Read = { end: number; shape: RequestShape };

const OBJECTS = new Set(["me", "us"]);
const YOU = new Set(["you", "u", "ya"]);
const WISHERS = new Set(["i'd", "i", "would", "we'd", "we", "really"]);
const PARTICLES_AFTER_GIVING = new Set(["together", "up"]);
const WHAT = new Set(["what's", "whats", "what"]);

const VERB_PHRASES = indexByFirstWord(TELLING_VERB_PHRASES);
const GERUND_PHRASES = indexByFirstWord(GERUND_TELLING_PHRASES);
const TOPIC_FIRST = indexByFirstWord(TOPIC_FIRST_REQUESTS);
const LEARNING_PHRASES = indexByFirstWord(LEARNING_VERB_PHRASES);
const OPENINGS = indexByFirstWord(REQUEST_OPENINGS);
const WISHES = indexByFirstWord(WISH_OPENINGS);
const IDIOMS = indexByFirstWord(SUMMARY_IDIOMS);
const IDIOM_WORDS: ReadonlySet<string> = new Set([...IDIOMS.keys(), "all"]);

/** The words at index, "me" standing for "me" or "us" and "you" for "you" or "u"; returns the index after them, or -1. */
function matchWords(tokens: Tokens, index: number, words: readonly string[]): number {
  for (let offset = 0; offset < words.length; offset += 1) {
    const text = tokens[index + offset]?.text ?? "";
    const word = words[offset];
    if (text !== word && !(word === "me" && OBJECTS.has(text)) && !(word === "you" && YOU.has(text))) return -1;
  }
  return index + words.length;
}

function matchFirst(tokens: Tokens, index: number, phrases: PhraseIndex): number {
  for (const words of phrases.get(tokens[index]?.text ?? "") ?? []) {
    const end = matchWords(tokens, index, words);
    if (end !== -1) return end;
  }
  return -1;
}

/**
 * "give me a primer on", "hit me with the basics of", "put together a write-up on", "tell me the story
 * of", "I'd like a summary of": a verb hands over a noun of telling.
 */
function matchGiving(tokens: Tokens, index: number): number {
  let cursor = index;
  while (WISHERS.has(tokens[cursor]?.text ?? "")) cursor += 1;
  if (!GIVING_VERBS.has(readVerb(tokens, cursor))) return -1;
  cursor += 1;
  if (PARTICLES_AFTER_GIVING.has(tokens[cursor]?.text ?? "")) cursor += 1;
  while (OBJECTS.has(tokens[cursor]?.text ?? "")) cursor += 1;
  if (tokens[cursor]?.text === "with") cursor += 1;
  return matchTellingNoun(tokens, cursor);
}

/** A topic follows, and it is no number: "Break down 360 …", "Give me about a dozen …" ask for no telling. */
function hasTopic(tokens: Tokens, end: number): boolean {
  return end !== -1 && end < tokens.length && readNumber(tokens, end) === null;
}

/** The request at a position where a verb may open one (a sentence start, or after "please", "can you", ...). */
function readRequestAt(tokens: Tokens, index: number): Read | null {
  const phrase = matchFirst(tokens, index, VERB_PHRASES);
  if (hasTopic(tokens, phrase)) return { end: phrase, shape: "phrase" };
  const wish = matchFirst(tokens, index, WISHES);
  const learning = wish === -1 ? -1 : matchFirst(tokens, wish, LEARNING_PHRASES);
  if (hasTopic(tokens, learning)) return { end: learning, shape: "learning" };
  // "I'd love to hear your take on …": a wish to be handed a noun of telling.
  const heard = wish !== -1 && tokens[wish]?.text === "hear" ? matchTellingNoun(tokens, wish + 1) : -1;
  if (hasTopic(tokens, heard)) return { end: heard, shape: "noun" };
  const giving = matchGiving(tokens, index);
  if (hasTopic(tokens, giving)) return { end: giving, shape: "noun" };
  const shaped = readShapedRequest(tokens, index);
  return hasTopic(tokens, shaped) ? { end: shaped, shape: "verb" } : null;
}

const INTENSIFIERS = new Set(["absolutely", "literally", "just", "simply", "really"]);

/**
 * "Explain everything about …", "teach me everything on …": a request whose object is "everything"
 * asks for it all, as the ticket's "tell me everything" does (COMPREHENSIVE). Returns the end of
 * "everything", or -1.
 */
export function readExhaustiveObject(tokens: Tokens, end: number): number {
  let cursor = end;
  while (OBJECTS.has(tokens[cursor]?.text ?? "") || INTENSIFIERS.has(tokens[cursor]?.text ?? "")) cursor += 1;
  return tokens[cursor]?.text === "everything" && tokens[cursor]?.breakBefore !== true ? cursor + 1 : -1;
}

/** Every word a request can open with, for a one-lookup screen before the phrase search. */
const OPENING_WORDS: ReadonlySet<string> = new Set([
  ...VERB_PHRASES.keys(),
  ...OPENINGS.keys(),
  ...WISHES.keys(),
  ...TELLING_NOUN_WORDS,
  ...GIVING_VERBS,
  "what's",
  "whats",
  "what",
]);

const NOUN_LOOKAHEAD = 4;

/** Most sentences open no request: a lookup, the next word and a short look for a noun of telling spare them the readers. */
function mayOpenRequest(tokens: Tokens, index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (OPENING_WORDS.has(text) || isRequestVerb(text) || OBJECTS.has(tokens[index + 1]?.text ?? "")) return true;
  for (let ahead = index + 1; ahead <= index + NOUN_LOOKAHEAD; ahead += 1) if (TELLING_NOUN_WORDS.has(tokens[ahead]?.text ?? "")) return true;
  return false;
}

/** The request in the sentence that opens at index: past its openings ("hey", "can you", "would you mind"), or as a fragment. */
function readSentence(tokens: Tokens, start: number): Request | null {
  if (WHAT.has(tokens[start]?.text ?? "")) {
    // A question word opens no verb: only "what's the story behind …" asks for a noun of telling.
    const asked = matchAskedTellingNoun(tokens, start);
    if (hasTopic(tokens, asked)) return { start, end: asked, shape: "noun" };
    // "What's going on with …" is listed whole, as a phrase of telling.
    const phrase = readRequestAt(tokens, start);
    return phrase === null ? null : { start, ...phrase };
  }
  let index = start;
  for (;;) {
    // "So what's the story with …": an opening before the question that asks for a noun of telling.
    const asked = index > start && WHAT.has(tokens[index]?.text ?? "") ? matchAskedTellingNoun(tokens, index) : -1;
    if (hasTopic(tokens, asked)) return { start: index, end: asked, shape: "noun" };
    const read = readRequestAt(tokens, index);
    if (read !== null) return { start: index, ...read };
    const opening = matchFirst(tokens, index, OPENINGS);
    if (opening === -1) break;
    const gerund = tokens[opening - 1]?.text === "mind" ? matchFirst(tokens, opening, GERUND_PHRASES) : -1;
    if (hasTopic(tokens, gerund)) return { start: index, end: gerund, shape: "phrase" };
    index = opening;
  }
  const fragment = matchTellingNoun(tokens, start);
  return hasTopic(tokens, fragment) ? { start, end: fragment, shape: "noun" } : null;
}

/** "… in a nutshell", or "What's X all about?" closing its sentence: a topic asked to be summed up. */
function readSummaryIdiom(tokens: Tokens, index: number): Request | null {
  const end = matchFirst(tokens, index, IDIOMS);
  if (end !== -1) return { start: index, end, shape: "idiom" };
  const about = matchAllAbout(tokens, index);
  return about === -1 ? null : { start: tokens[index]?.sentence ?? 0, end: about, shape: "idiom" };
}

/** After a comma, a request that closes its sentence asks about the clause before it: "Cricket, fill me in". */
function readTopicFirst(tokens: Tokens, start: number): Request | null {
  const end = matchFirst(tokens, start, TOPIC_FIRST);
  const sentence = tokens[start]?.sentence;
  if (end === -1 || (end < tokens.length && tokens[end]?.sentence === sentence)) return null;
  return { start, end, shape: "phrase" };
}

/**
 * A request to be told about a topic, in other words than the ticket's surfaces, at the start of any
 * sentence: a verb of telling where a request opens ("Bring me up to speed on …", "Could you unpack
 * …", "Clue me in on …", "I'd like to learn about …"), a noun of telling handed over or asked for
 * ("Give me the lowdown on …", "What's the story behind …", "A brief recap of …, please"), or an
 * idiom of summing up ("… in a nutshell?"). The topic must follow: "Outline." alone asks nothing.
 */
export function findOpenRequest(tokens: Tokens): Request | null {
  let idiom: Request | null = null;
  for (let start = 0; start < tokens.length; start += 1) {
    const token = tokens[start];
    if (idiom === null && IDIOM_WORDS.has(token?.text ?? "")) idiom = readSummaryIdiom(tokens, start);
    // A clause opens after a comma as a sentence does: "idk much about crypto, break down the basics?".
    const opens = token?.sentence === start || token?.breakBefore === true;
    if (!opens || !mayOpenRequest(tokens, start)) continue;
    const closing = token?.sentence === start ? null : readTopicFirst(tokens, start);
    if (closing !== null) return closing;
    const request = readSentence(tokens, start);
    if (request !== null) return request;
  }
  return idiom;
}
