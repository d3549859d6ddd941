import { COMPUTING_VERBS } from "../data/grammar-words";
import { mayStartNumber } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

const VERBS = COMPUTING_VERBS.map((phrase) => phrase.split(" "));
const FIRST_WORDS: ReadonlySet<string> = new Set(VERBS.map((words) => words[0] ?? ""));
const OPENINGS = new Set(["please", "now", "can", "could", "would", "will", "you", "u", "just", "quickly", "help", "me", "us"]);

function matchVerb(tokens: Tokens, index: number): number {
  for (const words of VERBS) if (words.every((word, offset) => tokens[index + offset]?.text === word)) return index + words.length;
  return -1;
}

/** The end of the sentence that opens at start: the first token of the next one. */
function findSentenceEnd(tokens: Tokens, start: number): number {
  let end = start + 1;
  while (end < tokens.length && tokens[end]?.sentence === start) end += 1;
  return end;
}

/**
 * Sentences that ask for one computed value: opened by a computing verb ("Calculate", "Work out",
 * "Could you figure out"), with a number in them. The whole sentence is a computation: a number in it is
 * an operand, not a count, a bound, a proportion or a year ("Work out the square root of 2025").
 */
export function findComputations(tokens: Tokens): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    if (tokens[start]?.sentence !== start) continue;
    let verb = start;
    while (OPENINGS.has(tokens[verb]?.text ?? "") && verb < start + 4) verb += 1;
    if (!FIRST_WORDS.has(tokens[verb]?.text ?? "")) continue;
    const after = matchVerb(tokens, verb);
    if (after === -1) continue;
    const end = findSentenceEnd(tokens, start);
    for (let index = after; index < end; index += 1) {
      if (!mayStartNumber(tokens, index)) continue;
      spans.push({ start: verb, end });
      break;
    }
    start = end - 1;
  }
  return spans;
}
