import { COUNT_PREFIXES, ORDINAL_WORDS } from "../data/grammar-words";
import { IDIOMS } from "../data/idioms";
import { SMALL_NUMBER_WORDS, TENS_WORDS } from "../data/number-words";
import { LIST_VERBS, WH_WORDS } from "../data/question-words";
import { CLOSED_CLASSES } from "../data/closed-classes";
import { TIME_ANCHORS } from "../data/scope-anchors";
import { COUNTED_SURFACES, SURFACES } from "../data/surfaces";
import { describeLookalikeKey, findLatinPrototype } from "./confusables";

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

/** The words a disguise may be folded into: the lexicon's surfaces, question words, list verbs, words that open a count, number words and scope anchors. */
function indexTargets(): ReadonlyMap<string, string> {
  const phrases = [
    ...CLOSED_CLASSES.flatMap((closed) => closed.phrases),
    ...TIME_ANCHORS,
    ...Object.values(SURFACES).flat(),
    ...COUNTED_SURFACES.map(([surface]) => surface),
    ...IDIOMS,
  ];
  const words = new Set<string>([...LIST_VERBS, ...WH_WORDS, ...phrases.flatMap((phrase) => phrase.split(" "))]);
  for (const word of [...COUNT_PREFIXES, ...ORDINAL_WORDS, ...SMALL_NUMBER_WORDS.keys(), ...TENS_WORDS.keys()]) words.add(word);
  const targets = new Map<string, string>();
  for (const word of words) {
    const key = describeLookalikeKey(word);
    if (!targets.has(key)) targets.set(key, word);
  }
  return targets;
}

export const FOLD_TARGETS = indexTargets();
export const LONGEST_TARGET = Math.max(...[...FOLD_TARGETS.values()].map((word) => word.length));

export function isUpperLookalike(ch: string): boolean {
  return UPPER.test(findLatinPrototype(ch) ?? ch);
}

/** In a word of capitals a Greek or Cyrillic capital I passes for "l" but is read as the capital it is: "ΑΙΙ" is "ALL". */
function isCapitalInWord(ch: string): boolean {
  return UPPER.test(ch) || isUpperLookalike(ch);
}

/** The folded word keeps the case the disguise shows: "Ⅼist" gives "List", "ΑLL" gives "ALL", "ӏist" gives "list". */
export function matchCase(word: string, original: string): string {
  const characters = [...original];
  if (!isUpperLookalike(characters[0] ?? "")) return word;
  const shouting = characters.length > 1 && characters.every((ch) => !LETTER.test(ch) || isCapitalInWord(ch));
  return shouting ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);
}
