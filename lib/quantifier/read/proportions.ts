import { HEDGES } from "../data/grammar-words";
import { readNumber } from "./numbers";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];
/** A proportion the question asks about: token range [start, end). */
export type Proportion = { start: number; end: number };

const PERCENT_SIGNS = new Set(["%", "percent", "per"]);

/** "25% of", "some 40 percent of", "two in three", "nine out of ten", "around 3 in 10": a fraction, not a count. */
export function findProportion(tokens: Tokens, index: number): Proportion | null {
  const from = HEDGES.has(tokens[index]?.text ?? "") ? index + 1 : index;
  const read = readNumber(tokens, from);
  if (read === null) return null;
  const unit = tokens[read.end]?.text ?? "";
  if (PERCENT_SIGNS.has(unit) && (unit !== "per" || tokens[read.end + 1]?.text === "cent")) {
    const after = unit === "per" ? read.end + 2 : read.end + 1;
    return { start: index, end: tokens[after]?.text === "of" ? after + 1 : after };
  }
  const outOf = unit === "out" && tokens[read.end + 1]?.text === "of" ? read.end + 2 : unit === "in" ? read.end + 1 : -1;
  const whole = outOf === -1 ? null : readNumber(tokens, outOf);
  return whole !== null && whole.value > read.value ? { start: index, end: whole.end } : null;
}
