import { COPULAS } from "../data/grammar-words";
import { WH_WORDS } from "../data/question-words";
import type { Token } from "./tokenize";

const LEADING_CONJUNCTIONS = new Set(["and", "but", "so"]);

/** The question word that opens the question (after a leading "and", "but" or "so"), or -1. */
export function findOpeningWhWord(tokens: readonly Token[]): number {
  const first = LEADING_CONJUNCTIONS.has(tokens[0]?.text ?? "") ? 1 : 0;
  return WH_WORDS.has(tokens[first]?.text ?? "") ? first : -1;
}

/**
 * A number after the verb of a wh-question is a fact the question asks about, not the length of
 * the answer: "Who hit 62 home runs?", "Which driver won 7 titles?" ask for one name. A number
 * right after the question word ("Which two rivers ...?") or in the predicate of "what are",
 * "who were" ("What are the three longest rivers?") counts the answer.
 */
export function isStatisticPosition(tokens: readonly Token[], index: number): boolean {
  const wh = findOpeningWhWord(tokens);
  if (wh === -1 || index <= wh + 1) return false;
  const next = tokens[wh + 1];
  if (next === undefined || COPULAS.has(next.text)) return false;
  return !(next.text === "many" || next.text === "much");
}
