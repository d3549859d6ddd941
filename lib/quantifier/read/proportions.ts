import { FRACTION_WORDS, MAJORITY_COMPOUND_HEADS, PART_NOUNS, PART_SIZES, SIZED_PART_NOUNS } from "../data/partitive-words";
import { DETERMINERS, HEDGES } from "../data/grammar-words";
import { AUXILIARIES } from "../data/question-words";
import { readNumber, isBracketedCode } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** A proportion the question asks about, token range [start, end); arithmetic: a fraction of a number ("15% of 80"), one value. */
export type Proportion = { start: number; end: number; arithmetic: boolean };

const PERCENT_SIGNS = new Set(["%", "percent", "per"]);
const PART_DETERMINERS = new Set(["the", "a", "an", "what", "which", "this", "that"]);
const MAX_ADJECTIVES = 2;

function isDigits(token: Token | undefined): boolean {
  const code = token?.text.charCodeAt(0) ?? 0;
  return code >= 48 && code <= 57;
}

/** After "of": "15% of 80", "half of 3/4 cup", "a third of $65" take a part of a number, a calculation. */
export function isNumberAfter(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  if (token === undefined || isBracketedCode(tokens, index)) return false;
  return token.text === "$" || isDigits(token) || readNumber(tokens, index) !== null;
}

/** "of" closes a proportion; "of all" belongs to it ("half of all marriages" is a proportion, not ALL). */
function close(tokens: Tokens, start: number, of: number): Proportion | null {
  if (tokens[of]?.text !== "of") return null;
  if (isNumberAfter(tokens, of + 1)) return { start, end: of + 1, arithmetic: true };
  return { start, end: tokens[of + 1]?.text === "all" ? of + 2 : of + 1, arithmetic: false };
}

/** "25% of", "some 40 percent of": a percentage; a number "in" or "out of (every)" a larger one: "two in three", "one out of every four". */
function readPercentOrRatio(tokens: Tokens, index: number, from: number): Proportion | null {
  const read = readNumber(tokens, from);
  if (read === null) return null;
  const unit = tokens[read.end]?.text ?? "";
  if (PERCENT_SIGNS.has(unit) && (unit !== "per" || tokens[read.end + 1]?.text === "cent")) {
    const after = unit === "per" ? read.end + 2 : read.end + 1;
    // "25% off an $80 jacket" is a discount: one price to work out.
    if (tokens[after]?.text === "off") return { start: index, end: after + 1, arithmetic: true };
    return close(tokens, index, after) ?? { start: index, end: after, arithmetic: false };
  }
  let whole = unit === "out" && tokens[read.end + 1]?.text === "of" ? read.end + 2 : unit === "in" ? read.end + 1 : -1;
  if (whole !== -1 && tokens[whole]?.text === "every") whole += 1;
  const denominator = whole === -1 ? null : readNumber(tokens, whole);
  return denominator !== null && denominator.value > read.value ? { start: index, end: denominator.end, arithmetic: false } : null;
}

/** "a tenth of", "three-fifths of", "one fifth of", "two thirds of": a fraction in words. */
function readFraction(tokens: Tokens, index: number, from: number): Proportion | null {
  const first = tokens[from]?.text ?? "";
  const numerator = first === "a" || first === "an" ? from + 1 : (readNumber(tokens, from)?.end ?? -1);
  if (numerator === -1 || !FRACTION_WORDS.has(tokens[numerator]?.text ?? "")) return null;
  return close(tokens, index, numerator + 1);
}

const SLASH = 47;

/**
 * "1/3 of the food", "2/3 of voters": a fraction in digits of a whole. Of a unit or a number ("3/4 of an
 * inch", "1/2 of 80") it is a calculation, read elsewhere.
 */
function readDigitFraction(tokens: Tokens, index: number, from: number): Proportion | null {
  const denominator = tokens[from + 1];
  if (!isDigits(tokens[from]) || denominator === undefined || denominator.charBefore !== SLASH || !isDigits(denominator)) return null;
  if (!(Number(denominator.text) > Number(tokens[from]?.text ?? ""))) return null;
  const after = tokens[from + 3]?.text ?? "";
  if (after === "a" || after === "an" || isNumberAfter(tokens, from + 3)) return null;
  const proportion = close(tokens, index, from + 2);
  return proportion === null || proportion.arithmetic ? null : proportion;
}

/** "the greater part of", "a large share of", "the preponderance of", "what share of", "the vast majority": a part of a whole. */
function readPart(tokens: Tokens, index: number): Proportion | null {
  if (!PART_DETERMINERS.has(tokens[index]?.text ?? "")) return null;
  // The span starts after the determiner, as the ladder's own "majority of" does.
  const start = index + 1;
  let sized = tokens[index]?.text === "what" || tokens[index]?.text === "which";
  for (let cursor = index + 1; cursor <= index + 1 + MAX_ADJECTIVES; cursor += 1) {
    const text = tokens[cursor]?.text ?? "";
    if (PART_NOUNS.has(text) || (SIZED_PART_NOUNS.has(text) && sized)) {
      // "the vast majority agree": majority and minority need no "of".
      const majority = (text === "majority" || text === "minority") && cursor > index + 1 && !MAJORITY_COMPOUND_HEADS.has(tokens[cursor + 1]?.text ?? "");
      return close(tokens, start, cursor + 1) ?? (majority ? { start, end: cursor + 1, arithmetic: false } : null);
    }
    // Only adjectives stand between: "what did the minority of …" is no "what … of".
    if ((tokens[cursor]?.breakBefore === true && cursor > index + 1) || DETERMINERS.has(text) || AUXILIARIES.has(text)) return null;
    sized = sized || PART_SIZES.has(text);
  }
  return null;
}

/** Whether a proportion may start at index, by one lookup: hedges, numbers, articles and part determiners. */
export const PROPORTION_OPENERS: ReadonlySet<string> = new Set([...HEDGES, ...PART_DETERMINERS]);

/**
 * "25% of", "some 40 percent of", "two in three", "nine out of ten", "a tenth of", "three-fifths of",
 * "the greater part of", "a significant portion of": a fraction, not a count. A fraction of a number
 * ("15% of 80", "a third of 27") is a calculation, marked arithmetic.
 */
export function findProportion(tokens: Tokens, index: number): Proportion | null {
  const from = HEDGES.has(tokens[index]?.text ?? "") ? index + 1 : index;
  const fraction = readPercentOrRatio(tokens, index, from) ?? readFraction(tokens, index, from) ?? readDigitFraction(tokens, index, from);
  return fraction ?? (from === index ? readPart(tokens, index) : null);
}
