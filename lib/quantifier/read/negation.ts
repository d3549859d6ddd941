import type { Rung } from "./lexicon";
import { readNumber } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** A negated quantity: ABSENT over token range [start, end), numbers inside it taken in. */
export type Negation = { rung: Rung; start: number; end: number; count: null };

const PARTITIVE_DETERMINERS = new Set(["the", "these", "those", "his", "her", "its", "their", "our", "my", "your", "them", "us"]);
// "not a soul", "not a single …", "not one": what a negation may deny the existence of.
const DENIED_WORDS = new Set(["any", "anyone", "anybody", "anything", "one", "single", "soul"]);

function isNegation(text: string): boolean {
  return text === "not" || text.endsWith("n't");
}

/** "(one) of the five samples", "of his three novels": a partitive after the negated word, its number taken in. */
function readPartitiveTail(tokens: Tokens, index: number): number {
  let cursor = tokens[index]?.text === "one" ? index + 1 : index;
  if (tokens[cursor]?.text !== "of") return index;
  cursor += 1;
  if (PARTITIVE_DETERMINERS.has(tokens[cursor]?.text ?? "")) cursor += 1;
  return readNumber(tokens, cursor)?.end ?? index;
}

/** After "not (even)" or "aren't there (even)": "any", "a single (one)", "one", "a soul", and with "even" any number. */
function readDenied(tokens: Tokens, index: number, even: boolean): number {
  const text = tokens[index]?.text ?? "";
  const next = tokens[index + 1]?.text ?? "";
  if (text === "a" && (next === "single" || next === "soul")) return next === "single" && tokens[index + 2]?.text === "one" ? index + 3 : index + 2;
  if (text === "a" && even) return index + 1;
  if (text === "single" && next === "one") return index + 2;
  if (DENIED_WORDS.has(text)) return index + 1;
  return even ? (readNumber(tokens, index)?.end ?? -1) : -1;
}

/**
 * A negation that denies a quantity (docs/classifier.md, Reading structure): "not even one", "not a
 * single one of the twelve", "aren't there any", "doesn't any bird", "isn't there even one", "not a
 * soul", "none of the three", "neither of the two", "no two". The whole phrase is ABSENT; a number in
 * it says what is denied, not how many answers to give.
 */
export function findNegatedQuantity(tokens: Tokens, index: number): Negation | null {
  const text = tokens[index]?.text ?? "";
  if (text === "none" || text === "neither") {
    const end = readPartitiveTail(tokens, index + 1);
    return end > index + 1 ? { rung: "ABSENT", start: index, end, count: null } : null;
  }
  if (text === "no") {
    const number = readNumber(tokens, index + 1);
    return number === null ? null : { rung: "ABSENT", start: index, end: number.end, count: null };
  }
  if (!isNegation(text)) return null;
  let cursor = index + 1;
  if (text !== "not" && tokens[cursor]?.text === "there") cursor += 1;
  const even = tokens[cursor]?.text === "even";
  if (even) cursor += 1;
  const denied = readDenied(tokens, cursor, even);
  if (denied === -1) return null;
  return { rung: "ABSENT", start: index, end: readPartitiveTail(tokens, denied), count: null };
}
