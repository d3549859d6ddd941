import { isKindName } from "../read/counts";
import { isYearToken, readNumber } from "../read/numbers";
import { isAnswerCountBound } from "../read/bound-position";
import { findBound, mayOpenBound, type Bound } from "../read/bounds";
import type { Token } from "../read/tokenize";

const RANGE_HEADS: readonly (readonly string[])[] = [
  ["under"],
  ["below"],
  ["beneath"],
  ["over"],
  ["above"],
  ["at", "most"],
  ["at", "least"],
  ["up", "to"],
  ["no", "more", "than"],
  ["not", "more", "than"],
];
export const HEAD_WORDS: ReadonlySet<string> = new Set([...RANGE_HEADS.map((head) => head[0] ?? ""), "between", "from"]);
const RANGE_JOINERS = new Set(["and", "to", "through", "until", "till"]);
const SPAN_STARTS = new Set(["between", "from"]);
// "more than", "less than", "fewer than", "larger than", "older than": a comparative and "than".
const COMPARATIVES = new Set(["more", "less", "fewer"]);

// "over a million people": a value bound needs no count of its own.
const LARGE_ROUND = new Set(["million", "billion", "trillion"]);

/** A number, digits or words, or a year; "$" or "#" before it is allowed ("under $100"). Returns the index after it. */
function readBound(tokens: readonly Token[], index: number): number | null {
  const at = tokens[index]?.text === "$" ? index + 1 : index;
  const token = tokens[at];
  if (token === undefined) return null;
  if (isYearToken(token.text)) return at + 1;
  if ((token.text === "a" || token.text === "an") && LARGE_ROUND.has(tokens[at + 1]?.text ?? "")) return at + 2;
  const read = readNumber(tokens, at);
  return read === null || isKindName(tokens, read.end) ? null : read.end;
}

function matchesHead(tokens: readonly Token[], index: number, head: readonly string[]): boolean {
  return head.every((word, offset) => tokens[index + offset]?.text === word);
}

function readComparativeHead(tokens: readonly Token[], index: number): number | null {
  const word = tokens[index]?.text ?? "";
  const comparative = COMPARATIVES.has(word) || (word.length > 4 && word.endsWith("er"));
  return comparative && tokens[index + 1]?.text === "than" ? index + 2 : null;
}

/** "between 1900 and 1950", "from 1 to 20": both ends must be numbers. */
function readSpan(tokens: readonly Token[], index: number): number | null {
  if (!SPAN_STARTS.has(tokens[index]?.text ?? "")) return null;
  const low = readBound(tokens, index + 1);
  if (low === null || !RANGE_JOINERS.has(tokens[low]?.text ?? "")) return null;
  return readBound(tokens, low + 1);
}

/** The bound opening at index, if any: the scope scan reads it once and hands it to both readers below. */
export function findBoundAt(tokens: readonly Token[], index: number): Bound | null {
  return mayOpenBound(tokens, index) ? findBound(tokens, index) : null;
}

/**
 * "Name at least four …", "List fewer than 10 cities": a bound on how many answers to give caps the
 * answer and bounds no set. Returns the end of such a bound opening at index, or -1.
 */
export function findCountBoundEnd(tokens: readonly Token[], index: number, bound: Bound | null): number {
  return bound !== null && bound.start === index && isAnswerCountBound(tokens, index) ? bound.end : -1;
}

/**
 * A numeric range at index on the members ("primes under 100", "below 50", "less than 1000", "between
 * 1900 and 1950", "from 1 to 20"): it bounds the set the way a year does. Returns the end of the range,
 * or null; a bound on the answer's count is none.
 */
export function readNumericRange(tokens: readonly Token[], index: number, bound: Bound | null): number | null {
  const word = tokens[index]?.text ?? "";
  // "120 over 80" is one reading of two numbers, no range.
  if (word === "over" && /^\d+$/.test(tokens[index - 1]?.text ?? "")) return null;
  // A bound in other words on a value of the members ("players who scored no fewer than 40 goals") bounds the set too.
  if (!HEAD_WORDS.has(word) && tokens[index + 1]?.text !== "than") return bound?.end ?? null;
  const span = readSpan(tokens, index);
  if (span !== null) return span;
  const comparative = readComparativeHead(tokens, index);
  if (comparative !== null) return readBound(tokens, comparative);
  for (const head of RANGE_HEADS) {
    const end = matchesHead(tokens, index, head) ? readBound(tokens, index + head.length) : null;
    if (end !== null) return end;
  }
  return bound?.end ?? null;
}
