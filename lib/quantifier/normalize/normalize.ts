import { orderBidiRuns } from "./bidi-order";
import { LATIN_PROTOTYPES } from "./confusables";
import { decodeEscapes } from "./decode-escapes";
import { ASCII_DISGUISE, foldDisguisedWords } from "./fold-words";

// Format characters (zero-width space, joiners, soft hyphen, ...) and the other default-ignorable
// code points render as nothing, so "a\u200bll" reads as "all".
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
// A combining mark on a Latin letter, digit, space or symbol: accents, strokes, Zalgo stacks.
// Marks on Greek, Cyrillic and other letters stay, so "й" or "ή" keep their spelling.
const LATIN_MARKS = /([\p{Script=Latin}\p{Script=Common}])(\p{M}+)/gu;
const MARK = /\p{M}/gu;

// A spacing mark that looks like a letter (the anusvara "ం" is a confusable of "o") is a letter here, not an accent.
function keepLetterLikeMarks(_: string, base: string, marks: string): string {
  return base + marks.replace(MARK, (mark) => (LATIN_PROTOTYPES.has(mark) ? mark : ""));
}
const ASCII_ONLY = /^[\x00-\x7F]*$/;
// ASCII without "%" or "&": nothing to decode and nothing for the Unicode folds.
const PLAIN_CHARACTERS = /^[\x00-\x24\x27-\x7F]*$/;

function foldUnicode(text: string): string {
  const visible = orderBidiRuns(text).replace(INVISIBLE, "");
  return visible.normalize("NFKD").replace(LATIN_MARKS, keepLetterLikeMarks).normalize("NFC").replace(INVISIBLE, "");
}

/**
 * The text the classifier matches (docs/classifier.md lists every fold): percent escapes and
 * HTML character references decoded; bidi override and embedding runs put in display order;
 * invisible characters removed; NFKD with the marks on Latin letters removed (NFC elsewhere);
 * then disguised words of a mostly-Latin question folded into the word they imitate.
 */
export function normalizeFully(question: string): string {
  const decoded = decodeEscapes(question);
  const unicode = ASCII_ONLY.test(decoded) ? decoded : foldUnicode(decoded);
  return foldDisguisedWords(unicode);
}

/** Plain ASCII text with no disguise pattern: normalizeFully would return it unchanged. */
export function isPlainAscii(text: string): boolean {
  return PLAIN_CHARACTERS.test(text) && !ASCII_DISGUISE.test(text);
}

/** normalizeFully, skipped for plain ASCII (most questions). */
export function normalizeQuestion(question: string): string {
  return isPlainAscii(question) ? question : normalizeFully(question);
}
