import type { ClosedClass } from "../data/closed-classes";
import { TIME_ANCHORS } from "../data/scope-anchors";
import { isBroadIntensity, type Intensity, type ScopeBoundHint } from "../ladder/rungs";
import { BOUND_OPENING_WORDS } from "../read/bounds";
import { isOrdinal, isYearAt, mayStartNumber, readNumber } from "../read/numbers";
import type { FixedSpan } from "../read/fixed-expressions";
import type { Token } from "../read/tokenize";
import { CLASS_OPENING_WORDS, findClassMention } from "./closed-classes";
import { HEAD_WORDS, readNumericRange } from "./numeric-range";
import { findRelation, RELATION_OPENING_WORDS } from "./relations";

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

function isEventAnchor(tokens: readonly Token[], index: number): boolean {
  if (!EVENT_WORDS.has(tokens[index]?.text ?? "")) return false;
  return isNumberLike(tokens[index - 1]) || isNumberLike(tokens[index + 1]);
}

export type ScopeAnchorKind = "year" | "event" | "membership" | "named set" | "numeric range";
/** What bounds the question, as a token range [start, end); a named set says which closed class it is. */
export type ScopeAnchor = { start: number; end: number; kind: ScopeAnchorKind; closed?: ClosedClass };

// Every word an anchor can open with; digits, number words, names and "… than" are checked by shape.
const OPENING_WORDS: ReadonlySet<string> = new Set([
  ...HEAD_WORDS,
  ...BOUND_OPENING_WORDS,
  ...EVENT_WORDS,
  ...RELATION_OPENING_WORDS,
  ...CLASS_OPENING_WORDS,
  ...TIME_WORDS.keys(),
  "a",
  "an",
  "half",
]);

/** Most words open no anchor: a lookup and two shape checks spare them the finders. */
function mayOpenAnchor(tokens: readonly Token[], index: number, token: Token): boolean {
  if (OPENING_WORDS.has(token.text) || mayStartNumber(tokens, index) || tokens[index + 1]?.text === "than") return true;
  return token.text.endsWith("'s");
}

function findAnchorAt(tokens: readonly Token[], index: number): ScopeAnchor | null {
  const token = tokens[index];
  if (token === undefined || !mayOpenAnchor(tokens, index, token)) return null;
  const range = readNumericRange(tokens, index);
  if (range !== null) return { start: index, end: range, kind: "numeric range" };
  if (isYearAt(tokens, index)) return { start: index, end: index + 1, kind: "year" };
  if (isEventAnchor(tokens, index)) return { start: index, end: index + 1, kind: "event" };
  const relation = findRelation(tokens, index);
  if (relation !== null) return { ...relation, kind: "membership" };
  const mention = findClassMention(tokens, index);
  if (mention !== null) return { start: mention.start, end: mention.end, kind: "named set", closed: mention.closed };
  for (const words of TIME_WORDS.get(token.text) ?? [])
    if (startsPhrase(tokens, index, words)) return { start: index, end: index + words.length, kind: "year" };
  return null;
}

/** Inside a title an anchor names part of the title ("Ocean's Eleven", "All the President's Men"), unless it is the whole title ("the Great Lakes"). */
function isInsideTitle(anchor: ScopeAnchor, fixed: readonly FixedSpan[]): boolean {
  for (const span of fixed) {
    const inside = span.kind === "title" && anchor.start >= span.start && anchor.end <= span.end;
    if (inside && (anchor.start > span.start || anchor.end < span.end)) return true;
  }
  return false;
}

/** The first anchor that bounds the question's set (rules in docs/classifier.md, Scope), or null. */
export function findScopeAnchor(tokens: readonly Token[], fixed: readonly FixedSpan[] = []): ScopeAnchor | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const anchor = findAnchorAt(tokens, index);
    if (anchor !== null && !isInsideTitle(anchor, fixed)) return anchor;
  }
  return null;
}

/** §10.1: an anchor bounds any rung; a broad rung without one is unbounded; the rest unknown. */
export function deriveScopeBoundHint(intensity: Intensity, anchor: ScopeAnchor | null): ScopeBoundHint {
  if (anchor !== null) return "bounded";
  return isBroadIntensity(intensity) ? "unbounded" : "unknown";
}
