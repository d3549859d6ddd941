import { ARITHMETIC_VERBS, ARITHMETIC_WORDS, COUNT_PREFIXES, NOT_A_HEAD, STREET_WORDS } from "../data/grammar-words";
import { COUNT_LEADS, MONTHS } from "../data/number-words";
import { MEASURE_WORDS } from "../data/measure-words";
import { FRACTION_WORDS } from "../data/partitive-words";
import { LIST_VERBS } from "../data/question-words";
import { HEDGE_SUFFIXES, isItemCount, isSuperlative } from "./terms/compounds";
import { isSingularSubject } from "./frame";
import { findUnaskedPosition } from "./count-position";
import { isReductionTarget } from "./partitive-whole";
import { isNamedNumber, isYearAt, readNumber, type NumberRead } from "./numbers";
import { isScoreOrFormation } from "./scores";
import type { Token } from "./tokenize";

const ONE_EXCLUDED_AFTER = new Set(["which", "the", "this", "that", "each", "any", "every", "no", "some"]);
const ASKING_VERBS = new Set([...LIST_VERBS, "give", "me", "us", "suggest", "recommend", "pick", "choose", "provide", "share"]);
const RESTRICTING_WORDS = new Set(["only", "just", "like", "maybe"]);
const RANGE_JOINERS = new Set(["or", "to", "and", "through", "thru"]);
const COLON = 58;
const FULL_STOP = 46;
const SLASH = 47;

function isDigits(token: Token | undefined): boolean {
  const code = token?.text.charCodeAt(0) ?? 0;
  return code >= 48 && code <= 57;
}

/** "Route 66", "chapter 11", "Windows 11", "COVID-19"; not "Africa's 3", "top-5" or "twenty-five". */
function isIdentifierContext(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined) return false;
  if (isNamedNumber(tokens, index) || MONTHS.has(previous.text)) return true;
  if (token.hyphenBefore) return !COUNT_PREFIXES.has(previous.text) && readNumber(tokens, index - 1) === null;
  // "the Beatles' three best albums": a number before a rank counts, even after a name.
  if (previous.text.endsWith("'s") || isSuperlative(tokens[index + 1]?.text ?? "")) return false;
  const sentenceStart = index - 1 === 0 || previous.breakBefore;
  return previous.capitalized && !sentenceStart && !COUNT_LEADS.has(previous.text);
}

/** "4 of a kind", "three of a kind": a poker hand's name, not a count of kinds. */
export function isKindName(tokens: readonly Token[], end: number): boolean {
  return tokens[end]?.text === "of" && tokens[end + 1]?.text === "a" && tokens[end + 2]?.text === "kind";
}

/** "9 plus 16", "add 12 and 30", "the sum of 8 and 13", "3 squared": the number is an operand. */
function isOperand(tokens: readonly Token[], index: number, end: number): boolean {
  const previous = tokens[index - 1]?.text ?? "";
  const next = tokens[end]?.text ?? "";
  if (ARITHMETIC_WORDS.has(previous) || ARITHMETIC_WORDS.has(next)) return true;
  if (ARITHMETIC_VERBS.has(previous)) return true;
  // "the sum of 8 and 13", "15% of 80", "a third of 27": a part or a result of the number.
  const before = tokens[index - 2]?.text ?? "";
  if (previous === "of" && (ARITHMETIC_VERBS.has(before) || FRACTION_WORDS.has(before) || before === "%" || before === "percent")) return true;
  const pairedAfter = next === "and" && readNumber(tokens, end + 1) !== null;
  const pairedBefore = previous === "and" && isDigits(tokens[index - 2]);
  return pairedAfter || pairedBefore;
}

/** "8:15", ".400", "3/4": a time, a decimal or a fraction in digits. */
function isTimeDecimalOrScore(tokens: readonly Token[], index: number, end: number): boolean {
  const token = tokens[index];
  const next = tokens[end];
  if (token === undefined) return false;
  if ((token.charBefore === COLON || token.charBefore === SLASH) && isDigits(tokens[index - 1])) return true;
  const joined = next !== undefined && (next.charBefore === COLON || next.charBefore === SLASH);
  if (joined && next.start - 1 === (tokens[end - 1]?.end ?? -1) && isDigits(next)) return true;
  return token.charBefore === FULL_STOP && (tokens[index - 1]?.end ?? -1) < token.start - 1;
}

/** "10 Downing Street", "at 4 Privet Drive", "30 Rockefeller Plaza": the number is part of an address. */
function isAddress(tokens: readonly Token[], index: number, end: number): boolean {
  let cursor = end;
  while (tokens[cursor]?.capitalized === true && !tokens[cursor]?.breakBefore) cursor += 1;
  if (cursor === end) return false;
  return STREET_WORDS.has(tokens[cursor - 1]?.text ?? "") || tokens[index - 1]?.text === "at";
}

/** "1600 Pennsylvania Avenue": a number that opens an address, whatever its value (a year-like one too). */
export function isAddressAt(tokens: readonly Token[], index: number): boolean {
  return isAddress(tokens, index, index + 1);
}

/**
 * A count needs a noun to count: "14 plus 29?", "the 3 in 3M", "Is 91 a prime?" have none; after a list verb
 * or "top" the noun may be left out ("Name 5.", "pick 2 for movie night").
 */
function hasCountedNoun(tokens: readonly Token[], index: number, end: number): boolean {
  const next = tokens[end];
  if (next !== undefined && !next.breakBefore && !NOT_A_HEAD.has(next.text)) return true;
  // "Name 5 or 6 painters": the number before a range's joining word is its first end, not a count.
  if (next !== undefined && !next.breakBefore && RANGE_JOINERS.has(next.text) && readNumber(tokens, end + 1) !== null) return false;
  const before = RESTRICTING_WORDS.has(tokens[index - 1]?.text ?? "") ? index - 2 : index - 1;
  const previous = tokens[before]?.text ?? "";
  return COUNT_PREFIXES.has(previous) || ASKING_VERBS.has(previous) || isReductionTarget(tokens, before);
}

/** Why a number does not count the answer; the explanation says it in words. */
export type NotCountReason = "year" | "name" | "title" | "term" | "measure" | "compound" | "operand" | "time" | "address" | "no noun" | "statistic" | "detail";
export type NumberJudgement = { count: true; read: NumberRead } | { count: false; reason: NotCountReason; read: NumberRead | null };

function refuse(reason: NotCountReason, read: NumberRead | null): NumberJudgement {
  return { count: false, reason, read };
}

/** A number, with a hedge after it taken in: "ten or so" is about ten. */
function readHedgedNumber(tokens: readonly Token[], index: number): NumberRead | null {
  const read = readNumber(tokens, index);
  if (read === null || tokens[read.end]?.text !== "or" || tokens[read.end + 1]?.text !== "so") return read;
  return { value: read.value, end: read.end + 2 };
}

/** Whether the number at index counts the answer set, and if not, why not. */
export function judgeNumber(tokens: readonly Token[], index: number): NumberJudgement {
  const read = readHedgedNumber(tokens, index);
  if (read === null) return refuse(isYearAt(tokens, index) ? "year" : "name", null);
  if (read.value <= 0) return refuse("no noun", read);
  const next = tokens[read.end];
  const nextText = next?.text ?? "";
  if (MEASURE_WORDS.has(nextText) || MONTHS.has(nextText)) return refuse("measure", read);
  if (isKindName(tokens, read.end)) return refuse("term", read);
  if (isIdentifierContext(tokens, index)) return refuse("name", read);
  if (isSingularSubject(tokens, index)) return refuse("title", read);
  // A number joined by a hyphen to a word is a compound modifier ("two-factor", "10-minute", "7-Eleven").
  const joined = next?.hyphenBefore === true && readNumber(tokens, read.end) === null && !HEDGE_SUFFIXES.has(next.text);
  if (joined && !isItemCount(tokens, read.end)) return refuse("compound", read);
  if (isOperand(tokens, index, read.end)) return refuse("operand", read);
  if (isTimeDecimalOrScore(tokens, index, read.end) || isScoreOrFormation(tokens, index)) return refuse("time", read);
  if (isAddress(tokens, index, read.end)) return refuse("address", read);
  if (!hasCountedNoun(tokens, index, read.end)) return refuse("no noun", read);
  const unasked = findUnaskedPosition(tokens, index, read.end);
  if (unasked !== null) return refuse(unasked, read);
  if (tokens[index]?.text === "one") {
    const previous = tokens[index - 1]?.text ?? "";
    if (ONE_EXCLUDED_AFTER.has(previous) || nextText === "another") return refuse("no noun", read);
  }
  return { count: true, read };
}

/** A cardinal that quantifies the answer set: not a year, identifier, date, measurement, operand, address, compound or statistic. */
export function readCount(tokens: readonly Token[], index: number): NumberRead | null {
  const judgement = judgeNumber(tokens, index);
  return judgement.count ? judgement.read : null;
}
