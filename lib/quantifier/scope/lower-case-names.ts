import { COMMON_POSSESSOR_STEMS, COPULAS, DETERMINERS } from "../data/grammar-words";
import { LOWER_CASE_NAMES } from "../data/lower-case-names";
import { AUXILIARIES, WH_WORDS } from "../data/question-words";
import { KIND_ADJECTIVES } from "../data/scope-anchors";
import { isPlural } from "../read/list-words";
import { readNumber } from "../read/numbers";
import type { Token } from "../read/tokenize";

type Tokens = readonly Token[];

// Words no name typed in lower case is made of: function words, pronouns, quantifiers and words of time.
const NOT_NAME_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...COPULAS,
  ...AUXILIARIES,
  ...WH_WORDS,
  ...["of", "in", "on", "at", "for", "by", "with", "from", "to", "into", "about", "than", "as", "since", "during", "after"],
  ...["before", "over", "under", "and", "or", "but", "not", "i", "you", "he", "she", "it", "we", "they", "me", "us", "him"],
  ...["them", "all", "every", "each", "any", "some", "no", "many", "few", "most", "several", "both", "ever", "time", "history"],
  ...["today", "now", "there", "here", "please", "pls", "ago", "so", "far", "yet", "ranked", "order", "total", "get", "got"],
  ...["make", "take", "have", "go", "see", "know", "want", "need", "use", "like", "love", "single", "last", "other", "one"],
]);
const MAX_NAME_WORDS = 3;

function isNameWord(tokens: Tokens, index: number, first: number): boolean {
  const token = tokens[index];
  if (token === undefined || token.capitalized || token.text.endsWith("'s") || NOT_NAME_WORDS.has(token.text)) return false;
  if (index > first && (token.breakBefore || token.sentence !== tokens[first]?.sentence)) return false;
  return /^[a-z]/.test(token.text) && readNumber(tokens, index) === null;
}

/**
 * A name typed in lower case right after a preposition of relation: "every song on abbey road", "the albums by
 * pink floyd". One to three words, no function word; a plural ("books by women") or a nationality ("songs in
 * english") names a kind, not a thing. Returns the end of the name, or -1.
 */
export function readLowerCaseName(tokens: Tokens, start: number): number {
  if (KIND_ADJECTIVES.has(tokens[start]?.text ?? "")) return -1;
  let end = start;
  // A participle after the first word closes the name: "dog breeds recognized by the FCI".
  while (end < start + MAX_NAME_WORDS && isNameWord(tokens, end, start) && (end === start || !tokens[end]?.text.endsWith("ed"))) end += 1;
  for (let index = start; index < end; index += 1) {
    const word = tokens[index]?.text ?? "";
    if (isPlural(word) && !LOWER_CASE_NAMES.has(word)) return -1;
  }
  return end > start ? end : -1;
}

// In lower case a possessor may also be a common noun's: "the band's albums", "the city's parks".
const COMMON_POSSESSORS: ReadonlySet<string> = new Set([
  ...COMMON_POSSESSOR_STEMS,
  ...["women", "men", "kid", "kids", "nature", "god", "country", "nation", "city", "team", "band", "company", "author"],
]);
/**
 * "list all of taylor swift's albums": a possessive typed in lower case is a name's when no determiner or
 * pronoun stands before it and it is no common word's ("the band's albums", "my dad's records" are not).
 */
export function isLowerCasePossessor(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  if (token === undefined || token.capitalized || !token.text.endsWith("'s")) return false;
  const stem = token.text.slice(0, -2);
  if (COMMON_POSSESSORS.has(stem) || NOT_NAME_WORDS.has(stem)) return false;
  const before = tokens[index - 1];
  const joined = before !== undefined && !before.breakBefore && isNameWord(tokens, index - 1, index - 1);
  const lead = joined ? tokens[index - 2]?.text : before?.text;
  return !DETERMINERS.has(lead ?? "") && !DETERMINERS.has(before?.text ?? "");
}

/** "all the films christopher nolan directed": two words typed in lower case as a first and a last name, or -1. */
export function readTwoWordName(tokens: Tokens, start: number): number {
  const words = isNameWord(tokens, start, start) && isNameWord(tokens, start + 1, start);
  return words && !isPlural(tokens[start + 1]?.text ?? "") && !KIND_ADJECTIVES.has(tokens[start]?.text ?? "") ? start + 2 : -1;
}
