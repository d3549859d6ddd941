export type Token = {
  text: string;
  start: number;
  end: number;
  capitalized: boolean;
  breakBefore: boolean;
  hyphenBefore: boolean;
  /** The character right before the token ("." in ".400", ":" in "8:15"), -1 at the start. */
  charBefore: number;
  /** Index of the first token of the token's sentence: a sentence ends at "?", "!", ";", ":" or a full stop before a capital. */
  sentence: number;
};

import { ONE_LETTER_SHORTHAND, SENTENCE_OPENING_LETTERS, TYPED_SHORTHAND } from "../data/typed-shorthand";

const WORD_CHAR = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const SPACE = /\s/;
const CURLY_APOSTROPHE = "\u2019";

function isAsciiWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** ASCII first: questions are mostly ASCII, and the Unicode-property regex is the slow path. */
function isWordAt(source: string, index: number): boolean {
  const code = source.charCodeAt(index);
  if (isAsciiWordCode(code)) return true;
  return code >= 128 && index < source.length && WORD_CHAR.test(source.charAt(index));
}

function isDigitAt(source: string, index: number): boolean {
  return isDigitCode(source.charCodeAt(index));
}

function hasThousandsGroup(source: string, comma: number): boolean {
  return isDigitAt(source, comma + 1) && isDigitAt(source, comma + 2) && isDigitAt(source, comma + 3) && !isDigitAt(source, comma + 4);
}

function isApostrophe(code: number): boolean {
  return code === 39 || code === 0x2019;
}

/** "Blink-182's": the tokenizer keeps no apostrophe after digits, so the possessive "s" comes as a token of its own. */
export function isSplitPossessive(token: Token | undefined): boolean {
  return token?.text === "s" && isApostrophe(token.charBefore);
}

function findWordEnd(source: string, start: number): number {
  let end = start;
  let digitsOnly = true;
  while (end < source.length) {
    const code = source.charCodeAt(end);
    if (isWordAt(source, end)) {
      digitsOnly = digitsOnly && isDigitCode(code);
      end += 1;
    } else if (isApostrophe(code) && isWordAt(source, end + 1) && !digitsOnly) {
      end += 1;
    } else if (digitsOnly && code === 44 && hasThousandsGroup(source, end)) {
      end += 4;
    } else if (digitsOnly && code === 46 && isDigitAt(source, end + 1)) {
      end += 1;
    } else {
      break;
    }
  }
  return end;
}

function normaliseWord(raw: string): string {
  const lower = raw.toLowerCase();
  return lower.includes(CURLY_APOSTROPHE) ? lower.replaceAll(CURLY_APOSTROPHE, "'") : lower;
}

function isCapitalizedAt(source: string, index: number): boolean {
  const code = source.charCodeAt(index);
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER.test(source.charAt(index));
}

// % $ # and + (as in "15+") are tokens of their own, and so are < and > ("<5 tips").
function isSymbol(code: number): boolean {
  return code === 37 || code === 36 || code === 35 || code === 43 || code === 60 || code === 62;
}

function isSpaceAt(source: string, index: number): boolean {
  const code = source.charCodeAt(index);
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  return code >= 128 && SPACE.test(source.charAt(index));
}

// "?", "!", ";" and ":" end a sentence; a full stop does when a space and a capital follow ("U.S. states" stays one).
function isSentenceEnd(code: number): boolean {
  return code === 63 || code === 33 || code === 59 || code === 58;
}

function isEllipsisAt(source: string, index: number): boolean {
  const code = source.charCodeAt(index);
  return code === 0x2026 || (code === 46 && source.charCodeAt(index - 1) === 46);
}

// A hyphen, or an en dash between two words or numbers ("4–6"), joins them.
function isJoiner(code: number): boolean {
  return code === 45 || code === 0x2013;
}

/** "5ish": digits and "ish" say about that many; the number is read, as "about 5" is. */
function isHedgedDigits(text: string): boolean {
  return isDigitCode(text.charCodeAt(0)) && text.length > 3 && text.endsWith("ish") && isDigitCode(text.charCodeAt(text.length - 4));
}

/** "u" stands for "you" before a space and a word of two or more letters: "can u list", not "U.S." or "u s". */
function isOneLetterShorthand(question: string, start: number, end: number): boolean {
  return question.charCodeAt(end) === 32 && isWordAt(question, end + 1) && isWordAt(question, end + 2) && !isCapitalizedAt(question, start);
}

/** What a token's shorthand spells out ("atleast" → "at least", "top10" → "top 10"); null for a plain word, most of them. */
function readWords(question: string, start: number, end: number, text: string, opensSentence: boolean): readonly string[] | null {
  if (isHedgedDigits(text)) return [text.slice(0, -3)];
  if (text.length > 3 && text.startsWith("top") && isDigitCode(text.charCodeAt(3))) return ["top", text.slice(3)];
  const letter = text.length === 1 ? ONE_LETTER_SHORTHAND.get(text) : undefined;
  if (letter !== undefined) {
    const placed = !SENTENCE_OPENING_LETTERS.has(text) || opensSentence;
    return placed && isOneLetterShorthand(question, start, end) ? letter : null;
  }
  return TYPED_SHORTHAND.get(text) ?? null;
}

/** Single left-to-right pass; every branch advances the cursor, so the cost is linear. */
export function tokenizeQuestion(question: string): Token[] {
  const tokens: Token[] = [];
  let cursor = 0;
  let breakBefore = false;
  let hyphenBefore = false;
  let lastEnd = -1;
  let sentence = 0;
  let ended = false;
  let stopped = false;
  while (cursor < question.length) {
    const code = question.charCodeAt(cursor);
    const word = isWordAt(question, cursor);
    if (word || isSymbol(code)) {
      const end = word ? findWordEnd(question, cursor) : cursor + 1;
      const text = normaliseWord(question.slice(cursor, end));
      const charBefore = cursor === 0 ? -1 : question.charCodeAt(cursor - 1);
      const capitalized = isCapitalizedAt(question, cursor);
      if (ended || (stopped && capitalized)) sentence = tokens.length;
      // "10-ish": the hedge joined to a number leaves the number, as "about 10" would.
      if (text === "ish" && hyphenBefore && isDigitCode(tokens[tokens.length - 1]?.text.charCodeAt(0) ?? 0)) {
        hyphenBefore = false;
        cursor = end;
        continue;
      }
      const words = readWords(question, cursor, end, text, sentence === tokens.length);
      tokens.push({ text: words?.[0] ?? text, start: cursor, end, capitalized, breakBefore, hyphenBefore, charBefore, sentence });
      for (let next = 1; words !== null && next < words.length; next += 1) {
        tokens.push({ text: words[next] ?? "", start: cursor, end, capitalized: false, breakBefore: false, hyphenBefore: false, charBefore, sentence });
      }
      breakBefore = false;
      hyphenBefore = false;
      ended = false;
      stopped = false;
      lastEnd = end;
      cursor = end;
      continue;
    }
    if (isJoiner(code) && lastEnd === cursor && isWordAt(question, cursor + 1)) {
      hyphenBefore = true;
    } else if (!isSpaceAt(question, cursor)) {
      breakBefore = true;
      // An ellipsis ends a sentence even before lower case: "cant decide... gimme a dozen".
      ended = ended || isSentenceEnd(code) || isEllipsisAt(question, cursor);
      stopped = stopped || (code === 46 && isSpaceAt(question, cursor + 1));
    }
    cursor += 1;
  }
  return tokens;
}
