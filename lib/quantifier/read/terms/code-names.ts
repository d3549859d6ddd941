import type { Token } from "../tokenize";

const DOT = 46;
const OPEN_PAREN = 40;
const BACKTICK = 96;
const NAME_END = /[\p{L}_$)\]]/u;
const MEMBER_START = /[\p{Ll}_$]/u;

function isJoinedByDot(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined || token.charBefore !== DOT || previous.end !== token.start - 1) return false;
  // "planets.All of them" is a missing space, not a member: a member name starts in lower case.
  return NAME_END.test(text.charAt(previous.end - 1)) && MEMBER_START.test(text.charAt(token.start));
}

/**
 * Words written as code name a function or method, not a quantity: "Array.prototype.every", "df.all",
 * "the any() builtin", "`none`". A word joined to the one before it by a dot, called with "(" right after
 * it, or set in backticks is one code name.
 */
export function findCodeNames(text: string, tokens: readonly Token[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === undefined) continue;
    const called = text.charCodeAt(token.end) === OPEN_PAREN;
    const ticked = text.charCodeAt(token.start - 1) === BACKTICK && text.charCodeAt(token.end) === BACKTICK;
    if (called || ticked || isJoinedByDot(text, tokens, index)) spans.push({ start: index, end: index + 1 });
  }
  return spans;
}
