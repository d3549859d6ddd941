import type { ClosedClass } from "../data/closed-class";
import { ORDINAL_WORDS } from "../data/grammar-words";
import { TIME_ANCHORS } from "../data/scope-anchors";
import { isBroadIntensity, type Intensity, type ScopeBoundHint } from "../ladder/rungs";
import { BOUND_OPENING_WORDS } from "../read/bounds";
import { isOrdinal, isYearAt, isYearToken, mayStartNumber, readNumber } from "../read/numbers";
import { isAddressAt } from "../read/counts";
import type { FixedSpan } from "../read/fixed-expressions";
import type { Token } from "../read/tokenize";
import { CLASS_OPENING_WORDS, findClassMention, startsClassPhrase } from "./closed-classes";
import { findBoundAt, findCountBoundEnd, HEAD_WORDS, readNumericRange } from "./numeric-range";
import type { Bound } from "../read/bounds";
import { findRelation, RELATION_OPENING_WORDS } from "./relations";
import { findRestrictedSet, mayOpenDefinitePlural, RESTRICTED_OPENING_WORDS } from "./restricted-sets";

const TIME_WORDS = new Map<string, (readonly string[])[]>();
for (const phrase of TIME_ANCHORS) {
  const words = phrase.split(" ");
  TIME_WORDS.set(words[0] ?? "", [...(TIME_WORDS.get(words[0] ?? "") ?? []), words]);
}
const EVENT_WORDS = new Set(["season", "championship", "championships", "tournament", "olympics", "edition", "cup", "final", "finals"]);

function startsPhrase(tokens: readonly Token[], index: number, words: readonly string[]): boolean {
  for (let offset = 0; offset < words.length; offset += 1) if (tokens[index + offset]?.text !== words[offset]) return false;
  return true;
}

function isNumberLike(token: Token | undefined): boolean {
  if (token === undefined) return false;
  return isOrdinal(token.text) || readNumber([token], 0) !== null;
}

// "the 2024 season", "the 5th edition"; a cup or a final needs a capital or a year: "the 2018 World Cup", not "3/4 cup".
const PLAIN_EVENT_WORDS = new Set(["season", "edition"]);

const CENTURY_WORDS = new Set(["century", "centuries", "millennium"]);

/** "the 20th century", "the nineteenth century": a span of years, an anchor as a year is. */
function isCenturyAt(tokens: readonly Token[], index: number): boolean {
  return isOrdinal(tokens[index]?.text ?? "") && CENTURY_WORDS.has(tokens[index + 1]?.text ?? "");
}

function isEventAnchor(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined || !EVENT_WORDS.has(token.text)) return false;
  const named = PLAIN_EVENT_WORDS.has(token.text) || token.capitalized;
  const year = isYearToken(tokens[index - 1]?.text ?? "") || isYearToken(tokens[index + 1]?.text ?? "");
  return (named || year) && (isNumberLike(tokens[index - 1]) || isNumberLike(tokens[index + 1]));
}

export type ScopeAnchorKind = "year" | "event" | "membership" | "named set" | "numeric range";
/** What bounds the question, as a token range [start, end); a named set says which closed class it is. */
export type ScopeAnchor = { start: number; end: number; kind: ScopeAnchorKind; closed?: ClosedClass };

// Every word an anchor can open with (true); digits, number words, names and "… than" are checked by shape. A
// closed class's first word (false) opens one only where its phrase follows ("bones of the hand", not "bones"):
// the gazetteer's hundreds of first words would otherwise send common words ("human", "types") through every
// finder. One lookup a word either way.
const OPENING_WORDS = new Map<string, boolean>();
for (const word of CLASS_OPENING_WORDS) OPENING_WORDS.set(word, false);
for (const words of [HEAD_WORDS, BOUND_OPENING_WORDS, EVENT_WORDS, RELATION_OPENING_WORDS, RESTRICTED_OPENING_WORDS, TIME_WORDS.keys(), ORDINAL_WORDS])
  for (const word of words) OPENING_WORDS.set(word, true);
for (const word of ["a", "an", "half"]) OPENING_WORDS.set(word, true);

/** Most words open no anchor: a lookup and two shape checks spare them the finders. */
function mayOpenAnchor(tokens: readonly Token[], index: number, token: Token): boolean {
  const opens = OPENING_WORDS.get(token.text);
  if (opens === true || mayStartNumber(tokens, index) || tokens[index + 1]?.text === "than" || mayOpenDefinitePlural(tokens, index)) return true;
  if (token.capitalized || token.text.endsWith("'s")) return true;
  return opens === false && startsClassPhrase(tokens, index);
}

function findAnchorAt(tokens: readonly Token[], index: number, bound: Bound | null): ScopeAnchor | null {
  const range = readNumericRange(tokens, index, bound);
  if (range !== null) return { start: index, end: range, kind: "numeric range" };
  if (isYearAt(tokens, index) && !isAddressAt(tokens, index)) return { start: index, end: index + 1, kind: "year" };
  if (isEventAnchor(tokens, index)) return { start: index, end: index + 1, kind: "event" };
  // A catalogued class names its size and source: "Star Wars sequels" reads as the sequel trilogy, not only a name's works.
  const mention = findClassMention(tokens, index);
  if (mention !== null) return { start: mention.start, end: mention.end, kind: "named set", closed: mention.closed };
  const relation = findRelation(tokens, index) ?? findRestrictedSet(tokens, index);
  if (relation !== null) return { ...relation, kind: "membership" };
  if (isCenturyAt(tokens, index)) return { start: index, end: index + 2, kind: "year" };
  for (const words of TIME_WORDS.get(tokens[index]?.text ?? "") ?? [])
    if (startsPhrase(tokens, index, words)) return { start: index, end: index + words.length, kind: "year" };
  return null;
}

const NUMERIC_ANCHORS: ReadonlySet<ScopeAnchorKind> = new Set(["year", "numeric range", "event"]);

/**
 * Inside a title an anchor names part of the title ("Ocean's Eleven", "All the President's Men"), unless it
 * is the whole title ("the Great Lakes"); inside a computation a number is an operand, not a year or a range.
 */
function isInsideTitle(anchor: ScopeAnchor, fixed: readonly FixedSpan[]): boolean {
  for (const span of fixed) {
    const within = anchor.start >= span.start && anchor.end <= span.end;
    if (within && span.kind === "computation" && NUMERIC_ANCHORS.has(anchor.kind)) return true;
    // "for a few months": a span of time names no set of months.
    if (within && span.kind === "duration") return true;
    if (within && span.kind === "title" && (anchor.start > span.start || anchor.end < span.end)) return true;
  }
  return false;
}

/** The first anchor that bounds the question's set (rules in docs/classifier.md, Scope), or null. */
export function findScopeAnchor(tokens: readonly Token[], fixed: readonly FixedSpan[] = []): ScopeAnchor | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined || !mayOpenAnchor(tokens, index, token)) continue;
    const bound = findBoundAt(tokens, index);
    const countBound = findCountBoundEnd(tokens, index, bound);
    if (countBound !== -1) {
      // The bound's own words ("more than six" in "no more than six") bound no set either.
      index = countBound - 1;
      continue;
    }
    const anchor = findAnchorAt(tokens, index, bound);
    if (anchor !== null && !isInsideTitle(anchor, fixed)) return anchor;
  }
  return null;
}

/** §10.1: an anchor bounds any rung; a broad rung without one is unbounded; the rest unknown. */
export function deriveScopeBoundHint(intensity: Intensity, anchor: ScopeAnchor | null): ScopeBoundHint {
  if (anchor !== null) return "bounded";
  return isBroadIntensity(intensity) ? "unbounded" : "unknown";
}
