import {
  BARE_LARGE_QUANTITIES,
  LARGE_QUANTITY_NOUNS,
  LARGE_SIZE_WORDS,
  MANY_WORDS,
  NEUTRAL_QUANTITY_NOUNS,
  SMALL_QUANTITY_NOUNS,
  SMALL_SIZE_WORDS,
} from "../data/quantity-words";
import { DETERMINERS } from "../data/grammar-words";
import type { Rung } from "./lexicon";
import { mayStartNumber } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** A vague quantity: FEW or MANY over token range [start, end). */
export type VagueQuantity = { rung: Rung; start: number; end: number; count: null };

const MAX_ADJECTIVES = 2;
const INTENSIFIERS = new Set(["very", "really", "fairly", "pretty", "quite", "rather", "relatively", "truly", "super"]);

/** Every word a vague quantity can open with, for the scan's one-lookup screen. */
export const VAGUE_OPENING_WORDS: ReadonlySet<string> = new Set(["a", "an", ...BARE_LARGE_QUANTITIES, ...MANY_WORDS]);

/** "of" and then what is counted: not a number ("a batch of 12 cookies" counts 12) nor "the" ("a host of the show"). */
function isQuantityOf(tokens: Tokens, index: number): boolean {
  const next = tokens[index + 1];
  if (tokens[index]?.text !== "of" || next === undefined || next.breakBefore) return false;
  return !DETERMINERS.has(next.text) && !mayStartNumber(tokens, index + 1);
}

function make(rung: Rung, start: number, end: number): VagueQuantity {
  return { rung, start, end, count: null };
}

/** The size the adjectives give, or null when none of them is a size word. */
function readSize(small: boolean, large: boolean): Rung | null {
  if (small) return "FEW";
  return large ? "MANY" : null;
}

/** "a short list of", "a wide range of", "a host of", "a sprinkling of", "a select few", "a good many". */
function readArticlePhrase(tokens: Tokens, index: number): VagueQuantity | null {
  let small = false;
  let large = false;
  let cursor = index + 1;
  for (let adjectives = 0; adjectives <= MAX_ADJECTIVES; adjectives += 1) {
    const text = tokens[cursor]?.text ?? "";
    if (INTENSIFIERS.has(text)) {
      cursor += 1;
      continue;
    }
    if (text === "few" && cursor > index + 1 && !large) return make("FEW", index, cursor + 1);
    if (text === "many" && large) return make("MANY", index, cursor + 1);
    if (isQuantityOf(tokens, cursor + 1)) {
      if (SMALL_QUANTITY_NOUNS.has(text)) return make("FEW", index, cursor + 2);
      if (LARGE_QUANTITY_NOUNS.has(text)) return make(small ? "FEW" : "MANY", index, cursor + 2);
      const size = NEUTRAL_QUANTITY_NOUNS.has(text) ? readSize(small, large) : null;
      if (size !== null) return make(size, index, cursor + 2);
    }
    if (tokens[cursor + 1]?.breakBefore === true) return null;
    small = small || SMALL_SIZE_WORDS.has(text);
    large = large || LARGE_SIZE_WORDS.has(text);
    cursor += 1;
  }
  return null;
}

/**
 * A vague quantity in other words than the ladder's (docs/classifier.md, Reading structure): an
 * article, size adjectives, a quantity noun and "of" ("a small batch of" FEW, "a wide range of" MANY),
 * a bare plural ("loads of", "scores of" MANY, not after "the" or a number), or one word
 * ("innumerable", "umpteen", "myriad").
 */
export function findVagueQuantity(tokens: Tokens, index: number): VagueQuantity | null {
  const text = tokens[index]?.text ?? "";
  if (text === "a" || text === "an") return readArticlePhrase(tokens, index);
  if (MANY_WORDS.has(text)) return isQuantityOf(tokens, index + 1) ? make("MANY", index, index + 2) : make("MANY", index, index + 1);
  if (!BARE_LARGE_QUANTITIES.has(text) || !isQuantityOf(tokens, index + 1)) return null;
  const previous = tokens[index - 1]?.text ?? "";
  return DETERMINERS.has(previous) || mayStartNumber(tokens, index - 1) ? null : make("MANY", index, index + 2);
}
