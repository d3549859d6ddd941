import { COUNT_PREFIXES } from "../data/grammar-words";
import { LIST_VERBS } from "../data/question-words";
import { isReductionTarget } from "./partitive-whole";
import { isStatisticPosition, isYesNoQuestion, findSentenceOpening } from "./frame";
import type { Token } from "./tokenize";

type Tokens = readonly Token[];

/** Why a number in that position does not say how many answers to give. */
export type PositionReason = "statistic" | "detail";

// A number right after one of these describes what is asked ("recipes with 3 ingredients", "a game for two players").
const PREPOSITIONS = new Set([
  "for",
  "with",
  "without",
  "in",
  "on",
  "at",
  "by",
  "from",
  "into",
  "within",
  "after",
  "before",
  "since",
  "until",
  "during",
  "per",
  "among",
  "across",
  "through",
  "against",
  "via",
  "besides",
  "to",
  "like",
  "onto",
]);
const RELATIVES = new Set(["who", "that", "which", "whose", "where", "whom"]);
// A sentence that opens with a negative quantifier states what does not exist: "No team besides Brazil has won five …?"
const NEGATIVE_OPENERS = new Set(["no", "none", "neither", "nobody", "nothing", "not", "never"]);
const SUPERLATIVE_WORDS = new Set(["most", "least", "best", "worst"]);

/** "the top 3 …", "the five biggest …": the ladder's own count shapes rank a list, even after a question's verb. */
export function isRankedList(tokens: Tokens, index: number, end: number): boolean {
  const next = tokens[end]?.text ?? "";
  return COUNT_PREFIXES.has(tokens[index - 1]?.text ?? "") || SUPERLATIVE_WORDS.has(next) || (next.length > 4 && next.endsWith("est"));
}

const CASUAL_HEDGE_LEADS = new Set([
  ...LIST_VERBS,
  "give",
  "me",
  "us",
  "suggest",
  "recommend",
  "pick",
  "choose",
  "share",
  "provide",
  "just",
  "maybe",
  "need",
  "want",
]);

/** "name like 8 horror films", "gimme like 5": after a request "like" before a number is a hedge, not a comparison. */
function isCasualHedge(tokens: Tokens, index: number): boolean {
  return tokens[index]?.text === "like" && CASUAL_HEDGE_LEADS.has(tokens[index - 1]?.text ?? "");
}

/** The word before the number's phrase: past "top", a hedge and "the" ("with the top 3 …", "for about 5 …"). */
function findLead(tokens: Tokens, index: number): number {
  let lead = index - 1;
  while (lead >= 0 && (COUNT_PREFIXES.has(tokens[lead]?.text ?? "") || isCasualHedge(tokens, lead))) lead -= 1;
  return tokens[lead]?.text === "the" ? lead - 1 : lead;
}

// How far back a relative pronoun may stand from the number it holds; a fixed window keeps the scan linear.
export const RELATIVE_WINDOW = 16;

/** "players who scored 50 goals", "a country that has 3 capitals": the number sits in a relative clause. */
function isInRelativeClause(tokens: Tokens, index: number, lead: number): boolean {
  const stop = Math.max(findSentenceOpening(tokens, index), index - RELATIVE_WINDOW);
  for (let cursor = lead; cursor > stop; cursor -= 1) if (RELATIVES.has(tokens[cursor]?.text ?? "") && cursor !== index - 1) return true;
  return false;
}

const COME = new Set(["come", "coming", "came"]);

/**
 * "hit me with 7 facts", "bless us with three jokes": "with" after an opening verb and its "me" hands over what is
 * counted; "come up with forty names" asks for them.
 */
function isHandedWith(tokens: Tokens, lead: number): boolean {
  const object = tokens[lead - 1]?.text ?? "";
  if (tokens[lead]?.text !== "with") return false;
  if (object === "up" && COME.has(tokens[lead - 2]?.text ?? "")) return true;
  return (object === "me" || object === "us") && lead - 2 >= findSentenceOpening(tokens, lead);
}

/**
 * Whether the number at [index, end) sits where no one asks for that many (docs/classifier.md,
 * Counts and bounds): a yes/no question ("Do octopuses have three hearts?"), a statement of what
 * does not exist ("No team besides Brazil has won five World Cups?"), a phrase after a
 * preposition ("a game for two players"), a relative clause ("players who scored 50 goals"), or
 * after the verb of a wh-question ("Who hit 62 home runs?"), unless a ranked list ("the top 3").
 */
export function findUnaskedPosition(tokens: Tokens, index: number, end: number): PositionReason | null {
  if (isReductionTarget(tokens, findLead(tokens, index))) return null;
  if (isYesNoQuestion(tokens, index)) return "statistic";
  const opening = findSentenceOpening(tokens, index);
  if (index > opening + 1 && NEGATIVE_OPENERS.has(tokens[opening]?.text ?? "")) return "statistic";
  const lead = findLead(tokens, index);
  if (PREPOSITIONS.has(tokens[lead]?.text ?? "") && !isHandedWith(tokens, lead)) return "detail";
  if (isInRelativeClause(tokens, index, lead)) return "statistic";
  return isStatisticPosition(tokens, index) && !isRankedList(tokens, index, end) ? "statistic" : null;
}
