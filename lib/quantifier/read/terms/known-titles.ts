import { KNOWN_TITLES } from "../../data/known-titles";
import { indexByFirstWord } from "../phrase-index";
import type { Token } from "../tokenize";

const TITLES = indexByFirstWord(KNOWN_TITLES);

function matchesAt(tokens: readonly Token[], index: number, words: readonly string[]): boolean {
  return words.every((word, offset) => tokens[index + offset]?.text === word);
}

/** The listed titles in the question, whatever their case ("who directed everything everywhere all at once"). */
export function findKnownTitles(tokens: readonly Token[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const titles = TITLES.get(tokens[index]?.text ?? "");
    const words = titles === undefined ? undefined : titles.find((title) => matchesAt(tokens, index, title));
    if (words === undefined) continue;
    spans.push({ start: index, end: index + words.length });
    index += words.length - 1;
  }
  return spans;
}
