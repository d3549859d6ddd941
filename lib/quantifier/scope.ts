import { isOrdinal, isYearToken, readNumber } from "./counts";
import { isBroadIntensity, type Intensity, type ScopeBoundHint } from "./rungs";
import type { Token } from "./tokenize";

// Naturally finite, corpus-known sets (§11.9.2); a corpus-arity check may replace this later.
export const ANCHOR_PHRASES: readonly (readonly string[])[] = [
  "beatles",
  "rolling stones",
  "founding fathers",
  "solar system",
  "planets",
  "continents",
  "oceans",
  "presidents",
  "us states",
  "u s states",
  "american states",
  "states of america",
  "states of the us",
  "states in the us",
  "fifty states",
  "50 states",
  "this year",
  "last year",
  "this season",
  "last season",
  "current season",
].map((phrase) => phrase.split(" "));

const EVENT_WORDS = new Set(["season", "championship", "championships", "tournament", "olympics", "edition", "cup", "final", "finals"]);

function startsPhrase(tokens: readonly Token[], index: number, words: readonly string[]): boolean {
  return words.every((word, offset) => tokens[index + offset]?.text === word);
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
  if (!startsPhrase(tokens, index, ["members", "of"])) return false;
  const next = tokens[index + 2];
  const named = next?.text === "the" ? tokens[index + 3] : next;
  return named?.capitalized === true;
}

function hasBoundedAnchor(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      isYearToken(token.text) ||
      isEventAnchor(tokens, index) ||
      isNamedMembership(tokens, index) ||
      ANCHOR_PHRASES.some((phrase) => startsPhrase(tokens, index, phrase)),
  );
}

/** §10.1: an anchor bounds any rung; a broad rung without one is unbounded; the rest unknown. */
export function deriveScopeBoundHint(intensity: Intensity, tokens: readonly Token[]): ScopeBoundHint {
  if (hasBoundedAnchor(tokens)) return "bounded";
  return isBroadIntensity(intensity) ? "unbounded" : "unknown";
}
