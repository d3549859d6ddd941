import { readNumber } from "../read/numbers";
import type { FixedSpan } from "../read/fixed-expressions";
import { PHRASES_BY_FIRST_WORD } from "../read/lexicon";
import type { Marker } from "../read/markers";
import { HUGE_COUNT_BOUND } from "../ladder/profiles";
import type { Intensity, ScopeBoundHint } from "../ladder/rungs";
import type { ScopeAnchor, ScopeAnchorKind } from "../scope/scope";
import type { Token } from "../read/tokenize";
import { describeCue, describeNumbers } from "./readings";
import { describeUnreadUniversals } from "./unread-universals";

export type ExplainInput = {
  text: string;
  tokens: readonly Token[];
  intensity: Intensity;
  matchedToken: string | null;
  fixed: readonly FixedSpan[];
  huge: Marker | null;
  cue: Marker | null;
  markers: readonly Marker[];
  anchor: ScopeAnchor | null;
  scopeBoundHint: ScopeBoundHint;
};

const FIXED_NAMES: Readonly<Record<FixedSpan["kind"], string>> = {
  title: "a title",
  quotation: "a quotation",
  code: "code",
  denomination: "a denomination",
  idiom: "an idiom",
  compound: "a compound",
  frequency: "a frequency",
  duration: "a span of time",
  calculation: "a calculation",
  computation: "a computation",
  unit: "one item",
  value: "a value",
  asked: "what a yes/no question asks about",
  whole: "the whole a choice is made from",
};

// "membership" said in words: the members, parts or works of a named thing.
const ANCHOR_WORDS: Readonly<Record<ScopeAnchorKind, string>> = {
  year: "year",
  "named set": "named set",
  event: "event",
  membership: "the members or works of a named thing",
  "numeric range": "numeric range",
};

function quote(text: string, tokens: readonly Token[], start: number, end: number): string {
  const first = tokens[start];
  const last = tokens[end - 1];
  return first === undefined || last === undefined ? "" : text.slice(first.start, last.end);
}

const RULE_WORDS = new Set(["most", "any", "no", "not", "never"]);

/** How many words from index the scan would have read as a quantifier or count, had they not been part of a fixed expression; 0 if none. */
function measureQuantityWords(tokens: readonly Token[], index: number): number {
  const token = tokens[index];
  if (token === undefined) return 0;
  if (RULE_WORDS.has(token.text) || readNumber(tokens, index) !== null) return 1;
  const phrases = PHRASES_BY_FIRST_WORD.get(token.text) ?? [];
  const phrase = phrases.find((entry) => entry.rung !== "NEUTRAL" && entry.words.every((word, offset) => tokens[index + offset]?.text === word));
  return phrase?.words.length ?? 0;
}

/** "'All' is part of a title (All You Need Is Love)": only spans that hid a quantifier or number word are worth a sentence. */
function explainFixed(input: ExplainInput, span: FixedSpan): string | null {
  const { text, tokens } = input;
  const words = quote(text, tokens, span.start, span.end);
  if (span.kind === "idiom") return `'${words}' is an idiom, not a quantifier.`;
  if (span.kind === "frequency") return `'${words}' says how often, not how many.`;
  if (span.kind === "duration") return `'${words}' is a span of time, not how many answers to give.`;
  if (span.kind === "calculation") return `'${words}' takes a part of a number: a calculation with one answer, not a proportion.`;
  if (span.kind === "asked") return `'${words}' is what the yes/no question asks about, not how many answers to give.`;
  if (span.kind === "value") return `'${words}' bounds the value of the one item asked for, not how many to give.`;
  if (span.kind === "whole") return `'${words}' names the whole the answer is chosen from, not how many to give.`;
  if (span.kind === "unit") return `'${words}' is one item that comes as a pair, not a count of two.`;
  if (span.kind === "computation") return `'${words}' asks for one computed value: its numbers are operands, not counts, bounds or years.`;
  for (let index = span.start; index < span.end; index += 1) {
    const length = measureQuantityWords(tokens, index);
    if (length === 0) continue;
    const word = quote(text, tokens, index, Math.min(index + length, span.end));
    if (span.kind === "code") return `'${word}' is written as code: it names a function or method, not a quantity.`;
    return `'${word}' is part of ${FIXED_NAMES[span.kind]} (${quote(text, tokens, span.start, span.end)}), not a quantifier.`;
  }
  return null;
}

function explainHuge(input: ExplainInput, huge: Marker): string {
  const count = quote(input.text, input.tokens, huge.start, huge.end);
  const reading = huge.rung === "ALL" ? "a broad ask (ALL)" : "a bound, not a cap";
  return `The count in '${count}' is above ${HUGE_COUNT_BOUND}, the largest read as a list length: read as ${reading}.`;
}

function explainScope(input: ExplainInput): string {
  const { anchor, scopeBoundHint } = input;
  if (anchor?.closed !== undefined) {
    const { name, size, source } = anchor.closed;
    return `Scope bounded by '${quote(input.text, input.tokens, anchor.start, anchor.end)}' (named set: ${name}, ${size} members, ${source}).`;
  }
  if (anchor !== null) return `Scope bounded by '${quote(input.text, input.tokens, anchor.start, anchor.end)}' (${ANCHOR_WORDS[anchor.kind]}).`;
  if (scopeBoundHint === "unbounded") return "Scope unbounded: no year, event, named set or numeric range limits the set.";
  if (input.cue?.kind === "bound" && input.cue.members !== true) return "Scope unknown: a bound on how many to give caps the answer but bounds no set.";
  return "Scope unknown: no anchor, and the rung is not broad.";
}

/** The reading in words: the rung and its cue, what was not read as a quantifier and why, and what bounds the scope. */
export function explainClassification(input: ExplainInput): string {
  let text = input.matchedToken === null ? `No quantifier: read as ${input.intensity}.` : `Read as ${input.intensity} from '${input.matchedToken}'.`;
  const cue = describeCue(input);
  if (cue !== null) text += ` ${cue}`;
  for (const sentence of describeNumbers(input)) text += ` ${sentence}`;
  for (const sentence of describeUnreadUniversals(input)) text += ` ${sentence}`;
  for (const span of input.fixed) {
    const fixed = explainFixed(input, span);
    if (fixed !== null) text += ` ${fixed}`;
  }
  if (input.huge !== null) text += ` ${explainHuge(input, input.huge)}`;
  return `${text} ${explainScope(input)}`;
}
