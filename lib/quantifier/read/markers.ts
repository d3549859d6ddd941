import { COUNT_PREFIXES, HEDGES, ORDINAL_WORDS } from "../data/grammar-words";
import { HUGE_COUNT_BOUND } from "../ladder/profiles";
import type { Intensity } from "../ladder/rungs";
import { BOUND_OPENING_WORDS, findBound } from "./bounds";
import { readCount } from "./counts";
import type { FixedSpan } from "./fixed-expressions";
import { PHRASES_BY_FIRST_WORD, type Rung } from "./lexicon";
import { isListedTime } from "./listed-time";
import { mayStartNumber, NUMBER_WORDS, readNumber } from "./numbers";
import { findLongestPhrase, rankRung } from "./phrase-index";
import { findProportion } from "./proportions";
import type { Token } from "./tokenize";
import { findOrdinal, findWordRule, RULE_WORDS } from "./word-rules";

/** How a marker was read: a lexicon surface, a count, a bound, a proportion, a rule on one word, a list verb or an open request. */
export type MarkerKind = "surface" | "count" | "bound" | "proportion" | "word" | "list" | "request";
/** huge: an explicit count above HUGE_COUNT_BOUND, read as a broad ask (ALL) or, after a comparative, not as a cap. */
export type Marker = { rung: Intensity; start: number; end: number; count: number | null; kind: MarkerKind; huge?: boolean };
type Candidate = { rung: Rung; start: number; end: number; count: number | null; kind: MarkerKind; huge?: boolean; idiom?: boolean };
export type Scan = { markers: Marker[]; idioms: FixedSpan[] };
type Tokens = readonly Token[];

const ARTICLES = new Set(["a", "an"]);
const PRONOUN_QUANTIFIERS = new Set(["everything", "everyone", "everybody", "nothing", "nobody", "all", "every", "each", "none"]);

function findPhrase(tokens: Tokens, index: number): Candidate | null {
  const phrase = findLongestPhrase(tokens, index);
  if (phrase === null) return null;
  if (isListedTime(tokens, index, phrase)) return { rung: "ALL", start: index, end: index + 1, count: null, kind: "surface" };
  // "an everything bagel": after an article a quantifier pronoun is a noun modifier.
  if (phrase.words.length === 1 && PRONOUN_QUANTIFIERS.has(phrase.words[0] ?? "") && ARTICLES.has(tokens[index - 1]?.text ?? "")) return null;
  // "all but certain" is an idiom; "all but two" still counts.
  if (phrase.idiom && readNumber(tokens, index + phrase.words.length) !== null) return null;
  return { rung: phrase.rung, start: index, end: index + phrase.words.length, count: phrase.count, idiom: phrase.idiom, kind: "surface" };
}

function findCount(tokens: Tokens, index: number): Candidate | null {
  const text = tokens[index]?.text ?? "";
  const from = COUNT_PREFIXES.has(text) || text === "any" ? index + 1 : index;
  const read = readCount(tokens, from);
  if (read === null) return null;
  if (read.value > HUGE_COUNT_BOUND) return { rung: "ALL", start: index, end: read.end, count: null, kind: "count", huge: true };
  return { rung: "SMALL_NUM_EXPLICIT", start: index, end: read.end, count: read.value, kind: "count" };
}

function findComparative(tokens: Tokens, index: number): Candidate | null {
  const bound = findBound(tokens, index);
  if (bound === null) return null;
  return { rung: "COMPARATIVE_BOUND", start: bound.start, end: bound.end, count: bound.count, kind: "bound", ...(bound.huge ? { huge: true } : {}) };
}

function findFraction(tokens: Tokens, index: number): Candidate | null {
  const proportion = findProportion(tokens, index);
  return proportion === null ? null : { rung: "PROPORTIONAL", start: proportion.start, end: proportion.end, count: null, kind: "proportion" };
}

function findRule(tokens: Tokens, index: number): Candidate | null {
  const reading = findWordRule(tokens, index) ?? findOrdinal(tokens, index);
  return reading === null ? null : { ...reading, kind: reading.rung === "SMALL_NUM_EXPLICIT" ? "count" : "word" };
}

/** The longer candidate; on a tie the higher rank, and the earlier one when both are equal. */
function pickLonger(best: Candidate | null, candidate: Candidate | null): Candidate | null {
  if (candidate === null) return best;
  if (best === null || candidate.end > best.end) return candidate;
  return candidate.end === best.end && rankRung(candidate.rung) > rankRung(best.rung) ? candidate : best;
}

// Every word that can open a phrase, count, bound, ordinal or word rule; digits and "n't" are checked by shape.
const OPENING_WORDS: ReadonlySet<string> = new Set([
  ...PHRASES_BY_FIRST_WORD.keys(),
  ...COUNT_PREFIXES,
  ...BOUND_OPENING_WORDS,
  ...RULE_WORDS,
  ...NUMBER_WORDS,
  ...ORDINAL_WORDS,
  "a",
  "an",
  "half",
]);

const RULE_OPENERS: ReadonlySet<string> = new Set([...RULE_WORDS, ...ORDINAL_WORDS]);

/** Most words open nothing: one set lookup spares them the finders. */
function mayOpenMarker(text: string): boolean {
  const code = text.charCodeAt(0);
  return OPENING_WORDS.has(text) || (code >= 48 && code <= 57) || text.endsWith("n't");
}

function findLongestAt(tokens: Tokens, index: number): Candidate | null {
  const text = tokens[index]?.text ?? "";
  if (!mayOpenMarker(text)) return null;
  // The number finders only run where a number or a word that leads one stands.
  const number = mayStartNumber(tokens, index);
  let best = findPhrase(tokens, index);
  if (number || COUNT_PREFIXES.has(text) || text === "any") best = pickLonger(best, findCount(tokens, index));
  if (number || BOUND_OPENING_WORDS.has(text)) best = pickLonger(best, findComparative(tokens, index));
  if (number || HEDGES.has(text)) best = pickLonger(best, findFraction(tokens, index));
  return number || RULE_OPENERS.has(text) || text.endsWith("n't") ? pickLonger(best, findRule(tokens, index)) : best;
}

/**
 * Longest match at each token, consumed left to right: O(tokens × constant surface fan-out).
 * Shielded tokens (titles, denominations, compounds) yield nothing; idioms are consumed and reported.
 */
export function scanMarkers(tokens: Tokens, shielded: readonly boolean[] = []): Scan {
  const markers: Marker[] = [];
  const idioms: FixedSpan[] = [];
  let index = 0;
  while (index < tokens.length) {
    if (index < shielded.length && shielded[index] === true) {
      index += 1;
      continue;
    }
    const best = findLongestAt(tokens, index);
    if (best === null) {
      index += 1;
      continue;
    }
    if (best.idiom === true) idioms.push({ start: best.start, end: best.end, kind: "idiom" });
    if (best.rung !== "NEUTRAL") {
      markers.push({ rung: best.rung, start: best.start, end: best.end, count: best.count, kind: best.kind, ...(best.huge === true ? { huge: true } : {}) });
    }
    index = best.end;
  }
  return { markers, idioms };
}
