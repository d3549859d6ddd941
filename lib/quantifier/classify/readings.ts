import { judgeNumber, type NotCountReason } from "../read/counts";
import type { FixedSpan } from "../read/fixed-expressions";
import type { Marker } from "../read/markers";
import { isOrdinal, NUMBER_WORDS } from "../read/numbers";
import type { RequestShape } from "../read/request/requests";
import type { Token } from "../read/tokenize";

type Tokens = readonly Token[];
export type ReadingsInput = { text: string; tokens: Tokens; cue: Marker | null; markers: readonly Marker[]; fixed: readonly FixedSpan[] };

// Words that end the noun phrase a number counts: "three longest rivers | in Africa".
const PHRASE_ENDS = new Set([
  "of",
  "in",
  "on",
  "at",
  "by",
  "for",
  "from",
  "to",
  "with",
  "that",
  "which",
  "who",
  "where",
  "when",
  "and",
  "or",
  "than",
  "since",
  "about",
  "under",
  "over",
  "below",
  "above",
  "between",
  "without",
  "like",
  "as",
  "per",
  "into",
  ...["every", "each", "must", "need", "needs"],
  ...["please", "is", "are", "was", "were", "do", "does", "did", "can", "could", "would", "should", "will", "have", "has", "you", "i", "we"],
]);
const MAX_NOUN_PHRASE = 4;
// "$40", "£5", "€100": a price, whatever the scan made of the number.
const CURRENCY_SIGNS: ReadonlySet<number> = new Set([0x24, 0xa3, 0x20ac, 0xa5]);
const DECIMAL = /^[0-9][0-9,.]*$/;
const LETTER = /\p{L}/u;

function quote(input: ReadingsInput, start: number, end: number): string {
  const first = input.tokens[start];
  const last = input.tokens[end - 1];
  return first === undefined || last === undefined ? "" : input.text.slice(first.start, last.end);
}

/** The noun a number counts: the last word of the noun phrase after it ("two tallest towers" → "towers"). */
function findHeadNoun(input: ReadingsInput, from: number): string | null {
  let head = -1;
  for (let index = from; index < input.tokens.length && index < from + MAX_NOUN_PHRASE; index += 1) {
    const token = input.tokens[index];
    const digits = token !== undefined && token.text.charCodeAt(0) >= 48 && token.text.charCodeAt(0) <= 57;
    const sentence = input.tokens[from - 1]?.sentence;
    if (token === undefined || (index > from && token.breakBefore) || token.sentence !== sentence || PHRASE_ENDS.has(token.text) || digits) break;
    head = index;
  }
  return head === -1 ? null : quote(input, head, head + 1);
}

const REQUEST_SENTENCES: Readonly<Record<RequestShape, (words: string) => string>> = {
  phrase: (words) => `'${words}' asks to be told about a topic.`,
  verb: (words) => `'${words}' is a verb of telling with a topic after it: it asks to be told about the topic.`,
  noun: (words) => `'${words}' asks for an account of a topic (a noun of telling).`,
  learning: (words) => `'${words}' is a wish to learn about a topic: it asks to be told about it.`,
  idiom: (words) => `'${words}' asks for a topic summed up: an open request.`,
};

/** The cue in words: "'three' counts 'towers' → 3", "'no fewer than five' bounds 'podcasts' → 5". */
export function describeCue(input: ReadingsInput): string | null {
  const { cue } = input;
  if (cue === null || cue.huge === true) return null;
  const words = quote(input, cue.start, cue.end);
  const head = findHeadNoun(input, cue.end);
  switch (cue.kind) {
    case "count":
      if (cue.end - cue.start === 1 && isOrdinal(input.tokens[cue.start]?.text ?? "")) return `'${words}' picks one item by its place → 1.`;
      return head === null ? `'${words}' counts the answer → ${cue.count}.` : `'${words}' counts '${head}' → ${cue.count}.`;
    case "bound":
      if (cue.members === true) return `'${words}' bounds a value of the members, not how many to give → ${cue.count}.`;
      return head === null ? `'${words}' bounds the answer → ${cue.count}.` : `'${words}' bounds '${head}' → ${cue.count}.`;
    case "proportion":
      return `'${words}' is a proportion, not a count.`;
    case "request":
      if (cue.rung === "COMPREHENSIVE") return `'${words}' asks to be told everything about a topic, as "tell me everything" does.`;
      return REQUEST_SENTENCES[cue.request ?? "phrase"](words);
    case "vague":
      return `'${words}' is a ${cue.rung === "FEW" ? "small" : "large"} vague quantity.`;
    case "negation":
      return `'${words}' denies that any exist; a number in it is not a count.`;
    case "whole":
      return cue.rung === "ALL" ? `'${words}' asks for every member.` : `'${words}' asks for everything there is.`;
    case "listed":
      return `'${quote(input, cue.start, cue.start + 2)}' lists the times asked for; it is not how often.`;
    case "surface":
    case "word":
    case "list":
      return null;
  }
}

const REASONS: Readonly<Record<NotCountReason, string>> = {
  year: "a year",
  name: "a name, not a count",
  term: "a term, not a count",
  title: "a title or a name (a singular verb's subject), not a count",
  measure: "a measure, not a count",
  compound: "part of a compound, not a count",
  operand: "a number in a calculation, not a count",
  time: "a time, score or decimal, not a count",
  address: "part of an address, not a count",
  "no noun": "not followed by a noun to count",
  statistic: "a fact the question asks about, not how many answers to give",
  detail: "a detail of what is asked, not how many answers to give",
};

/** The tokens a marker or a fixed span covers, marked once: a per-number search would be quadratic. */
function markCovered(input: ReadingsInput): Uint8Array {
  const covered = new Uint8Array(input.tokens.length);
  for (const span of input.markers) covered.fill(1, span.start, span.end);
  for (const span of input.fixed) covered.fill(1, span.start, span.end);
  return covered;
}

/** The words to quote for a number that is not a count: "Maroon 5", "10 Downing Street", "62 home runs", "5G". */
function quoteNumber(input: ReadingsInput, index: number, end: number, reason: NotCountReason): string {
  if (reason === "name" && end === index + 1 && !LETTER.test(input.tokens[index]?.text ?? "")) return quote(input, index - 1, end);
  if (reason === "title") {
    let last = end;
    while (input.tokens[last]?.capitalized === true && !input.tokens[last]?.breakBefore) last += 1;
    return quote(input, index, last === end ? end + 1 : last);
  }
  if (reason === "address") {
    let last = end;
    while (input.tokens[last]?.capitalized === true && !input.tokens[last]?.breakBefore) last += 1;
    return quote(input, index, last);
  }
  if (reason === "measure") return quote(input, index, end + 1);
  if (reason === "term") return quote(input, index, end + 3);
  if (reason === "detail") return quote(input, index - 1, end + 1);
  return quote(input, index, end);
}

/** Each number the scan did not read as a count, with why: "'5G' is a name, not a count." Years are left to the scope sentence. */
export function describeNumbers(input: ReadingsInput): string[] {
  const sentences: string[] = [];
  let covered: Uint8Array | null = null;
  for (let index = 0; index < input.tokens.length; index += 1) {
    const text = input.tokens[index]?.text ?? "";
    const digits = text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57;
    if (!(digits || (NUMBER_WORDS.has(text) && text !== "one")) || isOrdinal(text)) continue;
    covered ??= markCovered(input);
    if (covered[index] === 1) continue;
    const judgement = judgeNumber(input.tokens, index);
    // A plain decimal ("2.5") is a measure without a unit: nothing worth a sentence.
    if (judgement.count || judgement.reason === "year" || (judgement.read === null && DECIMAL.test(text))) continue;
    const end = judgement.read?.end ?? index + 1;
    const money = CURRENCY_SIGNS.has(input.tokens[index]?.charBefore ?? -1);
    const words = money ? input.text.slice((input.tokens[index]?.start ?? 1) - 1, input.tokens[end - 1]?.end) : null;
    sentences.push(
      words === null
        ? `'${quoteNumber(input, index, end, judgement.reason)}' is ${REASONS[judgement.reason]}.`
        : `'${words}' is an amount of money, not a count.`,
    );
    index = end - 1;
  }
  return sentences;
}
