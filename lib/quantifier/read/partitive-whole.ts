import type { Token } from "./tokenize";
import { readNumber } from "./numbers";

type Tokens = readonly Token[];

const UNIVERSALS = new Set(["all", "every", "each"]);
const PARTITIVE_PREPOSITIONS = new Set(["of", "from", "among", "amongst"]);
const SENTENCE_OPENERS = new Set(["so", "ok", "okay", "hey", "and", "now"]);
const CHOOSERS = new Set(["which", "one", "whichever"]);
// "narrow the 12 signs down to 3", "boil the whole filmography down to 3": the object is the whole, the number after "to" the count.
const REDUCING_VERBS = new Set(["narrow", "boil", "cut", "whittle", "trim", "pare", "shrink", "slim", "distill", "distil", "condense", "winnow"]);
const REDUCTION_WINDOW = 16;
const TARGET_DETERMINERS = new Set(["the", "just", "only", "my", "a", "your"]);
const PRONOUNS = new Set(["it", "them", "this", "that", "these", "those"]);

/** The first token of the sentence at index, past a leading "so", "ok", "hey". */
function findSentenceStart(tokens: Tokens, index: number): number {
  let start = tokens[index]?.sentence ?? 0;
  while (SENTENCE_OPENERS.has(tokens[start]?.text ?? "") && start < index) start += 1;
  return start;
}

/** The first word after "Of", "From", "Among" or "Out of" opening the sentence at index; -1 when it opens otherwise. */
function findFrontedWhole(tokens: Tokens, index: number): number {
  const start = findSentenceStart(tokens, index);
  const first = tokens[start]?.text ?? "";
  if (first === "out" && tokens[start + 1]?.text === "of") return start + 2;
  return PARTITIVE_PREPOSITIONS.has(first) ? start + 1 : -1;
}

/** Whether a comma (any break) closes the fronted phrase after index, within its sentence. */
function isBeforeBreak(tokens: Tokens, from: number, index: number): boolean {
  const sentence = tokens[index]?.sentence ?? 0;
  for (let cursor = from + 1; cursor < tokens.length && tokens[cursor]?.sentence === sentence; cursor += 1) {
    if (tokens[cursor]?.breakBefore === true) return cursor > index;
  }
  return false;
}

/** "five of all the …", "which of all the …": a number or "which" right before the preposition. */
function followsChoice(tokens: Tokens, index: number): boolean {
  const preposition = index - 1;
  if (!PARTITIVE_PREPOSITIONS.has(tokens[preposition]?.text ?? "")) return false;
  if (CHOOSERS.has(tokens[preposition - 1]?.text ?? "")) return true;
  for (let start = preposition - 1; start >= Math.max(0, preposition - 3); start -= 1) if (readNumber(tokens, start)?.end === preposition) return true;
  return false;
}

// "-est" words that are nouns, not superlatives: "the interest of the three banks".
const EST_NOUNS = new Set(["interest", "west", "rest", "test", "forest", "guest", "request", "contest", "protest", "harvest", "quest", "chest"]);
const SUPERLATIVE_MODIFIERS = new Set(["most", "least"]);

function isSuperlative(tokens: Tokens, index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (readNumber(tokens, index) !== null) return false;
  if (text === "best" || text === "worst" || SUPERLATIVE_MODIFIERS.has(tokens[index - 1]?.text ?? "")) return true;
  return text.length > 4 && text.endsWith("est") && !EST_NOUNS.has(text);
}

/** "the oldest of the five brothers", "the most famous of the 3 films": the number sizes the whole one is picked from. */
function followsSuperlative(tokens: Tokens, index: number): boolean {
  const whole = tokens[index - 1]?.text === "the" && tokens[index - 2]?.text === "of" && readNumber(tokens, index) !== null;
  return whole && isSuperlative(tokens, index - 3);
}

/** "to" at index closes a reduction: a reducing verb before it in its sentence, with "down" between ("narrow … down to 3"). */
export function isReductionTarget(tokens: Tokens, to: number): boolean {
  if (tokens[to]?.text !== "to") return false;
  return findReducingVerb(tokens, to) !== -1;
}

function findReducingVerb(tokens: Tokens, to: number): number {
  const sentence = tokens[to]?.sentence ?? 0;
  let down = false;
  for (let cursor = to - 1; cursor >= sentence && cursor >= to - REDUCTION_WINDOW; cursor -= 1) {
    const text = tokens[cursor]?.text ?? "";
    down = down || text === "down";
    if (down && REDUCING_VERBS.has(text)) return cursor;
  }
  return -1;
}

function isTargetCount(tokens: Tokens, to: number): boolean {
  const first = TARGET_DETERMINERS.has(tokens[to + 1]?.text ?? "") ? to + 2 : to + 1;
  return tokens[to]?.text === "to" && readNumber(tokens, first) !== null;
}

/**
 * Whether index lies in the object of a reduction, between the verb and the "to" of its target count, or
 * before the verb when its object is a pronoun ("Take the entire filmography and boil it down to 3").
 */
function isInReducedWhole(tokens: Tokens, index: number): boolean {
  const sentence = tokens[index]?.sentence ?? 0;
  for (let cursor = index + 1; cursor < tokens.length && cursor <= index + REDUCTION_WINDOW && tokens[cursor]?.sentence === sentence; cursor += 1) {
    if (!isTargetCount(tokens, cursor)) continue;
    const verb = findReducingVerb(tokens, cursor);
    return verb !== -1 && (verb < index || PRONOUNS.has(tokens[verb + 1]?.text ?? ""));
  }
  return false;
}

/**
 * A quantifier or number that names the whole an answer is chosen from, not how many to give: a universal
 * after a count or "which" ("name five of all the rivers", "which of all the planets"), anything in a phrase
 * that opens the sentence with "Of", "From", "Among" or "Out of" and a comma ("Out of the thousands of
 * houseplants, give me 2"), a lone universal opening it ("Of all the gases which two …"), and the object
 * of a reduction ("narrow the 12 zodiac signs down to 3"), and the number of the whole a superlative picks from
 * ("Who is the oldest of the five Jackson brothers?").
 */
export function isPartOfWhole(tokens: Tokens, index: number): boolean {
  const universal = UNIVERSALS.has(tokens[index]?.text ?? "");
  if (universal && followsChoice(tokens, index)) return true;
  if (!universal && followsSuperlative(tokens, index)) return true;
  const whole = findFrontedWhole(tokens, index);
  if (whole !== -1 && index >= whole && (isBeforeBreak(tokens, whole, index) || (universal && index === whole))) return true;
  return isInReducedWhole(tokens, index);
}

/** The end of a whole's quantifier with the number that sizes it: "all 50" in "Among all 50 states". */
export function extendOverSize(tokens: Tokens, end: number): number {
  return readNumber(tokens, end)?.end ?? end;
}
