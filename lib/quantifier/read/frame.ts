import { COPULAS } from "../data/grammar-words";
import { AUXILIARIES, POLITE_AUXILIARIES, REQUEST_VERBS, WH_WORDS } from "../data/question-words";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

const LEADING_CONJUNCTIONS = new Set(["and", "but", "so", "then", "also", "ok", "okay", "well"]);
const YOU = new Set(["you", "u"]);
const ADVERBS = new Set(["please", "kindly", "also", "just", "quickly", "briefly", "maybe", "perhaps"]);

/** The first word of the sentence holding index, past a leading "and", "but", "so". */
export function findSentenceOpening(tokens: Tokens, index: number): number {
  const first = tokens[index]?.sentence ?? 0;
  return LEADING_CONJUNCTIONS.has(tokens[first]?.text ?? "") ? first + 1 : first;
}

/** The question word that opens the sentence holding index (the question when index is 0), or -1. */
export function findOpeningWhWord(tokens: Tokens, index = 0): number {
  const first = findSentenceOpening(tokens, index);
  return WH_WORDS.has(tokens[first]?.text ?? "") ? first : -1;
}

// "Can you hit me with …", "Could you throw us …": verbs that hand something over when "me" or "us" follows.
const HANDING_VERBS = new Set(["hit", "throw", "drop", "shoot", "fire", "toss"]);
const HANDED_TO = new Set(["me", "us"]);

/** "Can you name …", "Could you please list …", "Would you recommend …": a request put as a question. */
function isPoliteRequest(tokens: Tokens, opening: number): boolean {
  if (!POLITE_AUXILIARIES.has(tokens[opening]?.text ?? "") || !YOU.has(tokens[opening + 1]?.text ?? "")) return false;
  let verb = opening + 2;
  while (ADVERBS.has(tokens[verb]?.text ?? "")) verb += 1;
  const text = tokens[verb]?.text ?? "";
  return REQUEST_VERBS.has(text) || (HANDING_VERBS.has(text) && HANDED_TO.has(tokens[verb + 1]?.text ?? ""));
}

/**
 * Whether the sentence holding index is a yes/no question: it opens with an auxiliary ("Do octopuses
 * have three hearts?", "Is it true that …", "Aren't there any …?") and is not a request put as one
 * ("Can you name three …?"). A number in it is a fact to check, not how many answers to give.
 */
export function isYesNoQuestion(tokens: Tokens, index: number): boolean {
  const opening = findSentenceOpening(tokens, index);
  const text = tokens[opening]?.text ?? "";
  if (!AUXILIARIES.has(text) && !text.endsWith("n't")) return false;
  return !isPoliteRequest(tokens, opening);
}

/**
 * A number after the verb of a wh-question is a fact the question asks about, not the length of
 * the answer: "Who hit 62 home runs?", "Which driver won 7 titles?" ask for one name. A number
 * right after the question word ("Which two rivers ...?") or in the predicate of "what are",
 * "who were" ("What are the three longest rivers?") counts the answer.
 */
export function isStatisticPosition(tokens: Tokens, index: number): boolean {
  const wh = findOpeningWhWord(tokens, index);
  if (wh === -1 || index <= wh + 1) return false;
  const next = tokens[wh + 1];
  if (next === undefined || COPULAS.has(next.text)) return false;
  return !(next.text === "many" || next.text === "much");
}

const SINGULAR_COPULAS = new Set(["is", "was"]);

/**
 * "Where was 12 Angry Men filmed?", "When is 30 Rock set?": a number right after a singular copula is the
 * head of its subject, which a singular verb makes one thing, a title or a name, not a count.
 */
export function isSingularSubject(tokens: Tokens, index: number): boolean {
  const wh = findOpeningWhWord(tokens, index);
  return wh !== -1 && index === wh + 2 && SINGULAR_COPULAS.has(tokens[wh + 1]?.text ?? "");
}
