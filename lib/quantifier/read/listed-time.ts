import { FREQUENCY_MODIFIERS, TIME_COMPOUND_HEADS, TIME_UNITS } from "../data/time-words";
import { LIST_VERBS } from "../data/question-words";
import { isOrdinal, isYearToken, readNumber } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** "every four years", "each month of the year": the time phrase [start, end), and whether a list asks for the times. */
export type TimePhrase = { start: number; end: number; listed: boolean };

const TIME_QUANTIFIERS = new Set(["every", "each"]);
const RELATIVE_MARKERS = new Set(["when", "that", "where", "whose"]);
const RELATIVE_PREPOSITIONS = new Set(["in", "on", "at", "during", "of"]);
const LISTING_VERBS = new Set([...LIST_VERBS, "give", "show", "find", "tell", "mention", "state", "provide", "down"]);
const SPAN_WORDS = new Set(["from", "between", "since", "through", "until", "till", "to"]);
const WHOLES = new Set(["year", "week", "decade", "century", "season", "month", "calendar"]);
// "the birthstone for each month", "the capital of every state": the quantifier ranges over a set the answer lists.
const DISTRIBUTIVE_BEFORE = new Set(["for", "of"]);

function isNumberLike(tokens: Tokens, index: number): boolean {
  return isYearToken(tokens[index]?.text ?? "") || readNumber(tokens, index) !== null;
}

/** "from 2015 to 2020", "since 2010", "of the year", "of 2023", "in the 1990s": the times are a set the answer goes through. */
function isRestricted(tokens: Tokens, end: number): boolean {
  const word = tokens[end]?.text ?? "";
  if (SPAN_WORDS.has(word)) return isNumberLike(tokens, end + 1);
  const at = tokens[end + 1]?.text === "the" ? end + 2 : end + 1;
  // "of the year", "of 2023", "of the 20th century"
  const whole = isOrdinal(tokens[at]?.text ?? "") ? at + 1 : at;
  if (word === "of") return WHOLES.has(tokens[whole]?.text ?? "") || isYearToken(tokens[at]?.text ?? "");
  return word === "in" && isYearToken(tokens[at]?.text ?? "");
}

function isListed(tokens: Tokens, start: number, end: number): boolean {
  // "Give me every season …": the list verb stands before its indirect object.
  const object = tokens[start - 1]?.text === "me" || tokens[start - 1]?.text === "us" ? start - 1 : start;
  const previous = tokens[object - 1]?.text ?? "";
  // "the weekend of every summer" picks a time within each: no list.
  const distributive = DISTRIBUTIVE_BEFORE.has(previous) && !TIME_UNITS.has(tokens[start - 2]?.text ?? "");
  if (LISTING_VERBS.has(previous) || distributive) return true;
  const after = tokens[end]?.text ?? "";
  if (RELATIVE_MARKERS.has(after) || (RELATIVE_PREPOSITIONS.has(after) && tokens[end + 1]?.text === "which")) return true;
  return isRestricted(tokens, end);
}

/** The unit after "every"/"each" and its modifiers ("single", "other", "few", "couple of", a number); -1 if none. */
function findUnitEnd(tokens: Tokens, index: number): number {
  let cursor = index + 1;
  while (FREQUENCY_MODIFIERS.has(tokens[cursor]?.text ?? "") || tokens[cursor]?.text === "of") cursor += 1;
  const number = readNumber(tokens, cursor);
  if (number !== null && !TIME_UNITS.has(tokens[cursor]?.text ?? "")) cursor = number.end;
  // "every 75 to 76 years", "every 2-3 days"
  const upper = number === null ? null : readNumber(tokens, tokens[cursor]?.text === "to" || tokens[cursor]?.text === "or" ? cursor + 1 : cursor);
  if (upper !== null && upper.end > cursor) cursor = upper.end;
  if (!TIME_UNITS.has(tokens[cursor]?.text ?? "") || TIME_COMPOUND_HEADS.has(tokens[cursor + 1]?.text ?? "")) return -1;
  // "every Tuesday and Friday", "every spring and autumn"
  const joined = tokens[cursor + 1]?.text === "and" && TIME_UNITS.has(tokens[cursor + 2]?.text ?? "");
  return joined ? cursor + 3 : cursor + 1;
}

/**
 * "every four years", "every 90 minutes", "every single day", "every Tuesday": how often (docs/spec.md
 * §2.1), read as a whole. Listed when a list asks for the times: a list verb before ("List every year
 * in which …"), a relative clause after, a restriction ("each year from 2015 to 2020", "every month of
 * the year") or a noun it distributes over ("the birthstone for each month"); then "every" is ALL.
 */
export function readTimePhrase(tokens: Tokens, index: number): TimePhrase | null {
  if (!TIME_QUANTIFIERS.has(tokens[index]?.text ?? "")) return null;
  const end = findUnitEnd(tokens, index);
  return end === -1 ? null : { start: index, end, listed: isListed(tokens, index, end) };
}

const MAX_FREQUENCY_WORDS = 5;

/** Whether the word at index is the unit of a frequency ("every six months", "each year"), not a time a list asks for. */
export function isFrequencyUnit(tokens: Tokens, index: number): boolean {
  for (let start = index - 1; start >= 0 && start >= index - MAX_FREQUENCY_WORDS; start -= 1) {
    const phrase = TIME_QUANTIFIERS.has(tokens[start]?.text ?? "") ? readTimePhrase(tokens, start) : null;
    if (phrase !== null) return phrase.end > index && !phrase.listed;
  }
  return false;
}
