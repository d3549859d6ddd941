import { describeLookalikeKey } from "./confusables";
import { FOLD_TARGETS, matchCase } from "./fold-targets";
import { LEET_SIGNS, splitPieces } from "./pieces";
import { foldLookalikeLetters, foldMixedScripts, isLatinMajority, isWholeScriptDisguise } from "./script-disguise";
import { collectSpelledRuns, type Replacement } from "./spelled-letters";

const ASCII_ONLY = /^[\x00-\x7F]*$/;
// What an ASCII disguise needs somewhere: a letter against a digit or @ $ |, a capital inside a word, or three
// single characters with short separator runs between them (the spelled-out shape).
export const ASCII_DISGUISE =
  /[A-Za-z][0-9@$|]|[0-9@$|][A-Za-z]|[a-z][A-Z]|(?:^|[^A-Za-z0-9@$|])[A-Za-z0-9@$|][^A-Za-z0-9@$]{1,5}[A-Za-z0-9@$|][^A-Za-z0-9@$]{1,5}[A-Za-z0-9@$|](?![A-Za-z0-9@$|])/;
// An upper-case prefix and digits is an identifier ("A11", "M25", "F16"), never leetspeak.
const IDENTIFIER = /^[A-Z]+[0-9]+$/;

/** Worth a look-alike lookup: non-ASCII, letters mixed with digits or @ $ |, or a capital inside a lower-case word ("aII"). */
function isDisguiseCandidate(text: string): boolean {
  let letters = 0;
  let signs = 0;
  let lowerThenUpper = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 128) return true;
    const lower = code >= 97 && code <= 122;
    const upper = code >= 65 && code <= 90;
    if (lower || upper) letters += 1;
    else signs += 1;
    if (upper && index > 0 && text.charCodeAt(index - 1) >= 97) lowerThenUpper = true;
  }
  if (lowerThenUpper) return true;
  return letters > 0 && signs > 0 && !IDENTIFIER.test(text);
}

// "JavaScript", "PlayStation": a name spelled in camel case, which a fold would only lower-case. "eVeRy" and "EvErY" still fold.
const CAMEL_CASE = /^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/;

function isCamelCaseName(text: string, target: string): boolean {
  return CAMEL_CASE.test(text) && target === text.toLowerCase();
}

/** "a|l|l", "e$v$e$r$y": one sign between single characters spells a word out, when every other character is that sign. */
function findSignSpelledTarget(text: string): string | undefined {
  const characters = [...text];
  const sign = characters[1] ?? "";
  if (characters.length < 5 || characters.length % 2 === 0 || !LEET_SIGNS.has(sign)) return undefined;
  const letters = characters.filter((ch, index) => (index % 2 === 0 ? !LEET_SIGNS.has(ch) : ch === sign));
  if (letters.length !== characters.length) return undefined;
  return FOLD_TARGETS.get(describeLookalikeKey(characters.filter((_, index) => index % 2 === 0).join("")));
}

function foldPiece(text: string, wholeScript: boolean): string {
  if (!isDisguiseCandidate(text)) return text;
  const target = FOLD_TARGETS.get(describeLookalikeKey(text)) ?? findSignSpelledTarget(text);
  if (target !== undefined) return isCamelCaseName(text, target) ? text : matchCase(target, text);
  return wholeScript ? foldLookalikeLetters(text) : foldMixedScripts(text);
}

/**
 * Folds disguised words of a question into the quantifier or list word they imitate: look-alike
 * letters, leetspeak and letters spelled out one by one. In a mostly-Latin question a word changes
 * only when its look-alike key is a target word or it mixes Latin with another script; a question
 * written wholly in look-alikes of another script is read letter by letter as the Latin it shows.
 */
export function foldDisguisedWords(text: string): string {
  if (ASCII_ONLY.test(text) && !ASCII_DISGUISE.test(text)) return text;
  const wholeScript = !isLatinMajority(text) && isWholeScriptDisguise(text);
  if (!wholeScript && !isLatinMajority(text)) return text;
  const pieces = splitPieces(text);
  const replacements: Replacement[] = [];
  const used = collectSpelledRuns(pieces, replacements);
  for (const piece of pieces) {
    if (used.has(piece)) continue;
    const folded = foldPiece(piece.text, wholeScript);
    if (folded !== piece.text) replacements.push({ start: piece.start, end: piece.end, text: folded });
  }
  if (replacements.length === 0) return text;
  replacements.sort((a, b) => a.start - b.start);
  let result = "";
  let cursor = 0;
  for (const replacement of replacements) {
    result += text.slice(cursor, replacement.start) + replacement.text;
    cursor = replacement.end;
  }
  return result + text.slice(cursor);
}
