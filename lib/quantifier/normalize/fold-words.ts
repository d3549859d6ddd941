import { describeLookalikeKey, LATIN_PROTOTYPES } from "./confusables";
import { IDIOMS } from "../data/idioms";
import { LIST_VERBS, WH_WORDS } from "../data/question-words";
import { ANCHOR_PHRASES } from "../data/scope-anchors";
import { COUNTED_SURFACES, SURFACES } from "../data/surfaces";

type Piece = { start: number; end: number; text: string };

// A spelled-out run needs three letters ("U S" stays a country); a disguised word may have two ("nо").
const MIN_SPELLED_LENGTH = 3;
const MIN_TARGET_LENGTH = 1;
const WORDISH = /[\p{L}\p{M}\p{N}]/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;
const MARKS = /\p{M}/gu;
const UPPER = /\p{Lu}/u;
const LEET_SIGNS = new Set(["@", "$", "|"]);
// Gaps that spell a word out letter by letter: "e v e r y", "a.l.l", "e-a-c-h", "a_l_l", "a * l * l".
const SPELLING_GAP = /^[\s.\-_*\u00B7]{1,3}$/;
const ASCII_ONLY = /^[\x00-\x7F]*$/;
// What an ASCII disguise needs somewhere: a letter against a digit or @ $ |, a capital inside a word, or three spelled letters.
export const ASCII_DISGUISE = /[A-Za-z][0-9@$|]|[0-9@$|][A-Za-z]|[a-z][A-Z]|(?:^|[^\w@$|])[\w@$|][\s.\-_*]{1,3}[\w@$|][\s.\-_*]{1,3}[\w@$|](?![\w@$|])/;
// An upper-case prefix and digits is an identifier ("A11", "M25", "F16"), never leetspeak.
const IDENTIFIER = /^[A-Z]+[0-9]+$/;

/** The words a disguise may be folded into: the lexicon's surfaces, question words, list verbs and scope anchors, nothing else. */
function indexTargets(): ReadonlyMap<string, string> {
  const phrases = [...ANCHOR_PHRASES, ...Object.values(SURFACES).flat(), ...COUNTED_SURFACES.map(([surface]) => surface), ...IDIOMS];
  const words = new Set<string>([...LIST_VERBS, ...WH_WORDS, ...phrases.flatMap((phrase) => phrase.split(" "))]);
  const targets = new Map<string, string>();
  for (const word of words) {
    const key = describeLookalikeKey(word);
    if (word.length >= MIN_TARGET_LENGTH && !targets.has(key)) targets.set(key, word);
  }
  return targets;
}

export const FOLD_TARGETS = indexTargets();
const LONGEST_TARGET = Math.max(...[...FOLD_TARGETS.values()].map((word) => word.length));

function isWordish(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return true;
  if (code < 128) return LEET_SIGNS.has(ch);
  return WORDISH.test(ch) || LATIN_PROTOTYPES.has(ch);
}

function splitPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let start = -1;
  let index = 0;
  for (const ch of text) {
    if (isWordish(ch)) {
      if (start === -1) start = index;
    } else if (start !== -1) {
      pieces.push({ start, end: index, text: text.slice(start, index) });
      start = -1;
    }
    index += ch.length;
  }
  if (start !== -1) pieces.push({ start, end: text.length, text: text.slice(start) });
  return pieces;
}

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

function isUpperLookalike(ch: string): boolean {
  return UPPER.test(LATIN_PROTOTYPES.get(ch) ?? ch);
}

/** The folded word keeps the case the disguise shows: "Ⅼist" gives "List", "ΑLL" gives "ALL", "ӏist" gives "list". */
function matchCase(word: string, original: string): string {
  const characters = [...original];
  if (!isUpperLookalike(characters[0] ?? "")) return word;
  const shouting = characters.length > 1 && characters.every((ch) => !LETTER.test(ch) || isUpperLookalike(ch));
  return shouting ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);
}

function isSingleCharacter(piece: Piece): boolean {
  if (piece.end - piece.start === 1) return true;
  return [...piece.text.replace(MARKS, "")].length === 1;
}

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

function isForeignLookalike(ch: string): boolean {
  return ch.charCodeAt(0) >= 128 && LATIN_PROTOTYPES.has(ch) && !LATIN.test(ch);
}

/** A word mixing Latin letters with look-alikes from another script ("Вeatles") reads as Latin. */
function foldMixedScripts(text: string): string {
  let hasLatin = false;
  let hasForeign = false;
  for (const ch of text) {
    if (isForeignLookalike(ch)) hasForeign = true;
    else if (LATIN.test(ch)) hasLatin = true;
  }
  if (!hasLatin || !hasForeign) return text;
  let folded = "";
  for (const ch of text) folded += isForeignLookalike(ch) ? (LATIN_PROTOTYPES.get(ch) ?? ch) : ch;
  return folded.replace(MARKS, "");
}

function foldPiece(text: string): string {
  if (!isDisguiseCandidate(text)) return text;
  const target = FOLD_TARGETS.get(describeLookalikeKey(text));
  return target === undefined ? foldMixedScripts(text) : matchCase(target, text);
}

type Replacement = { start: number; end: number; text: string };

/** Longest spelled-out target at each position of a run of single characters ("e v e r y t h i n g"); keys grow one letter at a time. */
function findSpelledWords(run: readonly Piece[], replacements: Replacement[]): Set<Piece> {
  const used = new Set<Piece>();
  const keys = run.map((piece) => describeLookalikeKey(piece.text));
  let index = 0;
  while (index < run.length) {
    let key = "";
    let target: string | undefined;
    let found = 0;
    for (let length = 1; length <= LONGEST_TARGET && index + length <= run.length; length += 1) {
      key += keys[index + length - 1] ?? "";
      const match = length >= MIN_SPELLED_LENGTH ? FOLD_TARGETS.get(key) : undefined;
      if (match !== undefined) [target, found] = [match, length];
    }
    const spelled = run.slice(index, index + found);
    const first = spelled[0];
    const last = spelled.at(-1);
    if (target !== undefined && first !== undefined && last !== undefined) {
      replacements.push({ start: first.start, end: last.end, text: matchCase(target, first.text) });
      for (const piece of spelled) used.add(piece);
    }
    index += Math.max(found, 1);
  }
  return used;
}

function collectSpelledRuns(text: string, pieces: readonly Piece[], replacements: Replacement[]): Set<Piece> {
  const used = new Set<Piece>();
  let run: Piece[] = [];
  const flush = (): void => {
    if (run.length >= MIN_SPELLED_LENGTH) for (const piece of findSpelledWords(run, replacements)) used.add(piece);
    run = [];
  };
  for (const piece of pieces) {
    const previous = run.at(-1);
    const joined = previous !== undefined && SPELLING_GAP.test(text.slice(previous.end, piece.start));
    if (!joined) flush();
    if (isSingleCharacter(piece)) run.push(piece);
    else flush();
  }
  flush();
  return used;
}

/**
 * Folds disguised words of a mostly-Latin question into the quantifier or list word they
 * imitate: look-alike letters, leetspeak and letters spelled out one by one. A word is only
 * changed when its look-alike key is a target word, or when it mixes Latin with another script.
 */
export function foldDisguisedWords(text: string): string {
  if (ASCII_ONLY.test(text) && !ASCII_DISGUISE.test(text)) return text;
  if (!isLatinMajority(text)) return text;
  const pieces = splitPieces(text);
  const replacements: Replacement[] = [];
  const used = collectSpelledRuns(text, pieces, replacements);
  for (const piece of pieces) {
    if (used.has(piece)) continue;
    const folded = foldPiece(piece.text);
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
