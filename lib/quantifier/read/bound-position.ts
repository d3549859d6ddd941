import { NOT_A_HEAD } from "../data/grammar-words";
import { REQUEST_VERBS } from "../data/question-words";
import { isYesNoQuestion, findSentenceOpening, isStatisticPosition } from "./frame";
import { RELATIVE_WINDOW } from "./count-position";
import { isPlural } from "./list-words";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

// Words after which a bound says how many answers to give: a request's verb or object, a question word, a joined bound.
const COUNT_LEADS = new Set([...REQUEST_VERBS, "me", "us", "you", "which", "what", "want", "need", "like", "and", "but", "or", "then", "please"]);
const COURTESIES = new Set(["please", "kindly", "now", "just", "also"]);
// "a list of 3 to 5 …", "a selection of at most 4 …": "of" after a noun for a list keeps the bound on the answer.
const LIST_NOUNS = new Set(["list", "selection", "set", "choice", "shortlist", "handful", "total", "maximum", "minimum"]);
const COPULAS_AND_HAVE = new Set(["is", "are", "was", "were", "be", "been", "has", "have", "had", "having", "with", "without", "of"]);
const RELATIVES = new Set(["who", "that", "which", "whose", "where"]);
const PLURAL_COPULAS = new Set(["are", "were"]);
const ASKING_WH = new Set(["what", "which", "who"]);

function hasRelativeBefore(tokens: Tokens, start: number): boolean {
  const stop = Math.max(findSentenceOpening(tokens, start), start - RELATIVE_WINDOW);
  for (let cursor = start - 1; cursor > stop; cursor -= 1) if (RELATIVES.has(tokens[cursor]?.text ?? "")) return true;
  return false;
}

// "Give me roughly 5 to 7 ideas", "somewhere in the region of 10 to 12 names": a hedge leaves the bound where it was.
const HEDGES = new Set(["roughly", "around", "about", "approximately", "approx", "somewhere", "maybe", "perhaps", "some"]);
const HEDGE_PHRASES = [
  ["in", "the", "region", "of"],
  ["in", "the", "ballpark", "of"],
  ["on", "the", "order", "of"],
];

function skipHedges(tokens: Tokens, start: number): number {
  let cursor = start;
  for (;;) {
    if (tokens[cursor]?.breakBefore === true) return cursor;
    if (HEDGES.has(tokens[cursor - 1]?.text ?? "")) cursor -= 1;
    else {
      const phrase = HEDGE_PHRASES.find((words) => words.every((word, offset) => tokens[cursor - words.length + offset]?.text === word));
      if (phrase === undefined) return cursor;
      cursor -= phrase.length;
    }
  }
}

/**
 * Whether the bound opening at start limits how many answers to give ("Name at least four …",
 * "Give me 5 tips minimum", "a list of 3 to 5 …") rather than a value of the members ("primes under
 * 100", "countries with more than 100 million people", "players who scored at least 40 goals"). Only
 * a bound on the members bounds the set (docs/classifier.md, Scope); a bound on the count caps the
 * answer and leaves the set as open as before.
 */
export function isAnswerCountBound(tokens: Tokens, bound: number): boolean {
  const start = skipHedges(tokens, bound);
  const token = tokens[start];
  if (token === undefined) return false;
  if (start === findSentenceOpening(tokens, start) || token.breakBefore) return true;
  const previous = tokens[start - 1]?.text ?? "";
  const opening = findSentenceOpening(tokens, start);
  if (previous === "of") return LIST_NOUNS.has(tokens[start - 2]?.text ?? "");
  // "What are two to four good stretches …?": the predicate of "what are" is the answer, as for a count.
  if (PLURAL_COPULAS.has(previous) && start - 2 === opening && ASKING_WH.has(tokens[opening]?.text ?? "")) return true;
  // "Come up with between 3 and 5 slogans": the phrasal verb asks for them.
  if (previous === "with" && tokens[start - 2]?.text === "up") return true;
  if (isYesNoQuestion(tokens, start) || isStatisticPosition(tokens, start) || hasRelativeBefore(tokens, start)) return false;
  if (COPULAS_AND_HAVE.has(previous) || isPlural(previous)) return false;
  // The imperative's verb opens the sentence: "Draft up to 3 emails", "Please draft up to 3 emails".
  return COUNT_LEADS.has(previous) || start - 1 === opening || (start - 2 === opening && COURTESIES.has(tokens[opening]?.text ?? ""));
}

const ONE = new Set(["a", "an", "one"]);
const MAX_ITEM_WORDS = 3;

/**
 * "Pick a random number between 1 and 50", "Suggest a hotel under $150": a bound right after a singular
 * noun phrase with "a" bounds the value of the one item asked for; it counts nothing.
 */
export function isValueOfOneItem(tokens: Tokens, start: number): boolean {
  const noun = tokens[start - 1]?.text ?? "";
  if (noun === "" || NOT_A_HEAD.has(noun) || isPlural(noun)) return false;
  for (let index = start - 2; index >= start - MAX_ITEM_WORDS && index >= 0; index -= 1) {
    if (tokens[index + 1]?.breakBefore === true) return false;
    if (ONE.has(tokens[index]?.text ?? "")) return true;
  }
  return false;
}
