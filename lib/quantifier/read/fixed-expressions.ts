import { AUXILIARIES, WH_WORDS } from "../data/question-words";
import { findCodeNames } from "./terms/code-names";
import { findCompounds } from "./terms/compounds";
import { findKnownTitles } from "./terms/known-titles";
import { findComputations } from "./computations";
import { mayStartNumber, readNumber } from "./numbers";
import { isAskedNamedSet } from "./named-sets";
import { findUnquotedMentions, selectQuotations } from "./terms/quotations";
import type { Token } from "./tokenize";

/**
 * frequency: "every four years" says how often; calculation: "15% of 80" is one value; computation: a
 * sentence that asks for one computed value ("Work out the square root of 2025"); unit: "a pair of boots" is
 * one item; value: "a number between 1 and 50" bounds one item's value. None quantifies.
 */
export type FixedKind =
  | "title"
  | "quotation"
  | "code"
  | "denomination"
  | "idiom"
  | "compound"
  | "frequency"
  | "duration"
  | "calculation"
  | "computation"
  | "unit"
  | "value"
  | "asked"
  | "whole";
/** Token range [start, end) whose quantifier or number words name something instead of quantifying. */
export type FixedSpan = { start: number; end: number; kind: FixedKind };

const CONNECTORS = new Set(["the", "of", "a", "an", "and", "in", "on", "to", "for", "but", "at", "by", "with", "from", "or", "as"]);
const CURRENCIES = new Set([
  "dollar",
  "pound",
  "euro",
  "cent",
  "peso",
  "yen",
  "rupee",
  "franc",
  "rand",
  "shilling",
  "penny",
  "pence",
  "yuan",
  "ruble",
  "rouble",
  "krona",
  "dinar",
  "lira",
]);
const MONEY_PIECES = new Set(["bill", "bills", "note", "notes", "coin", "coins", "banknote", "banknotes", "piece", "pieces", "stamp", "stamps"]);
const QUOTE_PAIRS: Readonly<Record<string, string>> = { '"': '"', "'": "'", "\u201C": "\u201D", "\u2018": "\u2019", "\u00AB": "\u00BB" };
const LETTER = /\p{L}/u;
const TITLE_WORD = /^\p{Lu}[\p{Ll}\p{N}'\u2019]*$/u;
// A sequel's numeral is part of its title: "Age of Empires II", "Final Fantasy VII".
const ROMAN_NUMERAL = /^(?=[IVX]{2})X{0,3}(?:IX|IV|V?I{0,3})$/;
// A sentence's first word is capitalised by spelling, not as a name: a question word, an auxiliary or a quantifier
// opens the sentence, not a title ("Every Nobel Prize in Literature winner …", "Is All Quiet on the Western Front …").
const NOT_TITLE_OPENERS: ReadonlySet<string> = new Set([
  ...WH_WORDS,
  ...AUXILIARIES,
  ...["every", "each", "all", "nobody", "none", "no", "nothing", "everyone", "everybody", "everything", "both", "neither"],
  ...["some", "any", "most", "many", "few", "several"],
]);
// Negative pronouns are names when capitalised inside a sentence: "Odysseus calls himself Nobody". Only the
// negative ones: ABSENT and SINGULAR share a cap of one, so a capital letter cannot lift a broad word's cap.
const NAMING_PRONOUNS: ReadonlySet<string> = new Set(["nobody", "nothing", "none", "noone"]);
// A title that opens the question needs three capitalised words: "Every Beatles album" is not one.
const MIN_OPENING_TITLE_WORDS = 3;

// ASCII first: a word opening with any ASCII character but A-Z is no title word, without a regex test.
function isTitleWord(text: string, token: Token): boolean {
  const code = text.charCodeAt(token.start);
  if (code < 128 && (code < 65 || code > 90)) return false;
  const word = text.slice(token.start, token.end);
  return TITLE_WORD.test(word) || ROMAN_NUMERAL.test(word);
}

/** "Age of Empires II: Definitive Edition": a colon between two title words opens the title's subtitle. */
function isSubtitleColon(text: string, tokens: readonly Token[], index: number): boolean {
  const previous = tokens[index - 1];
  const token = tokens[index];
  if (previous === undefined || token === undefined || text.slice(previous.end, token.start).trim() !== ":") return false;
  return isTitleWord(text, previous) && isTitleWord(text, token);
}

function startsSentence(tokens: readonly Token[], index: number): boolean {
  return index === 0 || tokens[index]?.breakBefore === true;
}

/** The end of a run of capitalised words joined by lower-case connectors ("None But the Brave"), and its capitalised-word count. */
function readTitleRun(text: string, tokens: readonly Token[], start: number): { end: number; words: number } {
  let end = start;
  let words = 0;
  let cursor = start;
  while (cursor < tokens.length) {
    const token = tokens[cursor];
    if (token === undefined || (cursor > start && token.breakBefore && !isSubtitleColon(text, tokens, cursor))) break;
    if (isTitleWord(text, token)) {
      // A lone capital letter ("from A to Z") joins a title but does not make one.
      if (token.end - token.start > 1) words += 1;
      cursor += 1;
      end = cursor;
    } else if (CONNECTORS.has(token.text) && cursor > start) cursor += 1;
    else break;
  }
  return { end, words };
}

const LOWER_START = /^\p{Ll}/u;

function startsLowerCase(text: string, token: Token): boolean {
  const code = text.charCodeAt(token.start);
  if (code < 128) return code >= 97 && code <= 122;
  return LOWER_START.test(text.slice(token.start, token.end));
}

/** A question typed all in capitals or title case has no lower-case word to set a title apart from. */
function hasLowerCaseWord(text: string, tokens: readonly Token[]): boolean {
  for (const token of tokens) if (!CONNECTORS.has(token.text) && startsLowerCase(text, token)) return true;
  return false;
}

function findTitleSpans(text: string, tokens: readonly Token[]): FixedSpan[] {
  const spans: FixedSpan[] = [];
  if (!hasLowerCaseWord(text, tokens)) return spans;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    // A question word opening the sentence is not part of a title: "Which Ivy League school …?".
    const questionWord = startsSentence(tokens, index) && NOT_TITLE_OPENERS.has(token?.text ?? "");
    if (token === undefined || questionWord || !isTitleWord(text, token)) {
      index += 1;
      continue;
    }
    const run = readTitleRun(text, tokens, index);
    const needed = startsSentence(tokens, index) ? MIN_OPENING_TITLE_WORDS : 2;
    const pronounName = run.words === 1 && !startsSentence(tokens, index) && NAMING_PRONOUNS.has(token.text);
    if ((run.words >= needed || pronounName) && !isAskedNamedSet(tokens, index)) spans.push({ start: index, end: run.end, kind: "title" });
    index = run.end;
  }
  return spans;
}

const ANY_QUOTE = /["'\u201C\u2018\u00AB]/;

function findQuotePairs(text: string): [number, number][] {
  const pairs: [number, number][] = [];
  if (!ANY_QUOTE.test(text)) return pairs;
  let open: { close: string; at: number } | null = null;
  for (let offset = 0; offset < text.length; offset += 1) {
    const ch = text.charAt(offset);
    const close = QUOTE_PAIRS[ch];
    // A straight apostrophe closes a quote only before a non-letter: "'Don't Stop'" is one title.
    const closes = open !== null && ch === open.close && (ch !== "'" || !LETTER.test(text.charAt(offset + 1)));
    if (open !== null && closes) {
      pairs.push([open.at, offset]);
      open = null;
    } else if (open === null && close !== undefined && (offset === 0 || /[\s(]/.test(text.charAt(offset - 1)))) {
      open = { close, at: offset };
    }
  }
  return pairs;
}

/**
 * A quoted span that starts with a capital is a title ("Who sang “Every Breath You Take”?"); one that is
 * mentioned ("What does 'all hat and no cattle' mean?") is a quotation; a quoted instruction is neither.
 */
function findQuotedSpans(text: string, tokens: readonly Token[]): FixedSpan[] {
  const spans: FixedSpan[] = [];
  const plain: [number, number][] = [];
  let index = 0;
  for (const [open, close] of findQuotePairs(text)) {
    while (index < tokens.length && (tokens[index]?.start ?? 0) < open) index += 1;
    const first = index;
    while (index < tokens.length && (tokens[index]?.end ?? 0) <= close) index += 1;
    const opening = tokens[first];
    const whole = first === 0 && index === tokens.length;
    if (opening === undefined || index === first || whole) continue;
    if (isTitleWord(text, opening)) spans.push({ start: first, end: index, kind: "title" });
    else plain.push([first, index]);
  }
  for (const [start, end] of selectQuotations(tokens, plain)) spans.push({ start, end, kind: "quotation" });
  return spans;
}

/** "twenty dollar bill", "a five-pound note": the number names a denomination. */
function findDenominations(tokens: readonly Token[]): FixedSpan[] {
  const spans: FixedSpan[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const read = mayStartNumber(tokens, index) ? readNumber(tokens, index) : null;
    if (read === null || !CURRENCIES.has(tokens[read.end]?.text ?? "")) continue;
    const end = MONEY_PIECES.has(tokens[read.end + 1]?.text ?? "") ? read.end + 2 : read.end + 1;
    spans.push({ start: index, end, kind: "denomination" });
    index = end - 1;
  }
  return spans;
}

function overlapsAny(span: FixedSpan, others: readonly FixedSpan[]): boolean {
  for (const other of others) if (span.start < other.end && other.start < span.end) return true;
  return false;
}

/** Titles (capitalised runs, quoted titles), money denominations and hyphenated compounds; idioms come from the lexicon. */
export function findFixedSpans(text: string, tokens: readonly Token[]): FixedSpan[] {
  const quoted = findQuotedSpans(text, tokens);
  for (const [start, end] of findUnquotedMentions(tokens)) {
    const span: FixedSpan = { start, end, kind: "quotation" };
    if (!overlapsAny(span, quoted)) quoted.push(span);
  }
  const spans = quoted.slice();
  for (const computation of findComputations(tokens)) spans.push({ ...computation, kind: "computation" });
  for (const code of findCodeNames(text, tokens)) spans.push({ ...code, kind: "code" });
  for (const span of findTitleSpans(text, tokens)) if (!overlapsAny(span, quoted)) spans.push(span);
  for (const title of findKnownTitles(tokens)) {
    const span: FixedSpan = { ...title, kind: "title" };
    if (!overlapsAny(span, spans)) spans.push(span);
  }
  spans.push(...findDenominations(tokens));
  for (const compound of findCompounds(tokens)) {
    const span: FixedSpan = { ...compound, kind: "compound" };
    if (!overlapsAny(span, spans)) spans.push(span);
  }
  return spans;
}

export function markShielded(spans: readonly FixedSpan[], length: number): boolean[] {
  const shielded = new Array<boolean>(length).fill(false);
  for (const span of spans) for (let index = span.start; index < span.end; index += 1) shielded[index] = true;
  return shielded;
}

/** A surface that ends inside a shielded span takes part of it ("the whole" in "the whole-wheat loaf"); "an all-inclusive list" takes all. */
export function endsInsideShielded(shielded: readonly boolean[], span: { start: number; end: number }): boolean {
  return shielded[span.end - 1] === true && shielded[span.end] === true && span.end - 1 > span.start;
}
