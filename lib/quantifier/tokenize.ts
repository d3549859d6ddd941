export type Token = {
  text: string;
  start: number;
  end: number;
  capitalized: boolean;
  breakBefore: boolean;
  hyphenBefore: boolean;
};

const WORD_CHAR = /[\p{L}\p{N}]/u;
const DIGIT = /[0-9]/;
const UPPER = /\p{Lu}/u;
const SPACE = /\s/;
const SYMBOLS = new Set(["%", "$", "#"]);
const APOSTROPHES = new Set(["'", "\u2019"]);

/** ASCII first: questions are mostly ASCII, and the Unicode-property regex is the slow path. */
function isWordCharacter(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return true;
  return code >= 128 && WORD_CHAR.test(ch);
}

function isWordChar(source: string, index: number): boolean {
  return index < source.length && isWordCharacter(source.charAt(index));
}

function isDigitAt(source: string, index: number): boolean {
  return index < source.length && DIGIT.test(source.charAt(index));
}

function hasThousandsGroup(source: string, comma: number): boolean {
  return isDigitAt(source, comma + 1) && isDigitAt(source, comma + 2) && isDigitAt(source, comma + 3) && !isDigitAt(source, comma + 4);
}

function findWordEnd(source: string, start: number): number {
  let end = start;
  let digitsOnly = true;
  while (end < source.length) {
    const ch = source.charAt(end);
    if (isWordCharacter(ch)) {
      digitsOnly = digitsOnly && DIGIT.test(ch);
      end += 1;
    } else if (APOSTROPHES.has(ch) && isWordChar(source, end + 1) && !digitsOnly) {
      end += 1;
    } else if (digitsOnly && ch === "," && hasThousandsGroup(source, end)) {
      end += 4;
    } else if (digitsOnly && ch === "." && isDigitAt(source, end + 1)) {
      end += 1;
    } else {
      break;
    }
  }
  return end;
}

function normaliseWord(raw: string): string {
  return raw.toLowerCase().replaceAll("\u2019", "'");
}

/** Single left-to-right pass; every branch advances the cursor, so the cost is linear. */
export function tokenizeQuestion(question: string): Token[] {
  const tokens: Token[] = [];
  let cursor = 0;
  let breakBefore = false;
  let hyphenBefore = false;
  const push = (start: number, end: number): void => {
    const raw = question.slice(start, end);
    tokens.push({
      text: normaliseWord(raw),
      start,
      end,
      capitalized: UPPER.test(raw.charAt(0)),
      breakBefore,
      hyphenBefore,
    });
    breakBefore = false;
    hyphenBefore = false;
  };
  while (cursor < question.length) {
    const ch = question.charAt(cursor);
    if (isWordCharacter(ch)) {
      const end = findWordEnd(question, cursor);
      push(cursor, end);
      cursor = end;
      continue;
    }
    if (SYMBOLS.has(ch)) {
      push(cursor, cursor + 1);
    } else if (ch === "-" && tokens.at(-1)?.end === cursor && isWordChar(question, cursor + 1)) {
      hyphenBefore = true;
    } else if (!SPACE.test(ch)) {
      breakBefore = true;
    }
    cursor += 1;
  }
  return tokens;
}
