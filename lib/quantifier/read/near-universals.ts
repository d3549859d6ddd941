import { readTimePhrase } from "./listed-time";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

/** Words that soften a universal into most of a set; each may open a marker. */
export const APPROXIMATORS: ReadonlySet<string> = new Set(["almost", "nearly", "virtually", "practically"]);
const UNIVERSALS = new Set(["all", "every", "everyone", "everybody", "everything"]);
const PREPOSITIONS = new Set(["of", "about", "for", "on", "to", "from", "with", "in", "at", "by"]);

/**
 * "almost all of the dinosaurs", "nearly every voter": a universal an approximator softens names
 * most of a set, a proportion (§2, rung 3), not all of it; "nearly every day" stays a frequency.
 * Returns the end of the phrase, or -1.
 */
export function readNearUniversal(tokens: Tokens, index: number): number {
  if (!APPROXIMATORS.has(tokens[index]?.text ?? "") || !UNIVERSALS.has(tokens[index + 1]?.text ?? "")) return -1;
  if (tokens[index + 1]?.breakBefore === true || readTimePhrase(tokens, index + 1) !== null) return -1;
  return tokens[index + 2]?.text === "of" ? index + 3 : index + 2;
}

/**
 * "how much is that each?", "they cost $5 each": "each" closing its clause distributes a value over
 * items already named (an adverb), it asks for no list; "describe each" keeps its pronoun use.
 */
export function isDistributiveAdverb(tokens: Tokens, index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  if (token?.text !== "each" || index === token.sentence) return false;
  const closes = next === undefined || next.sentence !== token.sentence || next.breakBefore;
  return closes && !PREPOSITIONS.has(tokens[index - 1]?.text ?? "");
}

const MULTIPLIERS = new Set(["dozen", "hundred", "thousand", "million"]);
// Units that only measure time ("terms", "seasons" and "periods" also name things asked for).
const SPANS = new Set(["seconds", "minutes", "hours", "days", "nights", "weeks", "months", "years", "decades", "centuries", "millennia"]);

/** "a few years ago", "several hundred years", "many months": after a vague quantity, a unit of time makes a span. Returns its end, or -1. */
export function readSpanOfTimeEnd(tokens: Tokens, end: number): number {
  const unit = MULTIPLIERS.has(tokens[end]?.text ?? "") ? end + 1 : end;
  const text = tokens[unit]?.text ?? "";
  // Plural units only: "a few day trips", "some second-hand shops" name things by a unit, they span no time.
  const plural = SPANS.has(text) && tokens[unit]?.breakBefore !== true;
  return plural && tokens[unit + 1]?.hyphenBefore !== true ? unit + 1 : -1;
}
