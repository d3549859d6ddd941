import { IDENTIFIER_LEADS, NAMED_NUMBER_HEADS, SMALL_NUMBER_WORDS, TENS_WORDS, WORK_NOUNS } from "../data/number-words";
import { DETERMINERS, ORDINAL_WORDS } from "../data/grammar-words";
import { LIST_VERBS } from "../data/question-words";
import { isPlural } from "./list-words";
import type { Token } from "./tokenize";

/** The words readNumber reads; any other token it reads opens with a digit. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([...SMALL_NUMBER_WORDS.keys(), ...TENS_WORDS.keys()]);

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

/** "401(k)", "403(b)", "501(c)": a number with a bracketed letter is the code of a plan or a section. */
export function isBracketedCode(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  return next !== undefined && next.text.length === 1 && next.charBefore === 40 && next.start === (tokens[index]?.end ?? -1) + 1;
}

const NOTATIONS = new Set(["roman", "binary", "hex", "hexadecimal", "octal", "words", "base", "scientific", "morse", "braille"]);

/** "Write 1492 in Roman numerals", "convert 2024 to binary": the number is written out in another notation, not a year or a count. */
export function isNumberToWrite(tokens: readonly Token[], index: number): boolean {
  const link = tokens[index + 1]?.text ?? "";
  return (link === "in" || link === "into" || link === "to" || link === "as") && NOTATIONS.has(tokens[index + 2]?.text ?? "");
}

/** "the novel 1984", "Windows 2000", "the 1812 Overture", "401(k)", "1492 in Roman numerals": a number named, not counted. */
export function isNamedNumber(tokens: readonly Token[], index: number): boolean {
  if (isBracketedCode(tokens, index) || isNumberToWrite(tokens, index)) return true;
  const previous = tokens[index - 1]?.text ?? "";
  if (IDENTIFIER_LEADS.has(previous)) return true;
  const before = tokens[index - 2]?.text ?? "";
  if (WORK_NOUNS.has(previous) && (DETERMINERS.has(before) || before.endsWith("'s"))) return true;
  const next = tokens[index + 1];
  return next !== undefined && next.capitalized && !next.breakBefore && NAMED_NUMBER_HEADS.has(next.text);
}

/**
 * A year or decade ("in 2000", "since 1999", "the 1990s"), unless a list verb asks for that many
 * ("Name 2000 songs": a count, whatever its value) or it is part of a name ("the novel 1984").
 */
export function isYearAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  return token !== undefined && isYearToken(token.text) && !isAskedCount(tokens, index) && !isNamedNumber(tokens, index);
}

// After a number: "two dozen" is 24, "three hundred" 300, "two thousand" 2000.
const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["dozen", 12],
  ["hundred", 100],
  ["thousand", 1000],
]);
// After "a" or "an": "a dozen", "a hundred", "a handful".
const ARTICLE_NUMBERS: ReadonlyMap<string, number> = new Map([
  ["dozen", 12],
  ["hundred", 100],
  ["thousand", 1000],
  ["handful", 5],
]);

function readMultiplied(tokens: readonly Token[], read: NumberRead): NumberRead {
  const factor = MULTIPLIERS.get(tokens[read.end]?.text ?? "");
  if (factor === undefined || read.value >= factor) return read;
  const multiplied = { value: read.value * factor, end: read.end + 1 };
  // "one hundred and twenty", "two hundred five": the rest below the multiplier.
  const joined = tokens[multiplied.end]?.text === "and" ? multiplied.end + 1 : multiplied.end;
  const rest = factor === 12 ? null : readWords(tokens, joined);
  return rest !== null && rest.value < factor ? { value: multiplied.value + rest.value, end: rest.end } : multiplied;
}

/** "seven", "twenty", "twenty-five": a number spelled in words below a hundred. */
function readWords(tokens: readonly Token[], index: number): NumberRead | null {
  const text = tokens[index]?.text ?? "";
  const small = SMALL_NUMBER_WORDS.get(text);
  if (small !== undefined) return { value: small, end: index + 1 };
  const tens = TENS_WORDS.get(text);
  if (tens === undefined) return null;
  const unit = SMALL_NUMBER_WORDS.get(tokens[index + 1]?.text ?? "");
  return unit !== undefined && unit < 10 ? { value: tens + unit, end: index + 2 } : { value: tens, end: index + 1 };
}

const RANKING_WORDS = new Set(["most", "least", "best", "worst", "top", "biggest"]);

/** "the dozen most common words", "the dozen best films": a definite dozen ranked counts as "the twelve" does. */
function isRankedDozen(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1]?.text ?? "";
  return tokens[index - 1]?.text === "the" && (RANKING_WORDS.has(next) || (next.length > 4 && next.endsWith("est")));
}

/** "a dozen", "a hundred", "a baker's dozen", "half a dozen", "a half-dozen". */
function readArticleNumber(tokens: readonly Token[], index: number): NumberRead | null {
  const text = tokens[index]?.text ?? "";
  const next = tokens[index + 1]?.text ?? "";
  if (text === "dozen") return isRankedDozen(tokens, index) ? { value: 12, end: index + 1 } : null;
  if (text === "half" && next === "a" && tokens[index + 2]?.text === "dozen") return { value: 6, end: index + 3 };
  if (text === "half" && next === "dozen") return { value: 6, end: index + 2 };
  if (text !== "a" && text !== "an") return null;
  if (next === "baker's" && tokens[index + 2]?.text === "dozen") return { value: 13, end: index + 3 };
  if (next === "half" && tokens[index + 2]?.text === "dozen") return { value: 6, end: index + 3 };
  const value = ARTICLE_NUMBERS.get(next);
  return value === undefined ? null : readMultiplied(tokens, { value, end: index + 2 });
}

const NUMBER_STARTS: ReadonlySet<string> = new Set([...NUMBER_WORDS, "a", "an", "half", "dozen"]);

/** Whether a number may start at index, by one or two lookups: digits, a number word, "a dozen", "half a dozen". */
export function mayStartNumber(tokens: readonly Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  const code = text.charCodeAt(0);
  if (code >= 48 && code <= 57) return true;
  if (!NUMBER_STARTS.has(text)) return false;
  if (NUMBER_WORDS.has(text)) return true;
  const next = tokens[index + 1]?.text ?? "";
  if (text === "a" || text === "an") return ARTICLE_NUMBERS.has(next) || next === "baker's" || next === "half";
  if (text === "dozen") return isRankedDozen(tokens, index);
  return text === "half" && (next === "a" || next === "dozen");
}

/** Reads a cardinal starting at index: digits, words ("twenty-five", "one hundred and twenty"), "two dozen", "a hundred", "half a dozen". */
export function readNumber(tokens: readonly Token[], index: number): NumberRead | null {
  const token = tokens[index];
  if (token === undefined) return null;
  if (isDigitCode(token.text.charCodeAt(0))) {
    const digits = isYearAt(tokens, index) ? null : readDigits(token.text);
    return digits === null ? null : readMultiplied(tokens, { value: digits, end: index + 1 });
  }
  const words = readWords(tokens, index);
  return words === null ? readArticleNumber(tokens, index) : readMultiplied(tokens, words);
}

// The two-letter ordinal suffixes as one number each: first letter's code × 128 + second's.
const ST = 115 * 128 + 116;
const ND = 110 * 128 + 100;
const RD = 114 * 128 + 100;
const TH = 116 * 128 + 104;

/** "first", "21st", "3rd", "11th": by its letters, without slicing the word. */
export function isOrdinal(text: string): boolean {
  if (ORDINAL_WORDS.has(text)) return true;
  const length = text.length;
  if (length < 3 || !isDigitCode(text.charCodeAt(0))) return false;
  const suffix = text.charCodeAt(length - 2) * 128 + text.charCodeAt(length - 1);
  if (suffix !== ST && suffix !== ND && suffix !== RD && suffix !== TH) return false;
  for (let index = 1; index < length - 2; index += 1) if (!isDigitCode(text.charCodeAt(index))) return false;
  return true;
}
