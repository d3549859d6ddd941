// Character classes of the ASCII disguise pattern in fold-words.ts, read by code instead of by regex.
const PERCENT = 37;
const AMPERSAND = 38;

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** @ $ | stand for letters in leetspeak. */
function isSign(code: number): boolean {
  return code === 64 || code === 36 || code === 124;
}

/** [\w@$|]: a character that may stand for a letter. */
function isLetterish(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 95 || isSign(code);
}

/** [\s.\-_*] on ASCII: what may sit between spelled-out letters. */
function isGap(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 46 || code === 45 || code === 95 || code === 42;
}

/** Three single letters spelled out from index: "a l l", "e.v.e", "4 l l"; every gap length of 1 to 3 is tried, as the regex backtracks. */
function spellsThreeAt(text: string, index: number): boolean {
  for (let firstGap = 1; firstGap <= 3 && isGap(text.charCodeAt(index + firstGap)); firstGap += 1) {
    const second = index + firstGap + 1;
    if (!isLetterish(text.charCodeAt(second))) continue;
    for (let secondGap = 1; secondGap <= 3 && isGap(text.charCodeAt(second + secondGap)); secondGap += 1) {
      const third = second + secondGap + 1;
      if (isLetterish(text.charCodeAt(third)) && !isLetterish(text.charCodeAt(third + 1))) return true;
    }
  }
  return false;
}

/** A letter against a digit or @ $ |, or a capital right after a lower-case letter: "4ll", "a11", "@ll", "aII". */
function isMixedPair(previous: number, code: number): boolean {
  if (isLetter(previous) && (isDigit(code) || isSign(code))) return true;
  if ((isDigit(previous) || isSign(previous)) && isLetter(code)) return true;
  return previous >= 97 && previous <= 122 && code >= 65 && code <= 90;
}

/**
 * True when normalizing cannot change the text: printable or control ASCII only, no "%" or "&"
 * to decode, and none of the ASCII disguises (a letter against a digit or @ $ |, a capital inside
 * a word, three letters spelled out). One pass over the character codes, no regex.
 */
export function isPlainAscii(text: string): boolean {
  let previous = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 128 || code === PERCENT || code === AMPERSAND || isMixedPair(previous, code)) return false;
    if (isLetterish(code) && !isLetterish(previous) && spellsThreeAt(text, index)) return false;
    previous = code;
  }
  return true;
}
