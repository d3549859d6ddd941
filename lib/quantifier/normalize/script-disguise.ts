import { findLatinPrototype } from "./confusables";

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;
const UPPER = /\p{Lu}/u;
const MARKS = /\p{M}/gu;
// Fewer letters than this are too short to tell a disguise from a short word of another script.
const MIN_DISGUISE_LETTERS = 8;

export function isLatinMajority(text: string): boolean {
  let latin = 0;
  let other = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) latin += 1;
    else if (code >= 128 && LETTER.test(ch)) {
      if (LATIN.test(ch)) latin += 1;
      else other += 1;
    }
  }
  return latin > other;
}

/**
 * Text in another script whose every letter passes for a Latin one ("Please say all" in Cyrillic
 * look-alikes) is English in disguise. A real Russian, Greek or Cherokee sentence has letters with
 * no Latin twin (л, я, λ, π, ...), so it never qualifies.
 */
export function isWholeScriptDisguise(text: string): boolean {
  let letters = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128 || !LETTER.test(ch)) {
      if (LETTER.test(ch)) letters += 1;
      continue;
    }
    if (!LATIN.test(ch) && findLatinPrototype(ch) === undefined) return false;
    letters += 1;
  }
  return letters >= MIN_DISGUISE_LETTERS;
}

function isForeignLookalike(ch: string): boolean {
  return ch.charCodeAt(0) >= 128 && !LATIN.test(ch) && findLatinPrototype(ch) !== undefined;
}

/** Each look-alike of another script as the Latin letter it passes for; a capital that passes for "l" is the capital I it shows. */
export function foldLookalikeLetters(text: string): string {
  let folded = "";
  for (const ch of text) {
    const prototype = isForeignLookalike(ch) ? findLatinPrototype(ch) : undefined;
    folded += prototype === undefined ? ch : prototype === "l" && UPPER.test(ch) ? "I" : prototype;
  }
  return folded.replace(MARKS, "");
}

/** A word that mixes Latin letters with look-alikes from another script ("Вeatles") reads as Latin. */
export function foldMixedScripts(text: string): string {
  let hasLatin = false;
  let hasForeign = false;
  for (const ch of text) {
    if (isForeignLookalike(ch)) hasForeign = true;
    else if (LATIN.test(ch)) hasLatin = true;
  }
  return hasLatin && hasForeign ? foldLookalikeLetters(text) : text;
}
