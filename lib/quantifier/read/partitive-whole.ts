import type { Token } from "./tokenize";
import { readNumber } from "./numbers";

type Tokens = readonly Token[];

const UNIVERSALS = new Set(["all", "every", "each"]);
const PARTITIVE_PREPOSITIONS = new Set(["of", "from", "among", "amongst"]);
const SENTENCE_OPENERS = new Set(["so", "ok", "okay", "hey", "and", "now"]);

/** The first token of the sentence at index, past a leading "so", "ok", "hey". */
function findSentenceStart(tokens: Tokens, index: number): number {
  let start = tokens[index]?.sentence ?? 0;
  while (SENTENCE_OPENERS.has(tokens[start]?.text ?? "") && start < index) start += 1;
  return start;
}

/** "Of all the …", "Out of every …", "From all …" opening the sentence. */
function isFronted(tokens: Tokens, index: number): boolean {
  const start = findSentenceStart(tokens, index);
  const first = tokens[start]?.text ?? "";
  if (first === "out" && tokens[start + 1]?.text === "of") return start + 2 === index;
  return PARTITIVE_PREPOSITIONS.has(first) && start + 1 === index;
}

const CHOOSERS = new Set(["which", "one", "whichever"]);

/** "five of all the …", "3 from every …", "which of all the …": a number or "which" right before the preposition. */
function followsChoice(tokens: Tokens, index: number): boolean {
  const preposition = index - 1;
  if (!PARTITIVE_PREPOSITIONS.has(tokens[preposition]?.text ?? "")) return false;
  if (CHOOSERS.has(tokens[preposition - 1]?.text ?? "")) return true;
  for (let start = preposition - 1; start >= Math.max(0, preposition - 3); start -= 1) if (readNumber(tokens, start)?.end === preposition) return true;
  return false;
}

/**
 * A universal that names the whole an answer is chosen from ("Of all the noble gases, which two …",
 * "name five of all the rivers"): the count or the question decides how many to give, not "all".
 */
export function isPartitiveWhole(tokens: Tokens, index: number): boolean {
  if (!UNIVERSALS.has(tokens[index]?.text ?? "")) return false;
  return isFronted(tokens, index) || followsChoice(tokens, index);
}
