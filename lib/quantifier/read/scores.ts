import type { Token } from "./tokenize";

type Tokens = readonly Token[];

// Words around two numbers joined by a hyphen that make them a score: "a 2-1 win", "3-1 down", "won 24-21".
const SCORE_AFTER = new Set([
  "win",
  "wins",
  "loss",
  "losses",
  "lead",
  "victory",
  "defeat",
  "draw",
  "tie",
  "down",
  "up",
  "score",
  "scoreline",
  "final",
  "result",
  "finish",
  "thrashing",
  "drubbing",
  "rout",
  "comeback",
  "deficit",
  "margin",
  "to",
  "against",
  "in",
  "at",
  "formation",
  "system",
  "shape",
  "setup",
]);
const SCORE_BEFORE = new Set([
  "a",
  "an",
  "won",
  "lost",
  "lose",
  "beat",
  "beating",
  "ended",
  "finished",
  "trailing",
  "trailed",
  "leading",
  "led",
  "drew",
  "by",
  "score",
  "was",
  "is",
]);

function isDigits(token: Token | undefined): boolean {
  const code = token?.text.charCodeAt(0) ?? 0;
  return code >= 48 && code <= 57;
}

function isJoined(tokens: Tokens, index: number): boolean {
  return tokens[index]?.hyphenBefore === true && isDigits(tokens[index]) && isDigits(tokens[index - 1]);
}

/**
 * Numbers joined by hyphens that are a score or a formation, not a range of counts: three or more
 * ("4-3-3"), a pair whose second is not larger ("3-1", "2-2"), or a pair read as a result ("a 1-2
 * finish", "won 24-21", "2-1 to Liverpool").
 */
export function isScoreOrFormation(tokens: Tokens, index: number): boolean {
  if (!isDigits(tokens[index])) return false;
  // Three joined numbers settle it: look at most two either way, so a long chain stays linear.
  let first = index;
  while (first > index - 2 && isJoined(tokens, first)) first -= 1;
  let last = index;
  while (last < index + 2 && isJoined(tokens, last + 1)) last += 1;
  if (last - first >= 2) return true;
  if (last === first) return false;
  const low = Number((tokens[first]?.text ?? "").replaceAll(",", ""));
  const high = Number((tokens[last]?.text ?? "").replaceAll(",", ""));
  if (!(high > low)) return true;
  return SCORE_BEFORE.has(tokens[first - 1]?.text ?? "") || SCORE_AFTER.has(tokens[last + 1]?.text ?? "");
}
