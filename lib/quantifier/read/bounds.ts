import { CLOSING_BOUNDS, LEADING_BOUNDS, OPENING_BOUNDS, RANGE_JOINERS, RANGE_OPENERS, TRAILING_BOUNDS } from "../data/bound-words";
import { HUGE_COUNT_BOUND } from "../ladder/profiles";
import { HEDGES } from "../data/grammar-words";
import { IDENTIFIER_LEADS } from "../data/number-words";
import { MEASURE_WORDS } from "../data/measure-words";
import { readCount } from "./counts";
import { mayStartNumber, readNumber, type NumberRead } from "./numbers";
import { isScoreOrFormation } from "./scores";
import type { Token } from "./tokenize";
import { indexByFirstWord } from "./phrase-index";

type Tokens = readonly Token[];
/** A bound on the answer's length: token range [start, end), the bound (null when above HUGE_COUNT_BOUND), and the words that set it. */
export type Bound = { start: number; end: number; count: number | null; huge: boolean; head: string };

const LEADING = indexByFirstWord(LEADING_BOUNDS);
const COMPARISON_SIGNS = new Set(["<", ">"]);
const TRAILING = indexByFirstWord(TRAILING_BOUNDS);
const CLOSING = indexByFirstWord(CLOSING_BOUNDS);
const OPENERS = indexByFirstWord(RANGE_OPENERS);
/** Every word a bound can open with, for the scan's one-lookup screen. */
export const BOUND_OPENING_WORDS: ReadonlySet<string> = new Set([...LEADING.keys(), ...OPENERS.keys()]);

// Words that end the noun phrase a trailing bound may follow: "5 tips minimum", not "5 tips for minimum wage".
const PHRASE_STOPS = new Set(["of", "in", "on", "at", "for", "from", "with", "to", "that", "which", "who", "about", "and", "than", "by", "like"]);
const MAX_PHRASE_WORDS = 3;
const MAX_CLOSING_DISTANCE = 12;

function matchAt(byFirst: ReadonlyMap<string, (readonly string[])[]>, tokens: Tokens, index: number): readonly string[] | null {
  for (const words of byFirst.get(tokens[index]?.text ?? "") ?? []) {
    let offset = 0;
    while (offset < words.length && tokens[index + offset]?.text === words[offset]) offset += 1;
    if (offset === words.length) return words;
  }
  return null;
}

/** A number a bound can take: not a measure ("under 5 km") nor a label ("over Route 66"). */
function readBoundNumber(tokens: Tokens, index: number): NumberRead | null {
  const read = readNumber(tokens, index);
  if (read === null || read.value <= 0 || IDENTIFIER_LEADS.has(tokens[index - 1]?.text ?? "")) return null;
  return MEASURE_WORDS.has(tokens[read.end]?.text ?? "") ? null : read;
}

function isDigits(token: Token | undefined): boolean {
  const code = token?.text.charCodeAt(0) ?? 0;
  return code >= 48 && code <= 57;
}

// A bound keeps its reading anywhere in the question: "Which countries have more than 3 official languages?" asks
// for the countries past the bound, a set the bound limits, not one fact.
function makeBound(start: number, end: number, value: number, head: string): Bound {
  const huge = value > HUGE_COUNT_BOUND;
  return { start, end, count: huge ? null : value, huge, head };
}

/** The index of the range's upper end after low, or -1: a hyphen or en dash, or the joiner word the opener allows. */
function findHighEnd(tokens: Tokens, from: number, low: NumberRead, head: string): number {
  const joiner = tokens[low.end];
  // "3-5" is a range; "7-Eleven" (digits against a word) is a name, "3-1" and "4-3-3" a score and a formation.
  const dash = joiner !== undefined && (joiner.charBefore === 45 || joiner.charBefore === 0x2013);
  if (joiner?.hyphenBefore === true && dash && isDigits(tokens[from]) === isDigits(joiner)) return isScoreOrFormation(tokens, from) ? -1 : low.end;
  // Without an opener only "to" joins a range: "8 and 13" is two numbers, "five or six" a count of six.
  if (head === "") return joiner?.text === "to" ? low.end + 1 : -1;
  return RANGE_JOINERS.has(joiner?.text ?? "") ? low.end + 1 : -1;
}

/** "between 3 and 5", "anywhere from four to seven", "3 to 5 reasons", "3-5 reasons": the larger end bounds the answer. */
function readRange(tokens: Tokens, index: number, from: number, head: string): Bound | null {
  const low = readBoundNumber(tokens, from);
  if (low === null) return null;
  const highAt = findHighEnd(tokens, from, low, head);
  const high = highAt === -1 ? null : readBoundNumber(tokens, highAt);
  if (high === null || (head === "" && high.value <= low.value)) return null;
  return makeBound(index, high.end, Math.max(low.value, high.value), head);
}

/** "5 tips minimum", "10 songs or more", "8 films max", "three reasons, tops": a bound after the counted noun. */
function readAfterPhrase(tokens: Tokens, end: number): { end: number; head: string } | null {
  for (let cursor = end; cursor < end + MAX_PHRASE_WORDS; cursor += 1) {
    const token = tokens[cursor];
    if (token === undefined || token.breakBefore || PHRASE_STOPS.has(token.text) || mayStartNumber(tokens, cursor)) return null;
    const words = TRAILING.has(tokens[cursor + 1]?.text ?? "") ? matchAt(TRAILING, tokens, cursor + 1) : null;
    if (words !== null) return { end: cursor + 1 + words.length, head: words.join(" ") };
  }
  return null;
}

/** "List 4 ways to relax, max": a bound word after a comma closes the sentence and bounds its count. */
function readClosing(tokens: Tokens, end: number): { end: number; head: string } | null {
  const sentence = tokens[end - 1]?.sentence ?? 0;
  for (let cursor = end; cursor < end + MAX_CLOSING_DISTANCE && tokens[cursor]?.sentence === sentence; cursor += 1) {
    const token = tokens[cursor];
    if (token?.breakBefore !== true || !CLOSING.has(token.text)) continue;
    const words = matchAt(CLOSING, tokens, cursor);
    const after = cursor + (words?.length ?? 0);
    if (words !== null && (tokens[after] === undefined || tokens[after]?.sentence !== sentence)) return { end: after, head: words.join(" ") };
  }
  return null;
}

/** "ten or more", "ten at most", "15+", "10-plus", "5 tips minimum": a number and the bound after it. */
// "in 4 bullet points or fewer": after "in", a bound on the answer's own units caps its length.
const ANSWER_UNITS = new Set(["bullet", "bullets", "points", "sentences", "paragraphs", "lines", "words", "items", "steps"]);

function isAnswerLength(tokens: Tokens, index: number, end: number): boolean {
  if (tokens[index - 1]?.text !== "in") return false;
  for (let cursor = index + 1; cursor < end; cursor += 1) if (ANSWER_UNITS.has(tokens[cursor]?.text ?? "")) return true;
  return false;
}

function readTrailing(tokens: Tokens, index: number): Bound | null {
  const read = readBoundNumber(tokens, index);
  if (read === null) return null;
  const plus = tokens[read.end];
  if (plus?.text === "+" && plus.charBefore >= 48 && plus.charBefore <= 57) return makeBound(index, read.end + 1, read.value, "+");
  if (plus?.text === "plus" && plus.hyphenBefore) return makeBound(index, read.end + 1, read.value, "plus");
  const words = TRAILING.has(plus?.text ?? "") ? matchAt(TRAILING, tokens, read.end) : null;
  if (words !== null) return makeBound(index, read.end + words.length, read.value, words.join(" "));
  // The bound word comes first, then the count it bounds is judged: most numbers have none after them.
  const after = readAfterPhrase(tokens, read.end) ?? readClosing(tokens, read.end);
  if (after !== null && isAnswerLength(tokens, index, after.end)) return makeBound(index, after.end, read.value, after.head);
  const count = after === null ? null : readCount(tokens, index);
  return after === null || count === null || count.end !== read.end ? null : makeBound(index, after.end, count.value, after.head);
}

/** "At a minimum, name two poets": a bound opening its sentence before a comma bounds the sentence's count. */
function readOpening(tokens: Tokens, index: number, after: number, head: string): Bound | null {
  if (index !== tokens[index]?.sentence || tokens[after]?.breakBefore !== true || !OPENING_BOUNDS.has(head)) return null;
  for (let cursor = after; cursor < after + MAX_CLOSING_DISTANCE && tokens[cursor]?.sentence === index; cursor += 1) {
    const count = mayStartNumber(tokens, cursor) ? readCount(tokens, cursor) : null;
    if (count !== null) return makeBound(index, count.end, count.value, head);
  }
  return null;
}

/** "more than a couple": after a bound word "a couple" is two, as "a handful" is five. */
function readCouple(tokens: Tokens, index: number): NumberRead | null {
  return tokens[index]?.text === "a" && tokens[index + 1]?.text === "couple" ? { value: 2, end: index + 2 } : null;
}

/** Whether a bound can open at index: a bound word, or a number (digits, number words, "a dozen", "half a dozen"). */
export function mayOpenBound(tokens: Tokens, index: number): boolean {
  return BOUND_OPENING_WORDS.has(tokens[index]?.text ?? "") || mayStartNumber(tokens, index);
}

/** The bound that opens at index, if any: leading ("no fewer than five"), a range, or trailing ("ten or more"). */
/** A capitalised bound word after a model number is part of the name: "the Boeing 737 MAX 8", "the A321 MAX". */
function isNamePart(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  return token !== undefined && token.capitalized && !token.breakBefore && /\d/.test(tokens[index - 1]?.text ?? "");
}

export function findBound(tokens: Tokens, index: number): Bound | null {
  const opener = matchAt(OPENERS, tokens, index);
  if (opener !== null) return readRange(tokens, index, index + opener.length, opener.join(" "));
  const leading = matchAt(LEADING, tokens, index);
  // "3 > 2" compares two numbers: a sign after a number is arithmetic, not a bound.
  if (leading !== null && COMPARISON_SIGNS.has(leading[0] ?? "") && isDigits(tokens[index - 1])) return null;
  // "120 over 80" is a reading of two numbers; "the Boeing 737 MAX 8" a model's name.
  if (leading !== null && leading[0] === "over" && isDigits(tokens[index - 1])) return null;
  if (leading !== null && isNamePart(tokens, index)) return null;
  if (leading !== null) {
    // A hedge may sit between the bound and its number: "at most about 10".
    const at = HEDGES.has(tokens[index + leading.length]?.text ?? "") ? index + leading.length + 1 : index + leading.length;
    const read = readBoundNumber(tokens, at) ?? readCouple(tokens, at);
    return read === null ? readOpening(tokens, index, at, leading.join(" ")) : makeBound(index, read.end, read.value, leading.join(" "));
  }
  return readRange(tokens, index, index, "") ?? readTrailing(tokens, index);
}
