import { isOrdinal, isYearAt, readNumber } from "../read/counts";
import { ANCHOR_PHRASES } from "../data/scope-anchors";
import { readNumericRange } from "./numeric-range";
import { isBroadIntensity, type Intensity, type ScopeBoundHint } from "../ladder/rungs";
import type { Token } from "../read/tokenize";

const ANCHOR_WORDS: readonly (readonly string[])[] = ANCHOR_PHRASES.map((phrase) => phrase.split(" "));

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

/** "members of the Beatles" / "members of Radiohead": a named group has a finite membership. */
function isNamedMembership(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.text !== "members" || tokens[index + 1]?.text !== "of") return false;
  const next = tokens[index + 2];
  const named = next?.text === "the" ? tokens[index + 3] : next;
  return named?.capitalized === true;
}

export type ScopeAnchorKind = "year" | "event" | "membership" | "named set" | "numeric range";
/** What bounds the question, as a token range [start, end). */
export type ScopeAnchor = { start: number; end: number; kind: ScopeAnchorKind };

const ANCHORS_BY_FIRST_WORD = new Map<string, (readonly string[])[]>();
for (const phrase of ANCHOR_WORDS) {
  const first = phrase[0] ?? "";
  ANCHORS_BY_FIRST_WORD.set(first, [...(ANCHORS_BY_FIRST_WORD.get(first) ?? []), phrase]);
}

function findAnchorAt(tokens: readonly Token[], index: number): ScopeAnchor | null {
  const token = tokens[index];
  if (token === undefined) return null;
  const range = readNumericRange(tokens, index);
  if (range !== null) return { start: index, end: range, kind: "numeric range" };
  if (isYearAt(tokens, index)) return { start: index, end: index + 1, kind: "year" };
  if (isEventAnchor(tokens, index)) return { start: index, end: index + 1, kind: "event" };
  if (isNamedMembership(tokens, index)) return { start: index, end: index + 2, kind: "membership" };
  for (const words of ANCHORS_BY_FIRST_WORD.get(token.text) ?? []) {
    if (startsPhrase(tokens, index, words)) return { start: index, end: index + words.length, kind: "named set" };
  }
  return null;
}

/** The first anchor that bounds the question's set (§11.9.2), or null. */
export function findScopeAnchor(tokens: readonly Token[]): ScopeAnchor | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const anchor = findAnchorAt(tokens, index);
    if (anchor !== null) return anchor;
  }
  return null;
}

/** §10.1: an anchor bounds any rung; a broad rung without one is unbounded; the rest unknown. */
export function deriveScopeBoundHint(intensity: Intensity, anchor: ScopeAnchor | null): ScopeBoundHint {
  if (anchor !== null) return "bounded";
  return isBroadIntensity(intensity) ? "unbounded" : "unknown";
}
