import { judgeNumber, type NotCountReason } from "../read/counts";
import type { FixedSpan } from "../read/fixed-expressions";
import type { Marker } from "../read/markers";
import { isOrdinal, NUMBER_WORDS } from "../read/numbers";
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
]);
const MAX_NOUN_PHRASE = 4;
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
    if (token === undefined || (index > from && token.breakBefore) || PHRASE_ENDS.has(token.text)) break;
    head = index;
  }
  return head === -1 ? null : quote(input, head, head + 1);
}

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
      return head === null ? `'${words}' bounds the answer → ${cue.count}.` : `'${words}' bounds '${head}' → ${cue.count}.`;
    case "proportion":
      return `'${words}' is a proportion, not a count.`;
    case "request":
      return `'${words}' asks to be told about a topic.`;
    case "surface":
    case "word":
    case "list":
      return null;
  }
}

const REASONS: Readonly<Record<NotCountReason, string>> = {
  year: "a year",
  name: "a name, not a count",
  measure: "a measure, not a count",
  compound: "part of a compound, not a count",
  operand: "a number in a calculation, not a count",
  time: "a time, score or decimal, not a count",
  address: "part of an address, not a count",
  "no noun": "not followed by a noun to count",
  statistic: "a fact the question asks about, not how many answers to give",
};

function isCovered(input: ReadingsInput, index: number): boolean {
  for (const marker of input.markers) if (index >= marker.start && index < marker.end) return true;
  for (const span of input.fixed) if (index >= span.start && index < span.end) return true;
  return false;
}

/** The words to quote for a number that is not a count: "Maroon 5", "10 Downing Street", "62 home runs", "5G". */
function quoteNumber(input: ReadingsInput, index: number, end: number, reason: NotCountReason): string {
  if (reason === "name" && end === index + 1 && !LETTER.test(input.tokens[index]?.text ?? "")) return quote(input, index - 1, end);
  if (reason === "address") {
    let last = end;
    while (input.tokens[last]?.capitalized === true && !input.tokens[last]?.breakBefore) last += 1;
    return quote(input, index, last);
  }
  if (reason === "measure") return quote(input, index, end + 1);
  return quote(input, index, end);
}

/** Each number the scan did not read as a count, with why: "'5G' is a name, not a count." Years are left to the scope sentence. */
export function describeNumbers(input: ReadingsInput): string[] {
  const sentences: string[] = [];
  for (let index = 0; index < input.tokens.length; index += 1) {
    const text = input.tokens[index]?.text ?? "";
    const digits = text.charCodeAt(0) >= 48 && text.charCodeAt(0) <= 57;
    if (!(digits || (NUMBER_WORDS.has(text) && text !== "one")) || isOrdinal(text) || isCovered(input, index)) continue;
    const judgement = judgeNumber(input.tokens, index);
    // A plain decimal ("2.5") is a measure without a unit: nothing worth a sentence.
    if (judgement.count || judgement.reason === "year" || (judgement.read === null && DECIMAL.test(text))) continue;
    const end = judgement.read?.end ?? index + 1;
    sentences.push(`'${quoteNumber(input, index, end, judgement.reason)}' is ${REASONS[judgement.reason]}.`);
    index = end - 1;
  }
  return sentences;
}
