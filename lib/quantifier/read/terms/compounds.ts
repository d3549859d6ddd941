import { COUNT_PREFIXES } from "../../data/grammar-words";
import { ITEM_UNITS, LIST_NOUNS } from "../../data/quantity-words";
import { PHRASES_BY_FIRST_WORD } from "../lexicon";
import { isOrdinal, mayStartNumber, readNumber } from "../numbers";
import type { Token } from "../tokenize";

type Tokens = readonly Token[];
/** A hyphenated compound that holds a quantifier or number word: token range [start, end). */
export type Compound = { start: number; end: number };

// Words the lexicon reads alone as a rung ("all", "each", "no", "half", ...), plus "no", "most" and "any".
const QUANTIFIER_WORDS: ReadonlySet<string> = new Set([
  ...[...PHRASES_BY_FIRST_WORD.values()].flatMap((phrases) =>
    phrases.filter((phrase) => phrase.words.length === 1 && phrase.rung !== "NEUTRAL").map((phrase) => phrase.words[0] ?? ""),
  ),
  "no",
  "most",
  "any",
  // Words the ladder reads inside longer surfaces ("the whole", "the entire"): "whole-wheat" holds one too.
  "whole",
  "entire",
  "complete",
  "full",
  "total",
]);

const FRACTIONS = new Set(["half", "third", "thirds", "quarter", "quarters", "fifth", "fifths", "tenth", "tenths"]);
export const HEDGE_SUFFIXES: ReadonlySet<string> = new Set(["odd", "ish"]);
const SUPERLATIVES = new Set(["most", "least", "best", "worst"]);

/** "best", "most", "tallest": a rank word, which a number before it counts ("the three tallest"). */
export function isSuperlative(text: string): boolean {
  return SUPERLATIVES.has(text) || (text.length > 4 && text.endsWith("est"));
}

function isDigits(text: string): boolean {
  const code = text.charCodeAt(0);
  return code >= 48 && code <= 57;
}

function isQuantityWord(tokens: Tokens, index: number): boolean {
  const text = tokens[index]?.text ?? "";
  return QUANTIFIER_WORDS.has(text) || isOrdinal(text) || readNumber([tokens[index] as Token], 0) !== null;
}

/** Two numbers joined by a hyphen are one number or a range ("twenty-five", "3-5"), unless digits meet a word ("7-Eleven"). */
function isNumberPair(tokens: Tokens, left: number, right: number): boolean {
  const a = tokens[left];
  const b = tokens[right];
  if (a === undefined || b === undefined || readNumber([a], 0) === null || readNumber([b], 0) === null) return false;
  return isDigits(a.text) === isDigits(b.text);
}

/** "3-to-5": a range written with hyphens, from either of its joints. */
function isHyphenatedRange(tokens: Tokens, left: number): boolean {
  const isRangeAt = (low: number) =>
    tokens[low + 1]?.text === "to" && tokens[low + 1]?.hyphenBefore === true && tokens[low + 2]?.hyphenBefore === true && isNumberPair(tokens, low, low + 2);
  return isRangeAt(left) || isRangeAt(left - 1);
}

/** "a 5-item checklist", "a 3-to-5 step plan": a number and a unit of a list before a list noun count its items. */
export function isItemCount(tokens: Tokens, unit: number): boolean {
  return ITEM_UNITS.has(tokens[unit]?.text ?? "") && LIST_NOUNS.has(tokens[unit + 1]?.text ?? "");
}

/** A hyphen between left and left + 1 that makes one word of them ("two-factor", "all-star", "10-minute"). */
function isCompoundJoint(tokens: Tokens, left: number): boolean {
  const right = tokens[left + 1];
  if (right === undefined || !right.hyphenBefore || isNumberPair(tokens, left, left + 1) || isHyphenatedRange(tokens, left)) return false;
  if (isItemCount(tokens, left + 1) && readNumber(tokens, left) !== null) return false;
  const leftText = tokens[left]?.text ?? "";
  // "top-5" and "a half-dozen" are counts, "two-thirds" a fraction ("half-and-half" a compound), "second-largest" a rank and "10-plus" a bound, not compounds.
  const fraction = FRACTIONS.has(right.text) && readNumber(tokens, left) !== null;
  // "twenty-odd", "ten-ish" are a hedged twenty and ten.
  const hedged = HEDGE_SUFFIXES.has(right.text) && readNumber(tokens, left) !== null;
  const closed = right.text === "dozen" || right.text === "plus" || hedged || fraction || isSuperlative(right.text);
  // "top-5" and "first-ever" open a count or a rank; "first-degree", "top-rated" and "last-minute" are modifiers.
  const countPrefix = COUNT_PREFIXES.has(leftText) && (readNumber(tokens, left + 1) !== null || right.text === "ever");
  return !countPrefix && !closed;
}

/** "all-encompassing": a hyphenated word the ladder lists as a surface is read as one, not set aside. */
function isListedSurface(tokens: Tokens, start: number, end: number): boolean {
  for (const phrase of PHRASES_BY_FIRST_WORD.get(tokens[start]?.text ?? "") ?? []) {
    if (phrase.rung === "NEUTRAL" || phrase.words.length !== end - start) continue;
    if (phrase.words.every((word, offset) => tokens[start + offset]?.text === word)) return true;
  }
  return false;
}

const ARTICLES = new Set(["a", "an"]);
const NOT_NOUNS = new Set(["of", "and", "or", "to", "in", "for", "with", "on", "at", "by", "from", "than", "more", "less", "is", "are"]);

/**
 * "a 52 card deck", "a standard 3 bedroom house": after "a", a number and a singular noun before another noun
 * modify that noun as a hyphen would ("a 52-card deck"); the number counts the cards of one deck, not the answer.
 */
function findUnhyphenatedModifier(tokens: Tokens, index: number): Compound | null {
  if (!mayStartNumber(tokens, index)) return null;
  if (!ARTICLES.has(tokens[index - 1]?.text ?? "") && !ARTICLES.has(tokens[index - 2]?.text ?? "")) return null;
  const number = readNumber(tokens, index);
  if (number === null || number.value < 2 || tokens[index]?.hyphenBefore === true) return null;
  const noun = tokens[number.end];
  const head = tokens[number.end + 1];
  if (noun === undefined || head === undefined || noun.breakBefore || head.breakBefore || isItemCount(tokens, number.end)) return null;
  if (noun.text.endsWith("s") || head.text.endsWith("s") || NOT_NOUNS.has(noun.text) || NOT_NOUNS.has(head.text) || readNumber(tokens, number.end) !== null)
    return null;
  return /^[a-z]+$/.test(noun.text) && /^[a-z]+$/.test(head.text) ? { start: index, end: number.end + 1 } : null;
}

/**
 * Hyphenated compounds holding a quantifier or number word: "two-factor authentication",
 * "an all-star game", "a 10-minute walk", "one-size-fits-all", "7-Eleven". The word modifies
 * the noun after it; it does not count or quantify the answer.
 */
export function findCompounds(tokens: Tokens): Compound[] {
  const compounds: Compound[] = [];
  let index = 0;
  while (index < tokens.length - 1) {
    const modifier = findUnhyphenatedModifier(tokens, index);
    if (modifier !== null) compounds.push(modifier);
    if (modifier !== null || !isCompoundJoint(tokens, index)) {
      index = modifier?.end ?? index + 1;
      continue;
    }
    let end = index + 2;
    while (end < tokens.length && isCompoundJoint(tokens, end - 1)) end += 1;
    let hasQuantity = false;
    for (let member = index; member < end; member += 1) hasQuantity = hasQuantity || isQuantityWord(tokens, member);
    if (hasQuantity && !isListedSurface(tokens, index, end)) compounds.push({ start: index, end });
    index = end;
  }
  return compounds;
}
