import { COPULAS, COUNT_PREFIXES, NOT_A_HEAD, ORDINAL_WORDS } from "../data/grammar-words";
import { MAJORITY_COMPOUND_HEADS } from "../data/partitive-words";
import { PAIRED_NOUNS } from "../data/quantity-words";
import { TIME_COMPOUND_HEADS } from "../data/time-words";
import { HUGE_COUNT_BOUND } from "../ladder/profiles";
import type { Intensity } from "../ladder/rungs";
import { isAnswerCountBound, isValueOfOneItem } from "./bound-position";
import { BOUND_OPENING_WORDS, findBound } from "./bounds";
import { readCount } from "./counts";
import { findUnaskedPosition } from "./count-position";
import { isYesNoQuestion } from "./frame";
import { findNegatedQuantity } from "./negation";
import { findVagueQuantity, VAGUE_OPENING_WORDS } from "./vague-quantities";
import { findWholePhrase, WHOLE_OPENING_WORDS } from "./whole-phrases";
import { endsInsideShielded, type FixedKind, type FixedSpan } from "./fixed-expressions";
import { PHRASES_BY_FIRST_WORD, type Rung } from "./lexicon";
import { readTimePhrase } from "./listed-time";
import { APPROXIMATORS, isDistributiveAdverb, readNearUniversal, readSpanOfTimeEnd } from "./near-universals";
import { mayStartNumber, NUMBER_WORDS, readNumber } from "./numbers";
import { findLongestPhrase, rankRung } from "./phrase-index";
import { findProportion, isNumberAfter, PROPORTION_OPENERS } from "./proportions";
import type { RequestShape } from "./request/requests";
import type { Token } from "./tokenize";
import { extendOverSize, isPartOfWhole } from "./partitive-whole";
import { findOrdinal, findWordRule, RULE_WORDS } from "./word-rules";

/** How a marker was read: a lexicon surface, a count, a bound, a proportion, a rule on one word, a list verb or an open request. */
export type MarkerKind = "surface" | "count" | "bound" | "proportion" | "word" | "list" | "request" | "vague" | "negation" | "whole" | "listed";
/**
 * huge: an explicit count above HUGE_COUNT_BOUND, read as a broad ask (ALL) or, after a comparative, not as a cap.
 * members: a bound on a value of the members ("primes under 100"), not on how many answers to give.
 */
export type Marker = {
  rung: Intensity;
  start: number;
  end: number;
  count: number | null;
  kind: MarkerKind;
  huge?: boolean;
  members?: boolean;
  /** For an open request, how it was read. */
  request?: RequestShape;
};
type Candidate = {
  rung: Rung;
  start: number;
  end: number;
  count: number | null;
  kind: MarkerKind;
  huge?: boolean;
  idiom?: boolean;
  members?: boolean;
  /** A span read as a whole that quantifies nothing, reported for the explanation: an idiom, a frequency, a calculation. */
  fixed?: FixedKind;
};
export type Scan = { markers: Marker[]; idioms: FixedSpan[] };
type Tokens = readonly Token[];

const ARTICLES = new Set(["a", "an"]);
const DISTRIBUTIVE = new Set(["each", "every"]);
const PLACE_PREPOSITIONS = new Set(["in", "on", "at", "per", "inside", "within"]);
const PRONOUN_QUANTIFIERS = new Set(["everything", "everyone", "everybody", "nothing", "nobody", "all", "every", "each", "none"]);

/** "every four years" is how often (NEUTRAL, read as a whole); "each year from 2015 to 2020" lists the years (ALL). */
function findTimePhrase(tokens: Tokens, index: number): Candidate | null {
  const time = readTimePhrase(tokens, index);
  if (time === null) return null;
  return time.listed
    ? { rung: "ALL", start: index, end: index + 1, count: null, kind: "listed" }
    : { rung: "NEUTRAL", start: index, end: time.end, count: null, kind: "surface", fixed: "frequency" };
}

/** "zero calories" quantifies a noun; "Is zero a whole number?", "divide by zero" name the number itself. */
function determinesNoun(tokens: Tokens, index: number): boolean {
  const next = tokens[index];
  return next !== undefined && !next.breakBefore && !NOT_A_HEAD.has(next.text) && !COPULAS.has(next.text);
}

const MAX_PAIR_MODIFIERS = 2;

/** "a good pair of hiking boots": a pair of a thing used as one is one item; returns the end of its noun, or -1. */
function findPairedItem(tokens: Tokens, end: number, words: readonly string[]): number {
  if (words[words.length - 2] !== "pair") return -1;
  for (let head = end; head <= end + MAX_PAIR_MODIFIERS; head += 1) if (PAIRED_NOUNS.has(tokens[head]?.text ?? "")) return head + 1;
  return -1;
}

function findPhrase(tokens: Tokens, index: number): Candidate | null {
  const time = findTimePhrase(tokens, index);
  if (time !== null) return time;
  const near = readNearUniversal(tokens, index);
  if (near !== -1) return { rung: "PROPORTIONAL", start: index, end: near, count: null, kind: "proportion" };
  const phrase = findLongestPhrase(tokens, index);
  if (phrase === null || isDistributiveAdverb(tokens, index)) return null;
  if (phrase.rung === "NEUTRAL" && TIME_COMPOUND_HEADS.has(tokens[index + phrase.words.length]?.text ?? ""))
    return { rung: "ALL", start: index, end: index + 1, count: null, kind: "surface" };
  // "an everything bagel": after an article a quantifier pronoun is a noun modifier.
  if (phrase.words.length === 1 && PRONOUN_QUANTIFIERS.has(phrase.words[0] ?? "") && ARTICLES.has(tokens[index - 1]?.text ?? "")) return null;
  // "all but certain" is an idiom; "all but two" still counts.
  if (phrase.idiom && readNumber(tokens, index + phrase.words.length) !== null) return null;
  // "Does a cat have 32 muscles in each ear?": after a preposition in a yes/no question "each" distributes a fact, no list.
  if (DISTRIBUTIVE.has(phrase.words.join(" ")) && PLACE_PREPOSITIONS.has(tokens[index - 1]?.text ?? "") && isYesNoQuestion(tokens, index)) return null;
  const end = index + phrase.words.length;
  if (phrase.words.length === 1 && phrase.words[0] === "zero" && !determinesNoun(tokens, end)) return null;
  const unit = findPairedItem(tokens, end, phrase.words);
  if (unit !== -1) return { rung: "NEUTRAL", start: index, end: unit, count: null, kind: "surface", fixed: "unit" };
  // "the majority owner", "a minority government": the part names a role or a kind, no proportion.
  if (phrase.rung === "PROPORTIONAL" && MAJORITY_COMPOUND_HEADS.has(tokens[end]?.text ?? "")) return null;
  // "Are there 12 eggs in a dozen?": a counted surface where no one asks for that many counts nothing.
  if (phrase.count !== null && findUnaskedPosition(tokens, index, end) !== null) return { rung: "NEUTRAL", start: index, end, count: null, kind: "surface" };
  if (phrase.rung === "PROPORTIONAL" && phrase.words[phrase.words.length - 1] === "of") {
    // "half of 3/4 cup" is a calculation; "half of all marriages" a proportion, not ALL.
    if (isNumberAfter(tokens, end)) return { rung: "NEUTRAL", start: index, end, count: null, kind: "proportion", fixed: "calculation" };
    if (tokens[end]?.text === "all") return { rung: "PROPORTIONAL", start: index, end: end + 1, count: null, kind: "surface" };
  }
  return { rung: phrase.rung, start: index, end, count: phrase.count, kind: "surface", ...(phrase.idiom ? { idiom: true, fixed: "idiom" } : {}) };
}

function findCount(tokens: Tokens, index: number): Candidate | null {
  const text = tokens[index]?.text ?? "";
  const from = COUNT_PREFIXES.has(text) || text === "any" ? index + 1 : index;
  // "read first, four at most": a comma parts the prefix from the number.
  const read = from > index && tokens[from]?.breakBefore === true ? null : readCount(tokens, from);
  if (read === null) return null;
  if (read.value > HUGE_COUNT_BOUND) return { rung: "ALL", start: index, end: read.end, count: null, kind: "count", huge: true };
  return { rung: "SMALL_NUM_EXPLICIT", start: index, end: read.end, count: read.value, kind: "count" };
}

function findComparative(tokens: Tokens, index: number): Candidate | null {
  const bound = findBound(tokens, index);
  if (bound === null) return null;
  const members = !isAnswerCountBound(tokens, bound.start);
  // "a hotel under $150" bounds one item's value; "Are there more than fifty words for snow?" asks whether a bound holds.
  const fixed = !members ? null : isValueOfOneItem(tokens, bound.start) ? "value" : isYesNoQuestion(tokens, bound.start) ? "asked" : null;
  if (fixed !== null) return { rung: "NEUTRAL", start: bound.start, end: bound.end, count: null, kind: "bound", fixed };
  return {
    rung: "COMPARATIVE_BOUND",
    start: bound.start,
    end: bound.end,
    count: bound.count,
    kind: "bound",
    ...(bound.huge ? { huge: true } : {}),
    ...(members ? { members } : {}),
  };
}

function findFraction(tokens: Tokens, index: number): Candidate | null {
  const proportion = findProportion(tokens, index);
  if (proportion === null) return null;
  // "15% of 80" is a calculation: the span is read, and nothing in it counts.
  const rung = proportion.arithmetic ? "NEUTRAL" : "PROPORTIONAL";
  return { rung, start: proportion.start, end: proportion.end, count: null, kind: "proportion", ...(proportion.arithmetic ? { fixed: "calculation" } : {}) };
}

function findRule(tokens: Tokens, index: number): Candidate | null {
  const negation = findNegatedQuantity(tokens, index);
  if (negation !== null) return { ...negation, kind: "negation" };
  const reading = findWordRule(tokens, index) ?? findOrdinal(tokens, index);
  return reading === null ? null : { ...reading, kind: reading.rung === "SMALL_NUM_EXPLICIT" ? "count" : "word" };
}

function findWhole(tokens: Tokens, index: number): Candidate | null {
  const whole = findWholePhrase(tokens, index);
  return whole === null ? null : { ...whole, kind: "whole" };
}

function findVague(tokens: Tokens, index: number): Candidate | null {
  const vague = findVagueQuantity(tokens, index);
  return vague === null ? null : { ...vague, kind: "vague" };
}

/** The longer candidate; on a tie the higher rank, and the earlier one when both are equal. */
function pickLonger(best: Candidate | null, candidate: Candidate | null): Candidate | null {
  if (candidate === null) return best;
  if (best === null || candidate.end > best.end) return candidate;
  return candidate.end === best.end && rankRung(candidate.rung) > rankRung(best.rung) ? candidate : best;
}

// Every word that can open a phrase, count, bound, ordinal or word rule; digits and "n't" are checked by shape.
const OPENING_WORDS: ReadonlySet<string> = new Set(
  [PHRASES_BY_FIRST_WORD.keys(), COUNT_PREFIXES, BOUND_OPENING_WORDS, RULE_WORDS, NUMBER_WORDS, ORDINAL_WORDS, PROPORTION_OPENERS]
    .concat([VAGUE_OPENING_WORDS, WHOLE_OPENING_WORDS, APPROXIMATORS, ["final", "a", "an", "half", "dozen"]])
    .flatMap((words) => [...words]),
);

const RULE_OPENERS: ReadonlySet<string> = new Set([...RULE_WORDS, ...ORDINAL_WORDS, "none", "neither", "final"]);

/** Most words open nothing: one set lookup spares them the finders. */
function mayOpenMarker(text: string): boolean {
  const code = text.charCodeAt(0);
  return OPENING_WORDS.has(text) || (code >= 48 && code <= 57) || text.endsWith("n't");
}

/** A reading inside the whole an answer is chosen from sets nothing ("Of all 50 states, which five …"). */
function setAsideWhole(tokens: Tokens, best: Candidate | null): Candidate | null {
  if (best === null || best.rung === "NEUTRAL" || best.idiom === true || !isPartOfWhole(tokens, best.start)) return best;
  return { rung: "NEUTRAL", start: best.start, end: extendOverSize(tokens, best.end), count: null, kind: best.kind, fixed: "whole" };
}

function findLongestAt(tokens: Tokens, index: number): Candidate | null {
  const best = findLongestCandidate(tokens, index);
  // "a few years ago", "for many months": a vague span of time, not how many answers to give.
  const time = best !== null && (best.rung === "FEW" || best.rung === "MANY") ? readSpanOfTimeEnd(tokens, best.end) : -1;
  if (best !== null && time !== -1) return { rung: "NEUTRAL", start: best.start, end: time, count: null, kind: best.kind, fixed: "duration" };
  return setAsideWhole(tokens, best);
}

function findLongestCandidate(tokens: Tokens, index: number): Candidate | null {
  const text = tokens[index]?.text ?? "";
  if (!mayOpenMarker(text)) return null;
  // The number finders only run where a number or a word that leads one stands.
  const number = mayStartNumber(tokens, index);
  let best = findPhrase(tokens, index);
  if (VAGUE_OPENING_WORDS.has(text)) best = pickLonger(best, findVague(tokens, index));
  if (WHOLE_OPENING_WORDS.has(text)) best = pickLonger(best, findWhole(tokens, index));
  if (number || COUNT_PREFIXES.has(text) || text === "any") best = pickLonger(best, findCount(tokens, index));
  if (number || BOUND_OPENING_WORDS.has(text)) best = pickLonger(best, findComparative(tokens, index));
  if (number || PROPORTION_OPENERS.has(text)) best = pickLonger(best, findFraction(tokens, index));
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
    const found = findLongestAt(tokens, index);
    const best = found !== null && endsInsideShielded(shielded, found) ? null : found;
    if (best === null) {
      index += 1;
      continue;
    }
    if (best.fixed !== undefined) idioms.push({ start: best.start, end: best.end, kind: best.fixed });
    if (best.rung !== "NEUTRAL") {
      const { rung, start, end, count, kind, huge, members } = best;
      markers.push({ rung, start, end, count, kind, ...(huge === true ? { huge } : {}), ...(members === true ? { members } : {}) });
    }
    index = best.end;
  }
  return { markers, idioms };
}
