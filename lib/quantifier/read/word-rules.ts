import { DETERMINERS } from "../data/grammar-words";
import { COPULAS } from "../data/grammar-words";
import { AUXILIARIES } from "../data/question-words";
import { MONTHS } from "../data/number-words";
import { MEASURE_WORDS } from "../data/measure-words";
import { findOpeningWhWord, isYesNoQuestion } from "./frame";
import type { Rung } from "./lexicon";
import { isOrdinal, readNumber } from "./numbers";
import { isSplitPossessive, type Token } from "./tokenize";

type Tokens = readonly Token[];
/** A reading of one word or a few: token range [start, end), with a count for SMALL_NUM_EXPLICIT. */
export type WordReading = { rung: Rung; start: number; end: number; count: number | null };

// "say no to", "no more than": "no" answers or compares here, it quantifies nothing.
const NOT_ABSENT_AFTER_NO = new Set(["more", "fewer", "less", "longer", "matter", "doubt", "to"]);
// Before these "any" asks whether one exists ("Is there any …?"), not for all of them.
const EXISTENTIAL_BEFORE_ANY = new Set([...COPULAS, ...AUXILIARIES, "if", "whether", "not", "cannot", "without", "never", "no", "hardly", "barely", "there"]);
const SUPERLATIVE_SUFFIXES = ["ous", "ful", "ive", "able", "ible", "ly", "ant", "ent", "ic", "al", "ar", "ed"];
const SUPERLATIVE_WORDS = new Set(["common", "often", "spoken", "well"]);
const ORDINAL_BLOCKERS = new Set(["century", "centuries", "millennium", "anniversary", "birthday", "amendment", "time"]);
const NEGATIONS = new Set(["not", "never", "cannot"]);
// "Who finished third?", "Which team came last?": a place in a ranking, one item, as "the third" is (§2, row 4).
const SETTING_PREPOSITIONS = new Set(["in", "during", "after", "before", "within", "on", "at", "since", "until", "throughout", "over"]);
const SUBJECT_WH = new Set(["who", "which", "what", "who's"]);
const PLACING_VERBS = new Set(["finished", "finish", "finishes", "came", "come", "comes", "placed", "place", "ranked", "ranks", "rank", "ended"]);
/** The words findWordRule reads, for the scan's one-lookup screen ("n't" aside). */
export const RULE_WORDS: readonly string[] = ["most", "any", "no", ...NEGATIONS];

/** "Which city is most populous?" is a superlative; "Are most birds able to fly?" opens with its copula and asks a proportion. */
function isSuperlativeMost(tokens: Tokens, index: number, previous: string): boolean {
  const next = tokens[index + 1]?.text;
  if (next === undefined) return true;
  if (COPULAS.has(previous) && index - 1 > 0 && next !== "of") return true;
  if (SUPERLATIVE_WORDS.has(next)) return true;
  return next !== "of" && SUPERLATIVE_SUFFIXES.some((suffix) => next.endsWith(suffix));
}

function single(rung: Rung, index: number): WordReading {
  return { rung, start: index, end: index + 1, count: null };
}

/** "didn't sing on any song", "never won any title": "any" inside a negated clause asks whether one exists, as after "not". */
function isNegatedBefore(tokens: Tokens, index: number): boolean {
  for (let cursor = index - 1; cursor >= (tokens[index]?.sentence ?? 0); cursor -= 1) {
    const text = tokens[cursor]?.text ?? "";
    if (NEGATIONS.has(text) || text.endsWith("n't") || text === "without") return true;
    if (tokens[cursor]?.breakBefore === true) return false;
  }
  return false;
}

// "Is it any good?", "Is the new one any better than the old?": "any" before an adjective of degree means "at all".
const DEGREE_WORDS = new Set(["good", "use", "better", "worse", "different", "easier", "harder", "cheaper", "faster", "safer", "healthier"]);
const AFTER_DEGREE = new Set(["for", "at", "than", "to", "in", "on", "compared", "now", "anymore", "though", "really"]);

function isDegreeAny(tokens: Tokens, index: number): boolean {
  if (!DEGREE_WORDS.has(tokens[index + 1]?.text ?? "")) return false;
  const after = tokens[index + 2];
  return after === undefined || after.breakBefore || after.sentence !== tokens[index]?.sentence || AFTER_DEGREE.has(after.text);
}

// "Any cat can be trained …", "Any prime greater than 2 is odd": an opening "any" whose noun a modal or a copula follows is universal.
const SUBJECT_VERBS = new Set(["can", "could", "will", "would", "should", "must", "may", "might", "is", "are", "has", "have", "needs"]);
const NOT_IN_SUBJECT = new Set(["what", "which", "who", "where", "when", "how", "why", "that", "to", "for", "on", "about", "you", "i", "we"]);
const SUBJECT_WINDOW = 6;

function isSubjectAny(tokens: Tokens, index: number): boolean {
  for (let cursor = index + 2; cursor <= index + SUBJECT_WINDOW; cursor += 1) {
    const token = tokens[cursor];
    if (token === undefined || token.breakBefore || NOT_IN_SUBJECT.has(token.text)) return false;
    if (SUBJECT_VERBS.has(token.text)) return true;
  }
  return false;
}

/** "Which teams did not win?": a negation after "which" asks for the set the negation excludes. */
function hasWhichBefore(tokens: Tokens, index: number): boolean {
  for (let before = 0; before < index; before += 1) if (tokens[before]?.text === "which") return true;
  return false;
}

/** "any" universal unless it asks whether one exists, or counts ("any two of"); "most" a proportion unless superlative; "no X"; "which … not". */
export function findWordRule(tokens: Tokens, index: number): WordReading | null {
  const token = tokens[index];
  const previous = tokens[index - 1]?.text ?? "";
  if (token === undefined) return null;
  if (token.text === "most") return isSuperlativeMost(tokens, index, previous) ? null : single("PROPORTIONAL", index);
  if (token.text === "any") {
    if (isDegreeAny(tokens, index)) return null;
    // A sentence-initial "any" is elliptical ("[Are there] any recommendations …?") unless its noun is a clause's subject.
    const opening = index === 0 || token.breakBefore;
    const asked = EXISTENTIAL_BEFORE_ANY.has(previous) || isYesNoQuestion(tokens, index) || isNegatedBefore(tokens, index);
    const existential = (opening && !isSubjectAny(tokens, index)) || asked;
    return existential || readNumber(tokens, index + 1) !== null ? null : single("ALL", index);
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

const OWNERS = new Set(["the", "their", "his", "her", "its", "my", "your", "our"]);
const OWNER_WINDOW = 3;

function isSettingOrdinal(tokens: Tokens, index: number): boolean {
  const previous = tokens[index - 1]?.text ?? "";
  if (!OWNERS.has(previous) && !previous.endsWith("'s")) return false;
  for (let cursor = index - 2; cursor >= index - 1 - OWNER_WINDOW && cursor >= 0; cursor -= 1)
    if (SETTING_PREPOSITIONS.has(tokens[cursor]?.text ?? "")) return previous === "the" ? cursor === index - 2 : true;
  return false;
}

/** "the third president" asks for one positioned item; "the Second World War" is a name. */
/** "the final book in the series", "the final episode of Friends": "final" before a noun and "of/in" is "last"; "Who won the final?" names a match. */
function isFinalOfSeries(tokens: Tokens, index: number): boolean {
  const next = tokens[index + 1];
  const link = tokens[index + 2]?.text ?? "";
  return tokens[index]?.text === "final" && next !== undefined && !next.breakBefore && (link === "of" || link === "in");
}

/** "their first two years", "the last 10 minutes": an ordinal over a measured span dates the question, it picks no item. */
function isSpanOfTime(tokens: Tokens, index: number): boolean {
  const number = readNumber(tokens, index + 1);
  return number !== null && MEASURE_WORDS.has(tokens[number.end]?.text ?? "");
}

const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
/** "Friday the 13th", "May the 4th", "the 4th of July": a day of a month, a date. */
function isDateOrdinal(tokens: Tokens, index: number): boolean {
  const before = tokens[index - 2]?.text ?? "";
  if (tokens[index - 1]?.text === "the" && (WEEKDAYS.has(before) || MONTHS.has(before))) return true;
  return tokens[index + 1]?.text === "of" && MONTHS.has(tokens[index + 2]?.text ?? "");
}

/** "Who finished third?", "Which team came last?" ask for the one in that place; "Where did Ferrari finish first?" does not. */
function isAskedPlace(tokens: Tokens, verb: number): boolean {
  if (!PLACING_VERBS.has(tokens[verb]?.text ?? "")) return false;
  const wh = findOpeningWhWord(tokens, verb);
  if (wh === -1 || !SUBJECT_WH.has(tokens[wh]?.text ?? "")) return false;
  for (let cursor = wh + 1; cursor < verb; cursor += 1) if (AUXILIARIES.has(tokens[cursor]?.text ?? "")) return false;
  return true;
}

export function findOrdinal(tokens: Tokens, index: number): WordReading | null {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined || !(isOrdinal(token.text) || isFinalOfSeries(tokens, index))) return null;
  // "longer than the first one": an ordinal compared against picks nothing to give.
  if (tokens[index - 2]?.text === "than") return null;
  const possessive = previous.text.endsWith("'s") || isSplitPossessive(previous);
  // "Who came in second?": the place follows its verb directly or after "in".
  const placed = isAskedPlace(tokens, index - 1) || (previous.text === "in" && isAskedPlace(tokens, index - 2));
  const determined = DETERMINERS.has(previous.text) || possessive || placed;
  const insideName = token.capitalized && !token.breakBefore;
  if (!determined || insideName || ORDINAL_BLOCKERS.has(tokens[index + 1]?.text ?? "")) return null;
  // "a second mortgage", "a third party": after "a" an ordinal means another or a kind, it picks no item.
  if (previous.text === "a" || previous.text === "an") return null;
  if (isDateOrdinal(tokens, index) || isSpanOfTime(tokens, index)) return null;
  // "fail in the first year", "happens in the final scene", "in their first year", "in a baby's first week": a place
  // that dates or locates what is asked, not the answer.
  if (isSettingOrdinal(tokens, index)) return null;
  return { rung: "SMALL_NUM_EXPLICIT", start: index, end: index + 1, count: 1 };
}
