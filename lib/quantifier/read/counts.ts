import { ARITHMETIC_VERBS, ARITHMETIC_WORDS, COUNT_PREFIXES, NOT_A_HEAD, STREET_WORDS } from "../data/grammar-words";
import { COUNT_LEADS, IDENTIFIER_LEADS, MEASURE_WORDS, MONTHS } from "../data/number-words";
import { LIST_VERBS } from "../data/question-words";
import { isStatisticPosition } from "./frame";
import { isYearAt, readNumber, type NumberRead } from "./numbers";
import type { Token } from "./tokenize";

const ONE_EXCLUDED_AFTER = new Set(["which", "the", "this", "that", "each", "any", "every", "no", "some"]);
const ASKING_VERBS = new Set([...LIST_VERBS, "give", "me", "us", "suggest", "recommend", "pick", "choose", "provide", "share"]);
const COLON = 58;
const FULL_STOP = 46;

function isDigits(token: Token | undefined): boolean {
  const code = token?.text.charCodeAt(0) ?? 0;
  return code >= 48 && code <= 57;
}

/** "Route 66", "chapter 11", "Windows 11", "COVID-19"; not "Africa's 3", "top-5" or "twenty-five". */
function isIdentifierContext(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined) return false;
  if (IDENTIFIER_LEADS.has(previous.text) || MONTHS.has(previous.text)) return true;
  if (token.hyphenBefore) return !COUNT_PREFIXES.has(previous.text) && readNumber(tokens, index - 1) === null;
  if (previous.text.endsWith("'s")) return false;
  const sentenceStart = index - 1 === 0 || previous.breakBefore;
  return previous.capitalized && !sentenceStart && !COUNT_LEADS.has(previous.text);
}

/** "9 plus 16", "add 12 and 30", "the sum of 8 and 13", "3 squared": the number is an operand. */
function isOperand(tokens: readonly Token[], index: number, end: number): boolean {
  const previous = tokens[index - 1]?.text ?? "";
  const next = tokens[end]?.text ?? "";
  if (ARITHMETIC_WORDS.has(previous) || ARITHMETIC_WORDS.has(next)) return true;
  if (ARITHMETIC_VERBS.has(previous) || (previous === "of" && ARITHMETIC_VERBS.has(tokens[index - 2]?.text ?? ""))) return true;
  const pairedAfter = next === "and" && readNumber(tokens, end + 1) !== null;
  const pairedBefore = previous === "and" && isDigits(tokens[index - 2]);
  return pairedAfter || pairedBefore;
}

/** "8:15", ".400", "3-1": a time, a decimal or a score. */
function isTimeDecimalOrScore(tokens: readonly Token[], index: number, end: number): boolean {
  const token = tokens[index];
  const next = tokens[end];
  if (token === undefined) return false;
  if (token.charBefore === COLON && isDigits(tokens[index - 1])) return true;
  if (next !== undefined && next.charBefore === COLON && next.start - 1 === (tokens[end - 1]?.end ?? -1) && isDigits(next)) return true;
  return token.charBefore === FULL_STOP && (tokens[index - 1]?.end ?? -1) < token.start - 1;
}

/** "10 Downing Street", "at 4 Privet Drive", "30 Rockefeller Plaza": the number is part of an address. */
function isAddress(tokens: readonly Token[], index: number, end: number): boolean {
  let cursor = end;
  while (tokens[cursor]?.capitalized === true && !tokens[cursor]?.breakBefore) cursor += 1;
  if (cursor === end) return false;
  return STREET_WORDS.has(tokens[cursor - 1]?.text ?? "") || tokens[index - 1]?.text === "at";
}

const SUPERLATIVE_WORDS = new Set(["most", "least", "best", "worst"]);

/** "the top 3 …", "the five biggest …": the ladder's own count shapes rank a list, even after a question's verb. */
function isRankedList(tokens: readonly Token[], index: number, end: number): boolean {
  const next = tokens[end]?.text ?? "";
  return COUNT_PREFIXES.has(tokens[index - 1]?.text ?? "") || SUPERLATIVE_WORDS.has(next) || (next.length > 4 && next.endsWith("est"));
}

/** A count needs a noun to count: "14 plus 29?", "the 3 in 3M", "Is 91 a prime?" have none; "Name 5." after a list verb or "top" still counts. */
function hasCountedNoun(tokens: readonly Token[], index: number, end: number): boolean {
  const next = tokens[end];
  if (next !== undefined && !next.breakBefore) return !NOT_A_HEAD.has(next.text);
  const previous = tokens[index - 1]?.text ?? "";
  return COUNT_PREFIXES.has(previous) || ASKING_VERBS.has(previous);
}

/** Why a number does not count the answer; the explanation says it in words. */
export type NotCountReason = "year" | "name" | "measure" | "compound" | "operand" | "time" | "address" | "no noun" | "statistic";
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
  if (isIdentifierContext(tokens, index)) return refuse("name", read);
  // A number joined by a hyphen to a word is a compound modifier ("two-factor", "10-minute", "7-Eleven").
  if (next?.hyphenBefore === true && readNumber(tokens, read.end) === null) return refuse("compound", read);
  if (isOperand(tokens, index, read.end)) return refuse("operand", read);
  if (isTimeDecimalOrScore(tokens, index, read.end)) return refuse("time", read);
  if (isAddress(tokens, index, read.end)) return refuse("address", read);
  if (!hasCountedNoun(tokens, index, read.end)) return refuse("no noun", read);
  if (isStatisticPosition(tokens, index) && !isRankedList(tokens, index, read.end)) return refuse("statistic", read);
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
