import type { ClosedClass } from "../data/closed-class";
import { CLOSED_CLASSES } from "../data/closed-classes";
import { isFrequencyUnit } from "../read/listed-time";
import type { Token } from "../read/tokenize";

type Tokens = readonly Token[];
/** A closed class named at [start, end). */
export type ClassMention = { start: number; end: number; closed: ClosedClass };

function stripPossessive(text: string): string {
  return text.endsWith("'s") ? text.slice(0, -2) : text;
}

/** singular: the phrase's plural made singular, which names the class only after "every", "each", "any" or "which". */
type Entry = { words: readonly string[]; closed: ClosedClass; singular: boolean };
const DISTRIBUTIVES = new Set(["every", "each", "any", "which"]);
const BY_FIRST_WORD = new Map<string, Entry[]>();
// Keyed by the first word without a possessive, as a token is looked up: "vishnu's avatars" under "vishnu".
function addEntry(words: readonly string[], closed: ClosedClass, singular: boolean): void {
  const key = stripPossessive(words[0] ?? "");
  const entries = BY_FIRST_WORD.get(key);
  if (entries === undefined) BY_FIRST_WORD.set(key, [{ words, closed, singular }]);
  else entries.push({ words, closed, singular });
}

// Words ending in s that have no singular apart ("bear species", "Brahms symphonies", "Mars moons").
const NO_SINGULAR = new Set(["species", "series", "brahms", "mars"]);

/** "bones" → "bone", "princesses" → "princess", "ies" → "y"; null for a word that is no plural ("us", "paris"). */
function singularOf(word: string): string | null {
  if (NO_SINGULAR.has(word) || word.includes("'")) return null;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") && !/(?:ss|us|is)$/.test(word) ? word.slice(0, -1) : null;
}

/** The phrase with its first plural made singular: the head noun, first ("bones of the hand") or after its modifiers ("UK prime ministers"). */
function singularPhraseOf(words: readonly string[]): readonly string[] | null {
  for (let index = 0; index < words.length; index += 1) {
    const singular = singularOf(words[index] ?? "");
    if (singular !== null) return [...words.slice(0, index), singular, ...words.slice(index + 1)];
  }
  return null;
}

for (const closed of CLOSED_CLASSES) {
  for (const phrase of closed.phrases) {
    const words = phrase.split(" ");
    addEntry(words, closed, false);
    // A phrase of several words whose head is plural also names the class with its singular after "every" or "each".
    const singular = words.length > 1 ? singularPhraseOf(words) : null;
    if (singular !== null && !closed.phrases.includes(singular.join(" "))) addEntry(singular, closed, true);
  }
}
for (const entries of BY_FIRST_WORD.values()) entries.sort((a, b) => b.words.length - a.words.length);

// "once a month", "per month", "next month": a time word counted as a frequency or naming one time names no set; nor does "every month" unless a list asks for the months.
const FREQUENCY_BEFORE = new Set(["per", "a", "an", "one", "next", "last", "this", "that", "same", "following", "previous"]);
const TIME_CLASSES = new Set(["months", "weekdays"]);

// "in the ocean", "on the planet", "across the continent": one of the class as a place, not the class.
const PLACE_PREPOSITIONS = new Set([
  "in",
  "on",
  "at",
  "of",
  "across",
  "under",
  "into",
  "onto",
  "from",
  "beneath",
  "below",
  "around",
  "near",
  "to",
  "over",
  "through",
  "throughout",
]);

function isPlaceMention(tokens: Tokens, index: number, words: readonly string[], closed: ClosedClass): boolean {
  const word = words[0] ?? "";
  // Only the singular of a class of places or things: "the ocean", "the planet"; "the NFL" names the whole class.
  if (words.length !== 1 || !closed.phrases.includes(`${word}s`)) return false;
  return tokens[index - 1]?.text === "the" && PLACE_PREPOSITIONS.has(tokens[index - 2]?.text ?? "");
}

/** "the EU AI Act", "the NATO Summit": a class's name inside a longer name names that thing, not the class. */
function isInsideName(tokens: Tokens, end: number): boolean {
  const next = tokens[end];
  return next !== undefined && next.capitalized && !next.breakBefore && next.sentence !== end && tokens[end + 1]?.capitalized === true;
}

const MEMBER_LOOKBACK = 6;

/**
 * "NFL teams", "NBA's teams", "the teams in the NFL", "justices on the Supreme Court": a head noun names the
 * class's members; so does one a few words before it in its sentence, its subject ("Has any country left NATO?").
 */
function hasMemberHead(tokens: Tokens, start: number, end: number, heads: readonly string[]): boolean {
  if (heads.includes(tokens[end]?.text ?? "") || heads.includes(tokens[end + 1]?.text ?? "")) return true;
  const sentence = tokens[start]?.sentence ?? 0;
  for (let index = start - 1; index >= sentence && index >= start - MEMBER_LOOKBACK; index -= 1) if (heads.includes(tokens[index]?.text ?? "")) return true;
  return false;
}

/**
 * The end of the phrase's words from index, or -1. "of the" may be said "in the", and "human" may follow it: "bones
 * of the hand" is also "bones in the hand" and "bones of the human hand". The last word may carry a possessive.
 */
function matchEnd(tokens: Tokens, index: number, words: readonly string[]): number {
  let cursor = index;
  for (let offset = 0; offset < words.length; offset += 1, cursor += 1) {
    const text = tokens[cursor]?.text ?? "";
    const word = words[offset] as string;
    if (word === "the" && words[offset - 1] === "of" && tokens[cursor + 1]?.text === "human" && text === "the") cursor += 1;
    else if (text === word || (word === "of" && text === "in" && words[offset + 1] === "the")) continue;
    else if (offset < words.length - 1 || stripPossessive(text) !== word) return -1;
  }
  return cursor;
}

/**
 * Whether a closed class's phrase starts at index, its words alone (heads, frequency and names are
 * findClassMention's): the scan opens an anchor at a class's first word only where its phrase follows.
 */
export function startsClassPhrase(tokens: Tokens, index: number): boolean {
  for (const { words } of BY_FIRST_WORD.get(stripPossessive(tokens[index]?.text ?? "")) ?? []) if (matchEnd(tokens, index, words) !== -1) return true;
  return false;
}

/** Every word a closed class's phrase can open with. */
export const CLASS_OPENING_WORDS: ReadonlySet<string> = new Set(BY_FIRST_WORD.keys());

/** The closed class named at index, if any (longest phrase first). */
export function findClassMention(tokens: Tokens, index: number): ClassMention | null {
  const entries = BY_FIRST_WORD.get(stripPossessive(tokens[index]?.text ?? ""));
  if (entries === undefined) return null;
  for (const { words, closed, singular } of entries) {
    const end = matchEnd(tokens, index, words);
    if (end === -1 || (singular && !DISTRIBUTIVES.has(tokens[index - 1]?.text ?? ""))) continue;
    const frequency =
      words.length === 1 && TIME_CLASSES.has(closed.name) && (FREQUENCY_BEFORE.has(tokens[index - 1]?.text ?? "") || isFrequencyUnit(tokens, index));
    const heads = closed.heads;
    const unheaded = heads !== undefined && !words.some((word) => heads.includes(word)) && !hasMemberHead(tokens, index, end, heads);
    const named = isInsideName(tokens, end);
    return frequency || unheaded || named || isPlaceMention(tokens, index, words, closed) ? null : { start: index, end, closed };
  }
  return null;
}
