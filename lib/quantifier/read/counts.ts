import { COUNT_LEADS, IDENTIFIER_LEADS, MEASURE_WORDS, MONTHS, SMALL_NUMBER_WORDS, TENS_WORDS } from "../data/number-words";
import { ORDINAL_WORDS } from "../data/grammar-words";
import { LIST_VERBS } from "../data/question-words";
import { isPlural } from "./list-words";
import type { Token } from "./tokenize";

/** The words readNumber reads; any other token it reads opens with a digit. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([...SMALL_NUMBER_WORDS.keys(), ...TENS_WORDS.keys()]);

const ONE_EXCLUDED_AFTER = new Set(["which", "the", "this", "that", "each", "any", "every", "no", "some"]);

export type NumberRead = { value: number; end: number };

// Past 15 significant digits a double may round; such a count is only ever compared with a bound.
const MAX_EXACT_DIGITS = 15;

/** Digits read exactly, or as Infinity when too long to be exact: never a rounded count. */
function readDigits(text: string): number | null {
  let value = 0;
  let significant = 0;
  let sawDigit = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 44) continue;
    if (!isDigitCode(code)) return null;
    sawDigit = true;
    if (significant > 0 || code !== 48) {
      significant += 1;
      value = value * 10 + (code - 48);
    }
  }
  if (!sawDigit) return null;
  return significant > MAX_EXACT_DIGITS ? Number.POSITIVE_INFINITY : value;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function isYearToken(text: string): boolean {
  if (!isDigitCode(text.charCodeAt(0))) return false;
  const core = text.endsWith("s") ? text.slice(0, -1) : text;
  if (core.length !== 4) return false;
  const value = readDigits(core);
  return value !== null && value >= 1000 && value <= 2099;
}

const GIVE_VERBS = new Set(["give"]);
const OBJECT_PRONOUNS = new Set(["me", "us"]);

/** Right after a list verb or "give (me)" and before a plural noun, a number says how many: "Give me 2000 facts", "List 1500 rivers". */
function isAskedCount(tokens: readonly Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (text.endsWith("s") || !isPlural(tokens[index + 1]?.text ?? "")) return false;
  const previous = tokens[index - 1]?.text ?? "";
  const verb = OBJECT_PRONOUNS.has(previous) ? (tokens[index - 2]?.text ?? "") : previous;
  return LIST_VERBS.has(verb) || GIVE_VERBS.has(verb);
}

/** A year or decade ("in 2000", "since 1999", "the 1990s"), unless a list verb asks for that many ("Name 2000 songs"): a count, whatever its value. */
export function isYearAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  return token !== undefined && isYearToken(token.text) && !isAskedCount(tokens, index);
}

function readDozen(tokens: readonly Token[], read: NumberRead): NumberRead {
  return tokens[read.end]?.text === "dozen" ? { value: read.value * 12, end: read.end + 1 } : read;
}

/** Reads a cardinal (digits or words, "twenty-five", "two dozen") starting at index. */
export function readNumber(tokens: readonly Token[], index: number): NumberRead | null {
  const token = tokens[index];
  if (token === undefined) return null;
  if (isDigitCode(token.text.charCodeAt(0))) {
    const digits = isYearAt(tokens, index) ? null : readDigits(token.text);
    return digits === null ? null : readDozen(tokens, { value: digits, end: index + 1 });
  }
  const small = SMALL_NUMBER_WORDS.get(token.text);
  if (small !== undefined) return readDozen(tokens, { value: small, end: index + 1 });
  const tens = TENS_WORDS.get(token.text);
  if (tens === undefined) return null;
  const unit = SMALL_NUMBER_WORDS.get(tokens[index + 1]?.text ?? "");
  if (unit !== undefined && unit < 10) return { value: tens + unit, end: index + 2 };
  return readDozen(tokens, { value: tens, end: index + 1 });
}

function isIdentifierContext(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined) return false;
  if (IDENTIFIER_LEADS.has(previous.text) || MONTHS.has(previous.text)) return true;
  if (token.hyphenBefore && readNumber(tokens, index - 1) === null) return true;
  const sentenceStart = index - 1 === 0 || previous.breakBefore;
  return previous.capitalized && !sentenceStart && !COUNT_LEADS.has(previous.text);
}

/** A cardinal that quantifies the answer set: not a year, identifier, date or measurement. */
export function readCount(tokens: readonly Token[], index: number): NumberRead | null {
  const read = readNumber(tokens, index);
  if (read === null || read.value <= 0) return null;
  const next = tokens[read.end]?.text ?? "";
  if (MEASURE_WORDS.has(next) || MONTHS.has(next) || isIdentifierContext(tokens, index)) return null;
  if (tokens[index]?.text === "one") {
    const previous = tokens[index - 1]?.text ?? "";
    if (ONE_EXCLUDED_AFTER.has(previous) || next === "another") return null;
  }
  return read;
}

const ORDINAL_SUFFIXES = new Set(["st", "nd", "rd", "th"]);

export function isOrdinal(text: string): boolean {
  if (ORDINAL_WORDS.has(text)) return true;
  if (text.length < 3 || !isDigitCode(text.charCodeAt(0)) || !ORDINAL_SUFFIXES.has(text.slice(-2))) return false;
  for (let index = 1; index < text.length - 2; index += 1) if (!isDigitCode(text.charCodeAt(index))) return false;
  return true;
}
