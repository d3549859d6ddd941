import { isOrdinal, NUMBER_WORDS, readCount, readNumber } from "./counts";
import { COUNT_PREFIXES, DETERMINERS, ORDINAL_WORDS } from "../data/grammar-words";
import { PHRASES_BY_FIRST_WORD, type Rung } from "./lexicon";
import { findLongestPhrase, rankRung } from "./phrase-index";
import type { FixedSpan } from "./fixed-expressions";
import { HUGE_COUNT_BOUND } from "../ladder/profiles";
import type { Intensity } from "../ladder/rungs";
import type { Token } from "./tokenize";

/** huge: an explicit count above HUGE_COUNT_BOUND, read as a broad ask (ALL) or, after a comparative, not as a cap. */
export type Marker = { rung: Intensity; start: number; end: number; count: number | null; huge?: boolean };
type Candidate = { rung: Rung; start: number; end: number; count: number | null; huge?: boolean; idiom?: boolean };
export type Scan = { markers: Marker[]; idioms: FixedSpan[] };
type Tokens = readonly Token[];

const COMPARATIVE_HEADS: readonly (readonly string[])[] = [
  ["at", "least"],
  ["at", "most"],
  ["more", "than"],
  ["fewer", "than"],
  ["less", "than"],
  ["no", "more", "than"],
  ["no", "fewer", "than"],
  ["no", "less", "than"],
  ["not", "more", "than"],
  ["greater", "than"],
  ["up", "to"],
  ["upwards", "of"],
  ["under"],
  ["over"],
];
const NOT_ABSENT_AFTER_NO = new Set(["more", "fewer", "less", "longer", "matter", "doubt"]);
const EXISTENTIAL_BEFORE_ANY = new Set([
  "is",
  "are",
  "was",
  "were",
  "do",
  "does",
  "did",
  "has",
  "have",
  "had",
  "can",
  "could",
  "will",
  "would",
  "should",
  "if",
  "whether",
  "not",
  "without",
  "never",
  "no",
  "hardly",
  "barely",
  "there",
]);
const SUPERLATIVE_SUFFIXES = ["ous", "ful", "ive", "able", "ible", "ly", "ant", "ent", "ic", "al", "ar", "ed"];
const SUPERLATIVE_WORDS = new Set(["common", "often", "spoken", "well"]);
const ORDINAL_BLOCKERS = new Set(["century", "centuries", "millennium", "anniversary", "birthday", "amendment", "time"]);
const NEGATIONS = new Set(["not", "never"]);
const RULE_WORDS = ["most", "any", "no", ...NEGATIONS];
const COPULAS = new Set(["is", "are", "was", "were"]);

const HEADS_BY_FIRST_WORD = new Map<string, (readonly string[])[]>();
for (const head of COMPARATIVE_HEADS) {
  const first = head[0] ?? "";
  HEADS_BY_FIRST_WORD.set(first, [...(HEADS_BY_FIRST_WORD.get(first) ?? []), head]);
}

// Plain loops: this runs once per token of every question, so it avoids per-call closures and arrays.
function matchesWords(tokens: Tokens, index: number, words: readonly string[]): boolean {
  for (let offset = 0; offset < words.length; offset += 1) {
    if (tokens[index + offset]?.text !== words[offset]) return false;
  }
  return true;
}

function findPhrase(tokens: Tokens, index: number): Candidate | null {
  const phrase = findLongestPhrase(tokens, index);
  if (phrase === null) return null;
  return { rung: phrase.rung, start: index, end: index + phrase.words.length, count: phrase.count, idiom: phrase.idiom };
}

function findCount(tokens: Tokens, index: number): Candidate | null {
  const text = tokens[index]?.text ?? "";
  const from = COUNT_PREFIXES.has(text) ? index + 1 : index;
  const read = readCount(tokens, from);
  if (read === null) return null;
  if (read.value > HUGE_COUNT_BOUND) return { rung: "ALL", start: index, end: read.end, count: null, huge: true };
  return { rung: "SMALL_NUM_EXPLICIT", start: index, end: read.end, count: read.value };
}

function boundCount(start: number, end: number, value: number): Candidate {
  const huge = value > HUGE_COUNT_BOUND;
  return { rung: "COMPARATIVE_BOUND", start, end, count: huge ? null : value, huge };
}

function findComparative(tokens: Tokens, index: number): Candidate | null {
  if (tokens[index]?.text === "between") {
    const low = readCount(tokens, index + 1);
    const joiner = low === null ? "" : (tokens[low.end]?.text ?? "");
    const high = low === null || (joiner !== "and" && joiner !== "to") ? null : readCount(tokens, low.end + 1);
    if (low === null || high === null) return null;
    return boundCount(index, high.end, Math.max(low.value, high.value));
  }
  for (const head of HEADS_BY_FIRST_WORD.get(tokens[index]?.text ?? "") ?? []) {
    if (!matchesWords(tokens, index, head)) continue;
    const read = readCount(tokens, index + head.length);
    if (read !== null) return boundCount(index, read.end, read.value);
  }
  return null;
}

function findPercent(tokens: Tokens, index: number): Candidate | null {
  const read = readNumber(tokens, index);
  const unit = read === null ? "" : (tokens[read.end]?.text ?? "");
  if (read === null || (unit !== "%" && unit !== "percent")) return null;
  const end = tokens[read.end + 1]?.text === "of" ? read.end + 2 : read.end + 1;
  return { rung: "PROPORTIONAL", start: index, end, count: null };
}

/** "Which city is most populous?" is a superlative; "Are most birds able to fly?" opens with its copula and asks a proportion. */
function isSuperlativeMost(tokens: Tokens, index: number, previous: string): boolean {
  const next = tokens[index + 1]?.text;
  if (next === undefined) return true;
  if (COPULAS.has(previous) && index - 1 > 0 && next !== "of") return true;
  if (SUPERLATIVE_WORDS.has(next)) return true;
  return next !== "of" && SUPERLATIVE_SUFFIXES.some((suffix) => next.endsWith(suffix));
}

function single(rung: Rung, index: number): Candidate {
  return { rung, start: index, end: index + 1, count: null };
}

/** "Which teams did not win?": a negation after "which" asks for the set the negation excludes. */
function hasWhichBefore(tokens: Tokens, index: number): boolean {
  for (let before = 0; before < index; before += 1) if (tokens[before]?.text === "which") return true;
  return false;
}

function findWordRule(tokens: Tokens, index: number): Candidate | null {
  const token = tokens[index];
  const previous = tokens[index - 1]?.text ?? "";
  if (token === undefined) return null;
  if (token.text === "most") return isSuperlativeMost(tokens, index, previous) ? null : single("PROPORTIONAL", index);
  if (token.text === "any") {
    // A sentence-initial "any" is elliptical ("[Are there] any recommendations …?").
    const existential = index === 0 || token.breakBefore || EXISTENTIAL_BEFORE_ANY.has(previous) || previous.endsWith("n't");
    return existential ? null : single("ALL", index);
  }
  if (token.text === "no") {
    const next = tokens[index + 1];
    const quantifiesNext = next !== undefined && !next.breakBefore && !NOT_ABSENT_AFTER_NO.has(next.text);
    return quantifiesNext ? single("ABSENT", index) : null;
  }
  const negation = NEGATIONS.has(token.text) || token.text.endsWith("n't");
  if (negation) return hasWhichBefore(tokens, index) ? single("ABSENT", index) : null;
  return null;
}

/** "the third president" asks for one positioned item; "the Second World War" is a name. */
function findOrdinal(tokens: Tokens, index: number): Candidate | null {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined || !isOrdinal(token.text)) return null;
  const determined = DETERMINERS.has(previous.text) || previous.text.endsWith("'s");
  const insideName = token.capitalized && !token.breakBefore;
  if (!determined || insideName || ORDINAL_BLOCKERS.has(tokens[index + 1]?.text ?? "")) return null;
  return { rung: "SMALL_NUM_EXPLICIT", start: index, end: index + 1, count: 1 };
}

function rankCandidate(candidate: Candidate): number {
  return rankRung(candidate.rung);
}

/** The longer candidate; on a tie the higher rank, and the earlier one when both are equal. */
function pickLonger(best: Candidate | null, candidate: Candidate | null): Candidate | null {
  if (candidate === null) return best;
  if (best === null || candidate.end > best.end) return candidate;
  return candidate.end === best.end && rankCandidate(candidate) > rankCandidate(best) ? candidate : best;
}

// Every word that can open a phrase, count, comparative, ordinal or word rule; digits and "n't" are checked by shape.
const OPENING_WORDS: ReadonlySet<string> = new Set([
  ...PHRASES_BY_FIRST_WORD.keys(),
  ...COUNT_PREFIXES,
  "between",
  ...HEADS_BY_FIRST_WORD.keys(),
  ...RULE_WORDS,
  ...NUMBER_WORDS,
  ...ORDINAL_WORDS,
]);

/** Most words open nothing: one set lookup spares them the six finders. */
function mayOpenMarker(text: string): boolean {
  const code = text.charCodeAt(0);
  return OPENING_WORDS.has(text) || (code >= 48 && code <= 57) || text.endsWith("n't");
}

function findLongestAt(tokens: Tokens, index: number): Candidate | null {
  if (!mayOpenMarker(tokens[index]?.text ?? "")) return null;
  let best = findPhrase(tokens, index);
  best = pickLonger(best, findCount(tokens, index));
  best = pickLonger(best, findComparative(tokens, index));
  best = pickLonger(best, findPercent(tokens, index));
  best = pickLonger(best, findOrdinal(tokens, index));
  return pickLonger(best, findWordRule(tokens, index));
}

/**
 * Longest match at each token, consumed left to right: O(tokens × constant surface fan-out).
 * Shielded tokens (titles, denominations) yield nothing; idioms are consumed and reported.
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
    if (best.rung !== "NEUTRAL")
      markers.push({ rung: best.rung, start: best.start, end: best.end, count: best.count, ...(best.huge === true ? { huge: true } : {}) });
    index = best.end;
  }
  return { markers, idioms };
}
