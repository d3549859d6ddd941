import { LEADING_BOUNDS, RANGE_JOINERS, RANGE_OPENERS, TRAILING_BOUNDS } from "../data/bound-words";
import { HUGE_COUNT_BOUND } from "../ladder/profiles";
import { HEDGES } from "../data/grammar-words";
import { IDENTIFIER_LEADS, MEASURE_WORDS } from "../data/number-words";
import { mayStartNumber, readNumber, type NumberRead } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** A bound on the answer's length: token range [start, end), the bound (null when above HUGE_COUNT_BOUND), and the words that set it. */
export type Bound = { start: number; end: number; count: number | null; huge: boolean; head: string };

function indexByFirstWord(phrases: readonly string[]): ReadonlyMap<string, (readonly string[])[]> {
  const byFirst = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) {
    const words = phrase.split(" ");
    byFirst.set(words[0] ?? "", [...(byFirst.get(words[0] ?? "") ?? []), words]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return byFirst;
}

const LEADING = indexByFirstWord(LEADING_BOUNDS);
const TRAILING = indexByFirstWord(TRAILING_BOUNDS);
const OPENERS = indexByFirstWord(RANGE_OPENERS);
/** Every word a bound can open with, for the scan's one-lookup screen. */
export const BOUND_OPENING_WORDS: ReadonlySet<string> = new Set([...LEADING.keys(), ...OPENERS.keys()]);

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

/** "between 3 and 5", "anywhere from four to seven", "3 to 5 reasons", "3-5 reasons": the larger end bounds the answer. */
function readRange(tokens: Tokens, index: number, from: number, head: string): Bound | null {
  const low = readBoundNumber(tokens, from);
  if (low === null) return null;
  const joiner = tokens[low.end];
  // "3-5" is a range; "7-Eleven" (digits against a word) is a name.
  const hyphenated = joiner?.hyphenBefore === true && joiner.charBefore === 45 && isDigits(tokens[from]) === isDigits(joiner);
  // Without an opener only "to" or a hyphen joins a range: "8 and 13" is two numbers, not a range.
  const joined = head === "" ? joiner?.text === "to" : RANGE_JOINERS.has(joiner?.text ?? "");
  const highAt = hyphenated ? low.end : joined ? low.end + 1 : -1;
  const high = highAt === -1 ? null : readBoundNumber(tokens, highAt);
  if (high === null || (head === "" && high.value <= low.value)) return null;
  return makeBound(index, high.end, Math.max(low.value, high.value), head);
}

/** "ten or more", "ten at most", "15+": a number and the bound after it. */
function readTrailing(tokens: Tokens, index: number): Bound | null {
  const read = readBoundNumber(tokens, index);
  if (read === null) return null;
  const plus = tokens[read.end];
  if (plus?.text === "+" && plus.charBefore >= 48 && plus.charBefore <= 57) return makeBound(index, read.end + 1, read.value, "+");
  const words = matchAt(TRAILING, tokens, read.end);
  return words === null ? null : makeBound(index, read.end + words.length, read.value, words.join(" "));
}

/** Whether a bound can open at index: a bound word, or a number (digits, number words, "a dozen", "half a dozen"). */
export function mayOpenBound(tokens: Tokens, index: number): boolean {
  return BOUND_OPENING_WORDS.has(tokens[index]?.text ?? "") || mayStartNumber(tokens, index);
}

/** The bound that opens at index, if any: leading ("no fewer than five"), a range, or trailing ("ten or more"). */
export function findBound(tokens: Tokens, index: number): Bound | null {
  const opener = matchAt(OPENERS, tokens, index);
  if (opener !== null) return readRange(tokens, index, index + opener.length, opener.join(" "));
  const leading = matchAt(LEADING, tokens, index);
  if (leading !== null) {
    // A hedge may sit between the bound and its number: "at most about 10".
    const at = HEDGES.has(tokens[index + leading.length]?.text ?? "") ? index + leading.length + 1 : index + leading.length;
    const read = readBoundNumber(tokens, at);
    return read === null ? null : makeBound(index, read.end, read.value, leading.join(" "));
  }
  return readTrailing(tokens, index) ?? readRange(tokens, index, index, "");
}
