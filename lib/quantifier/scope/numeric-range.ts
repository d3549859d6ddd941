import { isYearToken, readNumber } from "../read/numbers";
import { findBound, mayOpenBound } from "../read/bounds";
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

/** A number, digits or words, or a year; "$" or "#" before it is allowed ("under $100"). Returns the index after it. */
function readBound(tokens: readonly Token[], index: number): number | null {
  const at = tokens[index]?.text === "$" ? index + 1 : index;
  const token = tokens[at];
  if (token === undefined) return null;
  if (isYearToken(token.text)) return at + 1;
  const read = readNumber(tokens, at);
  return read === null ? null : read.end;
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

// "upwards of 10" sets a floor on the count but, as the labelled set reads it, bounds no set.
const OPEN_FLOORS = new Set(["upwards of", "upward of"]);

/** A bound on the count in other words ("no fewer than five", "ten or more", "3 to 5") bounds the set too. */
function readCountBound(tokens: readonly Token[], index: number): number | null {
  const bound = mayOpenBound(tokens, index) ? findBound(tokens, index) : null;
  return bound === null || OPEN_FLOORS.has(bound.head) ? null : bound.end;
}

/**
 * A numeric range at index ("under 100", "below 50", "less than 1000", "between 1900 and 1950",
 * "from 1 to 20"): it bounds the set the way a year does. Returns the end of the range, or null.
 */
export function readNumericRange(tokens: readonly Token[], index: number): number | null {
  const word = tokens[index]?.text ?? "";
  if (!HEAD_WORDS.has(word) && tokens[index + 1]?.text !== "than") return readCountBound(tokens, index);
  const span = readSpan(tokens, index);
  if (span !== null) return span;
  const comparative = readComparativeHead(tokens, index);
  if (comparative !== null) return readBound(tokens, comparative);
  for (const head of RANGE_HEADS) {
    const end = matchesHead(tokens, index, head) ? readBound(tokens, index + head.length) : null;
    if (end !== null) return end;
  }
  return readCountBound(tokens, index);
}
