export type Token = {
  text: string;
  start: number;
  end: number;
  capitalized: boolean;
  breakBefore: boolean;
  hyphenBefore: boolean;
  /** The character right before the token ("." in ".400", ":" in "8:15"), -1 at the start. */
  charBefore: number;
};

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

// % $ # and + (as in "15+") are tokens of their own.
function isSymbol(code: number): boolean {
  return code === 37 || code === 36 || code === 35 || code === 43;
}

function isSpaceAt(source: string, index: number): boolean {
  const code = source.charCodeAt(index);
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  return code >= 128 && SPACE.test(source.charAt(index));
}

/** Single left-to-right pass; every branch advances the cursor, so the cost is linear. */
export function tokenizeQuestion(question: string): Token[] {
  const tokens: Token[] = [];
  let cursor = 0;
  let breakBefore = false;
  let hyphenBefore = false;
  let lastEnd = -1;
  while (cursor < question.length) {
    const code = question.charCodeAt(cursor);
    const word = isWordAt(question, cursor);
    if (word || isSymbol(code)) {
      const end = word ? findWordEnd(question, cursor) : cursor + 1;
      const text = normaliseWord(question.slice(cursor, end));
      const charBefore = cursor === 0 ? -1 : question.charCodeAt(cursor - 1);
      tokens.push({ text, start: cursor, end, capitalized: isCapitalizedAt(question, cursor), breakBefore, hyphenBefore, charBefore });
      breakBefore = false;
      hyphenBefore = false;
      lastEnd = end;
      cursor = end;
      continue;
    }
    if (code === 45 && lastEnd === cursor && isWordAt(question, cursor + 1)) {
      hyphenBefore = true;
    } else if (!isSpaceAt(question, cursor)) {
      breakBefore = true;
    }
    cursor += 1;
  }
  return tokens;
}
